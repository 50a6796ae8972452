import type { ReadReport, ReportFacts } from './report';
import { stepOrder } from './report';
import type { HistoryLine, ReportRecord, Round } from './schema';

/** Where a report belongs: its table's number, or `null` for the unassigned rows (another event or round, no table, or unreadable: flag 6, 5). */
export function tableOf(round: Pick<Round, 'event' | 'round'>, report: ReadReport): number | null {
  const t = report.tournament;
  if (!t || t.table === undefined || t.round !== round.round) return null;
  return sameEvent(t.event, round.event) ? t.table : null;
}

/** Event names compared as people type them: case and spaces aside. */
export const sameEvent = (a: string | undefined, b: string): boolean => a !== undefined && a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** How report `a` stands to report `b` of the same table: older (a prefix of it), newer, or neither (they disagree). */
export function relation(a: ReportFacts, b: ReportFacts): 'older' | 'newer' | 'same' | 'disagree' {
  if (a.key === b.key) return 'same';
  if (a.actions && b.actions) {
    const prefix = (x: string[], y: string[]) => x.length <= y.length && x.every((action, i) => action === y[i]);
    if (prefix(a.actions, b.actions)) return 'older';
    if (prefix(b.actions, a.actions)) return 'newer';
    return 'disagree';
  }
  // A view link (an unfinished digital game) is older than a whole game whose replay passes through that very view.
  const viewOf = (r: ReportFacts) => r.key.startsWith('["view"') ? (JSON.parse(r.key) as [string, string])[1] : null;
  if (!a.actions && b.views) return b.views.includes(viewOf(a) ?? '') ? 'older' : 'disagree';
  if (!b.actions && a.views) return a.views.includes(viewOf(b) ?? '') ? 'newer' : 'disagree';
  // Two views carry no actions: the one at a later step is the newer; at one step, two different views disagree.
  const [sa, sb] = [stepOrder(a.stepId), stepOrder(b.stepId)];
  return sa < sb ? 'older' : sa > sb ? 'newer' : 'disagree';
}

/** What adding a report did: added, the same report again (one), older than one kept, replacing older ones, or disagreeing. */
export type Collected = 'added' | 'same' | 'older' | 'replaced' | 'disagrees';

/**
 * Adds a report that was read to the round (issue 37, "Which report is newer"): the same report twice is one; a report
 * whose actions are a prefix of a kept one's is older and not kept; one that extends kept ones replaces them; one that
 * neither extends nor is extended by a kept one of its table disagrees with it, and both are kept. Each gives a history line.
 */
export function collect(round: Round, kept: readonly ReadReport[], incoming: ReadReport, at: string): { round: Round; outcome: Collected } {
  const table = tableOf(round, incoming);
  const line = (what: HistoryLine['what'], other?: ReportRecord): HistoryLine => ({ table, what, report: incoming.record.id, ...(other ? { other: other.id } : {}), at });
  const done = (outcome: Collected, lines: HistoryLine[], reports: ReportRecord[]) => ({ round: { ...round, reports, history: [...round.history, ...lines] }, outcome });
  const twin = kept.find((k) => k.record.text === incoming.record.text || (k.ok && incoming.ok && k.key === incoming.key));
  if (twin) return done('same', [line('same', twin.record)], round.reports);
  const mates = incoming.ok && table !== null ? kept.filter((k): k is ReportFacts => k.ok && tableOf(round, k) === table) : [];
  const relations = mates.map((m) => [m, relation(incoming as ReportFacts, m)] as const);
  const newerKept = relations.find(([, r]) => r === 'older');
  if (newerKept) return done('older', [line('older', newerKept[0].record)], round.reports);
  const replaced = relations.filter(([, r]) => r === 'newer').map(([m]) => m.record);
  const against = relations.filter(([, r]) => r === 'disagree').map(([m]) => m.record);
  const reports = [...round.reports.filter((r) => !replaced.some((x) => x.id === r.id)), incoming.record];
  const lines = [...replaced.map((r) => line('replaced', r)), ...against.map((r) => line('disagrees', r))];
  if (lines.length === 0) return done('added', [line('added')], reports);
  return done(against.length > 0 ? 'disagrees' : 'replaced', lines, reports);
}
