import type { Rules } from './rules';
import { nameOf, opponent, playerOf, type GameState, type Side } from './state';
import { editionOf, territoryOf } from './terrain';

/** One instruction of the deployment plan, in the order players carry them out (PBS 10.B-10.G). */
export interface DeploymentItem {
  side: Side | 'both';
  text: string;
  tugs: number | null;
  source: string;
}

/** A percentage of an army's TuGs as a whole number, rounded as the components data says (RULES-NOTES 4). */
export function tugsFor(rules: Rules, percent: number, total: number): number {
  const rounding = rules.components.tugRounding;
  const exact = (percent * total) / 100;
  const rounded = rounding.method === 'up' ? Math.ceil(exact - 1e-9) : rounding.method === 'down' ? Math.floor(exact + 1e-9) : Math.round(exact);
  const atLeast = rounding.atLeastOneIfAboveZero && percent > 0 ? Math.max(1, rounded) : rounded;
  return Math.min(total, atLeast);
}

function firstDeployers(state: GameState, side: Side): string | null {
  const first = state.setup.players[playerOf(state, side)].army.deploysFirst;
  const parts = [
    [first.batteries, 'battery TuG', 'battery TuGs'],
    [first.barricades, 'TuG with barricades', 'TuGs with barricades'],
    [first.battleWagons, 'battle wagon', 'battle wagons'],
    [first.redoubts, 'TuG with redoubts', 'TuGs with redoubts'],
    [first.expendables, 'expendable', 'expendables'],
  ] as const;
  const named = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return named.length > 0 ? named.join(', ') : null;
}

const planCache = new WeakMap<object, DeploymentItem[]>();

/**
 * The deployment plan as concrete instructions with TuG counts for each player (seed 000 PBS
 * 10.B-10.G; seed 002). Everything it depends on is fixed once scouting is done, so it is cached
 * per scouting result.
 */
export function deploymentPlan(rules: Rules, state: GameState): DeploymentItem[] {
  const scouting = state.scouting;
  if (!scouting || !state.roles) return [];
  const cached = planCache.get(scouting);
  if (cached) return cached;
  const plan = buildPlan(rules, state, scouting);
  planCache.set(scouting, plan);
  return plan;
}

function buildPlan(rules: Rules, state: GameState, scouting: NonNullable<GameState['scouting']>): DeploymentItem[] {
  const edition = editionOf(rules, state);
  const d = edition.deployment;
  const unit = d.unit;
  const tugs = (side: Side) => state.setup.players[playerOf(state, side)].army.tugs;
  const first: Side = scouting.outscouted ?? 'defender';
  const second = opponent(first);
  const percent = scouting.outscouted ? scouting.by : 100 / 3;
  const percentText = scouting.outscouted ? `${scouting.by}%` : 'a third';
  const items: DeploymentItem[] = [
    { side: 'both', text: `${d.zoneText} ${d.sideEdgeText}`, tugs: null, source: d.source },
  ];
  for (const rule of territoryOf(rules, state).specialRules) {
    if (rule.kind === 'campIn') items.push({ side: 'defender', text: `Camp option: ${rule.text}`, tugs: null, source: rule.source });
  }
  const opening = (side: Side, reason: string) => {
    const n = tugsFor(rules, percent, tugs(side));
    const early = firstDeployers(state, side);
    items.push({ side, text: `Place your camp. ${d.campText}`, tugs: null, source: d.source });
    if (early) items.push({ side, text: `Before any other ${unit}s, place ${early}. ${d.firstText}`, tugs: null, source: d.source });
    items.push({ side, text: `Place ${n} ${n === 1 ? unit : `${unit}s`} (${percentText} of your ${tugs(side)}, ${reason}).`, tugs: n, source: d.source });
    return n;
  };
  const reason = scouting.outscouted
    ? `${nameOf(state, first)} was outscouted by ${scouting.by}%`
    : 'nobody was outscouted, so the defender begins';
  const placed: Record<Side, number> = { invader: 0, defender: 0 };
  placed[first] = opening(first, reason);
  items.push({ side: 'both', text: d.ambushText, tugs: null, source: d.source });
  placed[second] = opening(second, `the same share as ${nameOf(state, first)}`);
  let turn: Side = first;
  while (placed.invader < tugs('invader') || placed.defender < tugs('defender')) {
    if (placed[turn] < tugs(turn)) {
      const third = tugsFor(rules, 100 / 3, tugs(turn));
      const n = Math.min(third, tugs(turn) - placed[turn]);
      placed[turn] += n;
      items.push({
        side: turn,
        text: `Place up to ${n} more ${n === 1 ? unit : `${unit}s`} (a third of your army; ${tugs(turn) - placed[turn]} left after this). ${unit}s in ambush or on flank march stay off the table.`,
        tugs: n,
        source: d.source,
      });
    }
    turn = opponent(turn);
  }
  items.push({ side: 'defender', text: d.generalsText, tugs: null, source: d.source });
  items.push({ side: 'invader', text: 'Place your generals, declaring which troops are in each command.', tugs: null, source: d.source });
  items.push({ side: 'both', text: d.flankMarchText, tugs: null, source: d.source });
  if (d.declareText) items.push({ side: 'both', text: d.declareText, tugs: null, source: d.source });
  return items;
}
