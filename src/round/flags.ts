import { tableOf } from './collect';
import type { ChanceFinding, ReadReport, ReportFacts, ReportFailure } from './report';
import { canonicalJson, profileContent } from './canonical';
import { expectedTables, type HistoryLine, type Pairing, type Round, type Ruling } from './schema';

/**
 * A flag on a table (issue 37), numbered as the issue lists them: 1 rolls or deals the umpire cannot check, 2 a rules
 * profile other than the event's, 3 reports that disagree, 4 a table expected and not reported, 5 a report that fails its
 * checks, 6 another event or round, no table number or a table not expected, 7 app rules other than the other tables'; and
 * 8 players other than the table's pairing (the umpire's round, beyond the issue's seven).
 */
export type Flag =
  | { n: 1; code: 'chance'; finding: Exclude<ChanceFinding, 'checked' | 'physical'> }
  | { n: 1; code: 'battleWeather'; turns: number }
  | { n: 2; code: 'profile'; event: string | null; report: string | null }
  | { n: 3; code: 'disagree'; reports: number }
  | { n: 4; code: 'missing' }
  | { n: 5; code: 'failed'; reason: ReportFailure }
  | { n: 6; code: 'elsewhere'; event: string | null; round: number | null; table: number | null }
  | { n: 6; code: 'notExpected' }
  | { n: 7; code: 'rulesVersion'; here: number; others: number[] }
  | { n: 8; code: 'players'; paired: [string, string]; reported: [string, string] };

/** One row of the round: a table (or an unassigned report), its pairing, its reports kept, its flags, history and ruling. */
export interface TableRow {
  table: number | null;
  pairing: Pairing | null;
  reports: ReadReport[];
  flags: Flag[];
  history: HistoryLine[];
  ruling: Ruling | null;
}

/** A name as people type it: case and spaces aside. */
const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a report's players are its pairing's, in either seat order, names compared case and spaces aside (flag 8). */
export function samePlayers(pairing: Pairing, players: readonly string[]): boolean {
  const paired = [pairing.first, pairing.second].map(nameKey).sort();
  const reported = players.map(nameKey).sort();
  return paired.length === reported.length && paired.every((name, i) => name === reported[i]);
}

function reportFlags(round: Round, report: ReadReport, tables: readonly number[], pairing: Pairing | null = null): Flag[] {
  if (!report.ok) return [{ n: 5, code: 'failed', reason: report.reason }];
  const flags: Flag[] = [];
  if (report.chance !== 'checked' && report.chance !== 'physical') flags.push({ n: 1, code: 'chance', finding: report.chance });
  if (report.battleUnchecked > 0) flags.push({ n: 1, code: 'battleWeather', turns: report.battleUnchecked });
  if (report.profileKey !== profileContent(round.profile)) flags.push({ n: 2, code: 'profile', event: round.profile?.name ?? null, report: report.view.setup.profile?.name ?? null });
  const table = tableOf(round, report);
  const t = report.tournament;
  if (table === null) flags.push({ n: 6, code: 'elsewhere', event: t.event ?? null, round: t.round ?? null, table: t.table ?? null });
  else if (!tables.includes(table)) flags.push({ n: 6, code: 'notExpected' });
  const [first, second] = report.view.setup.players;
  const players: [string, string] = [first.name, second.name];
  if (pairing && !samePlayers(pairing, players)) flags.push({ n: 8, code: 'players', paired: [pairing.first, pairing.second], reported: players });
  return flags;
}

/** The app rules version most tables played under (ties: the newest), against which the others are flagged (flag 7). */
function usualVersion(reports: readonly ReportFacts[]): number | null {
  const counts = new Map<number, number>();
  for (const r of reports) counts.set(r.rulesVersion, (counts.get(r.rulesVersion) ?? 0) + 1);
  const best = [...counts].sort(([va, ca], [vb, cb]) => cb - ca || vb - va)[0];
  return best ? best[0] : null;
}

/** Each flag once, in the order. */
const unique = (flags: Flag[]): Flag[] => [...new Map(flags.map((f) => [canonicalJson(f), f])).values()].sort((a, b) => a.n - b.n);

/**
 * The round's rows (issue 37): every table expected, in order, with the reports kept for it and its flags; then a row per
 * table reported but not expected; then an unassigned row per report of another event or round, with no table, or unreadable.
 */
export function roundRows(round: Round, read: readonly ReadReport[]): TableRow[] {
  const expected = expectedTables(round.expected);
  const placed = read.map((r) => ({ report: r, table: tableOf(round, r) }));
  const extra = [...new Set(placed.map((p) => p.table).filter((t): t is number => t !== null && !expected.includes(t)))].sort((a, b) => a - b);
  const versions = new Set(read.filter((r): r is ReportFacts => r.ok && tableOf(round, r) !== null).map((r) => r.rulesVersion));
  const usual = usualVersion(read.filter((r): r is ReportFacts => r.ok && tableOf(round, r) !== null));
  const pairingOf = (table: number) => (round.expected.kind === 'pairings' ? (round.expected.pairings.find((p) => p.table === table) ?? null) : null);
  const rulingOf = (table: number) => round.rulings.find((r) => r.table === table) ?? null;
  const row = (table: number): TableRow => {
    const reports = placed.filter((p) => p.table === table).map((p) => p.report);
    const pairing = pairingOf(table);
    const flags = reports.flatMap((r) => reportFlags(round, r, expected, pairing));
    if (reports.length === 0) flags.push({ n: 4, code: 'missing' });
    if (reports.length > 1) flags.push({ n: 3, code: 'disagree', reports: reports.length });
    for (const r of reports) {
      if (r.ok && usual !== null && r.rulesVersion !== usual) flags.push({ n: 7, code: 'rulesVersion', here: r.rulesVersion, others: [...versions].filter((v) => v !== r.rulesVersion).sort((a, b) => a - b) });
    }
    return { table, pairing, reports, flags: unique(flags), history: round.history.filter((h) => h.table === table), ruling: rulingOf(table) };
  };
  const unassigned = placed
    .filter((p) => p.table === null)
    .map(({ report }): TableRow => ({ table: null, pairing: null, reports: [report], flags: unique(reportFlags(round, report, expected)), history: round.history.filter((h) => h.report === report.record.id), ruling: null }));
  return [...expected.map(row), ...extra.map(row), ...unassigned];
}
