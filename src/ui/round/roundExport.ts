import { csvText, type ReportFacts, type Round, type TableRow } from '../../round';
import { slug } from '../game/files';
import { tableFacts, type TableFacts } from './tableFacts';
import { flagText, ROUND_WORDS as W } from './words';

/** A row's first report that opened, and its table facts in the sheet's words; null when none did. */
export function rowFacts(row: TableRow): TableFacts | null {
  const report = row.reports.find((r): r is ReportFacts => r.ok);
  return report ? { ...tableFacts(report), ...(report.finished ? { step: W.table.finished } : {}) } : null;
}

/** A row's players, from its report or else its pairing. */
export function rowPlayers(row: TableRow, facts: TableFacts | null): { name: string; army: string }[] {
  if (facts) return facts.players;
  if (!row.pairing) return [];
  return [
    { name: row.pairing.first, army: row.pairing.firstArmy ?? '' },
    { name: row.pairing.second, army: row.pairing.secondArmy ?? '' },
  ];
}

/** The round as CSV (issue 37): table, players, armies, territory, invader, step reached and each flag with its reason. */
export function roundCsv(rows: readonly TableRow[]): string {
  const lines = rows.map((row) => {
    const facts = rowFacts(row);
    const [first, second] = rowPlayers(row, facts);
    const flags = row.flags.map((f) => W.table.flagLine({ n: f.n, text: flagText(f) })).join('\n');
    return [row.table ?? '', first?.name ?? '', second?.name ?? '', first?.army ?? '', second?.army ?? '', facts?.territory ?? '', facts?.invader ?? '', facts?.step ?? '', flags];
  });
  return csvText([W.files.csvHeader, ...lines]);
}

/** A round's file name: its event and round, e.g. `northern-open-round-2`. */
export const roundFileName = (round: Round, ext: 'json' | 'csv'): string => `${slug(round.event) || 'event'}-round-${round.round}.${ext}`;
