import { z } from '../lib/zod';
import { issueFacts } from '../lib/issues';
import { RulesProfileSchema } from '../engine';

/** The round file's format name and version (issue 37): a stored format like a game file, read by this schema. */
export const ROUND_FORMAT = 'pbw-round';
export const ROUND_VERSION = 1;

const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const name = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** One table of the pairings: its number, its two players and, when the CSV gives them, their armies. */
export const PairingSchema = z.strictObject({
  table: int(1, 999),
  first: name(30),
  second: name(30),
  firstArmy: z.optional(name(60)),
  secondArmy: z.optional(name(60)),
});
export type Pairing = z.infer<typeof PairingSchema>;

/** The tables the umpire expects: a number of tables (1 to n), or the pairings imported from a CSV. */
export const ExpectedSchema = z.union([
  z.strictObject({ kind: z.literal('count'), count: int(0, 999) }),
  z.strictObject({ kind: z.literal('pairings'), pairings: z.array(PairingSchema).check(z.maxLength(999)) }),
]);
export type Expected = z.infer<typeof ExpectedSchema>;

/** A report as it came in: a share link's text or a game file's text, kept whole so it is read again by today's code. */
export const ReportRecordSchema = z.strictObject({
  id: name(40),
  source: z.enum(['link', 'file']),
  text: z.string().check(z.maxLength(2_000_000)),
  receivedAt: z.string(),
});
export type ReportRecord = z.infer<typeof ReportRecordSchema>;

/** A line of a table's history: a report added, the same one again, an older one replaced by a newer, or two that disagree. */
export const HistoryLineSchema = z.strictObject({
  table: z.nullable(int(1, 999)),
  what: z.enum(['added', 'same', 'replaced', 'older', 'disagrees']),
  report: name(40),
  /** The report this one replaced, kept (`replaced`), or the one it disagrees with (`disagrees`). */
  other: z.optional(name(40)),
  at: z.string(),
});
export type HistoryLine = z.infer<typeof HistoryLineSchema>;

/** The umpire's ruling on a table, in his words. */
export const RulingSchema = z.strictObject({ table: int(1, 999), text: z.string().check(z.maxLength(1000)), at: z.string() });
export type Ruling = z.infer<typeof RulingSchema>;

/** The umpire's round (issue 37): the event, its rules profile, the round, the tables expected, each table's reports, history and ruling. */
export const RoundSchema = z.strictObject({
  format: z.literal(ROUND_FORMAT),
  version: z.literal(ROUND_VERSION),
  id: name(40),
  event: name(24),
  /** The event's rules profile; null: the seeds' own numbers. Compared with a report's by content (`profileKey`). */
  profile: z.nullable(RulesProfileSchema),
  round: int(1, 99),
  expected: ExpectedSchema,
  reports: z.array(ReportRecordSchema),
  history: z.array(HistoryLineSchema),
  rulings: z.array(RulingSchema),
  createdAt: z.string(),
});
export type Round = z.infer<typeof RoundSchema>;

/** A new round with no report yet. */
export function newRound(fields: Pick<Round, 'id' | 'event' | 'profile' | 'round' | 'expected' | 'createdAt'>): Round {
  return { format: ROUND_FORMAT, version: ROUND_VERSION, ...fields, reports: [], history: [], rulings: [] };
}

/** Why a round file was not read: not JSON, a newer version than this app reads, or not a round. */
export type RoundFileFailure = 'notJson' | 'newer' | 'notARound';

/** Reads a round file's text; a bad file gives a reason and changes nothing. */
export function readRoundFile(text: string): { ok: true; round: Round } | { ok: false; reason: RoundFileFailure; details: string | null } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'notJson', details: error instanceof Error ? error.message : null };
  }
  const claimed = raw as { format?: unknown; version?: unknown } | null;
  if (claimed?.format === ROUND_FORMAT && typeof claimed.version === 'number' && claimed.version > ROUND_VERSION) return { ok: false, reason: 'newer', details: null };
  const parsed = RoundSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'notARound', details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${issueFacts(i)}`).join('\n') };
  return { ok: true, round: parsed.data };
}

/** The table numbers the umpire expects, in order. */
export function expectedTables(expected: Expected): number[] {
  if (expected.kind === 'count') return Array.from({ length: expected.count }, (_, i) => i + 1);
  return [...new Set(expected.pairings.map((p) => p.table))].sort((a, b) => a - b);
}
