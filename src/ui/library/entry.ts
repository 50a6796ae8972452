import { SCALE_IDS, STEP_IDS } from '../../engine';
import { problemPath } from '../../lib/parse';
import { z } from '../../lib/zod';

/** A whole number from 0 up (a revision, a count of actions). */
const count = z.number().check(z.int(), z.minimum(0));
const nonEmpty = z.string().check(z.minLength(1));
const mode = z.enum(['digital', 'physical']);
const player = z.object({ name: z.string(), army: z.string() });

/**
 * What the library shows of a game without replaying it: players, armies, the step reached, the card and dice
 * modes (what an export gives away), and whether the file still holds the sealed battle code (issue 13; absent
 * in entries saved before it).
 */
const SummaryFields = z.object({
  players: z.tuple([player, player]),
  stepId: z.enum(STEP_IDS),
  actions: count,
  cards: mode,
  dice: mode,
  battleSealed: z.optional(z.boolean()),
  /** The edition, scale and rules profile's name (null: none) the game is played under (issue 29); absent in entries saved before. */
  edition: z.optional(z.enum(['2023', '2020'])),
  scale: z.optional(z.enum(SCALE_IDS)),
  profile: z.optional(z.nullable(z.string())),
  /** The app rules version the game is played under (src/engine/rulesVersion.ts, issue 34); absent in entries saved before. */
  rulesVersion: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type GameSummary = z.infer<typeof SummaryFields>;

/**
 * Entries saved before the step's field was named `stepId` (by the build of 2be81c5 and earlier) hold the step
 * reached as `phase`; the steps' names themselves did not change (that build's `PHASES` is today's `STEP_IDS`),
 * so they read as `stepId` unchanged.
 */
function withStepId(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'stepId' in value || !('phase' in value)) return value;
  const { phase, ...rest } = value as Record<string, unknown>;
  return { ...rest, stepId: phase };
}

export const GameSummarySchema = z.pipe(z.transform(withStepId), SummaryFields);

/**
 * One game of the library as stored in IndexedDB under its id: how many changes it has had (a window writes
 * only over the revision it last saw), when it was made, last changed and started (ISO times; null for an opened
 * file or a game saved before games had one), the players' own name for it (null: the name made of players,
 * armies and date), its summary, its game log as exported (README "Game log files"), and the actions taken back
 * and not yet replaced, next to redo first. The log and those actions are checked when the game is opened.
 * Keys the app does not know are left out.
 */
export const GameEntrySchema = z.object({
  kind: z.literal('game'),
  id: nonEmpty,
  revision: count,
  createdAt: z.string(),
  savedAt: z.string(),
  startedAt: z.nullable(z.string()),
  title: z.nullable(z.string()),
  summary: GameSummarySchema,
  log: z.unknown(),
  undone: z.array(z.unknown()),
});
export type GameEntry = z.infer<typeof GameEntrySchema>;

/** Saved data that could not be read as a game (the old single save, when broken), kept as it was so it can be downloaded, with why in words. */
export const KeptEntrySchema = z.object({
  kind: z.literal('kept'),
  id: nonEmpty,
  createdAt: z.string(),
  raw: z.string(),
  message: z.string(),
});
export type KeptEntry = z.infer<typeof KeptEntrySchema>;

/** The stored value as a game entry with only the fields above, or null when it is not one. */
export function asGameEntry(value: unknown): GameEntry | null {
  return GameEntrySchema.safeParse(value).data ?? null;
}

/** A stored value read back: a game, kept data, or something unreadable (with its data as text, to download). */
export type ReadEntry = { kind: 'game'; entry: GameEntry } | { kind: 'kept'; entry: KeptEntry } | { kind: 'unreadable'; id: string; raw: string; path: string };

/** The stored value as text for a download, whatever it is. */
function asText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Checks a stored value; a value that fails is reported with where it fails, never thrown. */
export function readEntry(key: IDBValidKey, value: unknown): ReadEntry {
  const id = typeof key === 'string' ? key : String(key);
  const game = asGameEntry(value);
  if (game?.id === id) return { kind: 'game', entry: game };
  const kept = KeptEntrySchema.safeParse(value).data;
  if (kept?.id === id) return { kind: 'kept', entry: kept };
  return { kind: 'unreadable', id, raw: asText(value), path: game ? 'id' : (problemPath(GameEntrySchema, value) ?? '') };
}
