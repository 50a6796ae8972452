import { tugsFor, type odds, type Rules } from '../../engine';

/** Margins that put the same number of TuGs down first, as one row of the scouting odds. */
export interface ScoutingRow {
  /** The smallest and largest margin of the row, in %. */
  from: number;
  to: number;
  /** TuGs the outscouted side deploys first at these margins (PBS 10.B-10.C: the margin as a percentage of his army). */
  tugs: number;
  chance: number;
}

/** A row's chance below this reads "under 1%": it is folded into one line of unlikely margins. */
export const UNLIKELY = 0.005;

/**
 * The margins of one side of the scouting odds reduced to what changes the deployment (issue 29): margins
 * that make the outscouted side deploy the same number of TuGs first (rounded as data/meg/components.json's
 * `tugRounding` says, at most his whole army) are one row; rows under 1% are summed as `unlikely`.
 */
export function scoutingRows(rules: Rules, margins: readonly odds.ScoutingMargin[], armyTugs: number): { rows: ScoutingRow[]; unlikely: { count: number; chance: number } } {
  const grouped: ScoutingRow[] = [];
  for (const m of [...margins].sort((a, b) => a.by - b.by)) {
    const tugs = tugsFor(rules, m.by, armyTugs);
    const last = grouped.at(-1);
    if (last && last.tugs === tugs) grouped[grouped.length - 1] = { ...last, to: m.by, chance: last.chance + m.chance };
    else grouped.push({ from: m.by, to: m.by, tugs, chance: m.chance });
  }
  const rows = grouped.filter((r) => r.chance >= UNLIKELY);
  const rare = grouped.filter((r) => r.chance < UNLIKELY);
  return { rows, unlikely: { count: rare.length, chance: rare.reduce((s, r) => s + r.chance, 0) } };
}
