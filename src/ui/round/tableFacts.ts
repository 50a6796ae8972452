import type { ReportFacts } from '../../round';
import { battleSheet, type SheetRow, type SheetSection } from '../sheet/battleSheet';
import { SHEET_WORDS } from '../sheet/words';
import { rulesFor } from '../store';
import { stepNameText } from '../words/stepNames';

/** The sheet's sections a table shows, and of each the rows by label in the language on screen (issue 37: players, sides, ground, weather, terrain, scouting). */
const shownRows = (): Partial<Record<SheetSection['id'], readonly string[] | 'all'>> => ({
  battle: [SHEET_WORDS.labels.invader, SHEET_WORDS.labels.defender],
  ground: [SHEET_WORDS.labels.territory, SHEET_WORDS.labels.square, SHEET_WORDS.labels.flank],
  weather: [SHEET_WORDS.labels.season, SHEET_WORDS.labels.weather],
  terrain: 'all',
  scouting: 'all',
});

/** What a table shows of a report, in the battle sheet's own words (made by the sheet's code from the report's replayed view). */
export interface TableFacts {
  players: { name: string; army: string }[];
  sections: SheetSection[];
  territory: string;
  square: string;
  invader: string;
  step: string;
}

const valueOf = (sections: SheetSection[], label: string): string => sections.flatMap((s) => s.rows).find((r: SheetRow) => r.label === label)?.value ?? '-';

/** A report's table facts: the sheet made from its view, cut to what the round shows. */
export function tableFacts(report: ReportFacts): TableFacts {
  const { view } = report;
  const sheet = battleSheet(rulesFor(view.setup), view, { seed: null, shareUrl: null });
  const sections = sheet.sections.flatMap((section) => {
    const shown = shownRows()[section.id];
    if (!shown) return [];
    return [{ ...section, rows: shown === 'all' ? section.rows : section.rows.filter((r) => shown.includes(r.label)) }];
  });
  return {
    players: view.setup.players.map((p) => ({ name: p.name, army: p.army.name })),
    sections,
    territory: valueOf(sections, SHEET_WORDS.labels.territory),
    square: valueOf(sections, SHEET_WORDS.labels.square),
    invader: valueOf(sections, SHEET_WORDS.labels.invader),
    step: stepNameText(report.stepId),
  };
}
