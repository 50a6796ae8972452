import { z } from '../../packs/common/zod';
// The steps alone, not the engine's index: the home screen lists saved games without loading the engine.
import { PHASES } from '../../engine/phases';

/** What the library shows of a game without replaying it: players, armies, the step reached, and the card and dice modes (what an export gives away). */
export const GameSummarySchema = z.object({
  players: z.tuple([z.object({ name: z.string(), army: z.string() }), z.object({ name: z.string(), army: z.string() })]),
  phase: z.enum(PHASES),
  actions: z.number().check(z.int(), z.minimum(0)),
  cards: z.enum(['digital', 'physical']),
  dice: z.enum(['digital', 'physical']),
  /** The file still holds the sealed battle code (issue 13); absent in entries saved before it. */
  battleSealed: z.optional(z.boolean()),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;

/** One game of the library as stored in IndexedDB under its id. */
export const GameEntrySchema = z.object({
  kind: z.literal('game'),
  id: z.string().check(z.minLength(1)),
  /** How many changes the game has had; a window writes only over the revision it last saw. */
  revision: z.number().check(z.int(), z.minimum(0)),
  /** ISO time the entry was made (a new game, an opened file, the copy of the old single save). */
  createdAt: z.string(),
  /** ISO time of the last change. */
  savedAt: z.string(),
  /** ISO time the game started; null for an opened file or a game saved before games had one. */
  startedAt: z.nullable(z.string()),
  /** The players' own name for the game; null for the name made of players, armies and date. */
  title: z.nullable(z.string()),
  summary: GameSummarySchema,
  /** The game log object, as exported (README "Game log files"); checked by the game-file reader when opened. */
  log: z.unknown(),
  /** Actions taken back and not yet replaced, next to redo first; checked by the engine when opened. */
  undone: z.array(z.unknown()),
});
export type GameEntry = z.infer<typeof GameEntrySchema>;

/** Saved data that could not be read as a game (the old single save, when broken), kept as it was so it can be downloaded. */
export const KeptEntrySchema = z.object({
  kind: z.literal('kept'),
  id: z.string().check(z.minLength(1)),
  createdAt: z.string(),
  raw: z.string(),
  /** Why it could not be read, in words, when it was kept. */
  message: z.string(),
});
export type KeptEntry = z.infer<typeof KeptEntrySchema>;

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

/** Checks a stored value with the schemas; a value that fails is reported with where it fails, never thrown. */
export function readEntry(key: IDBValidKey, value: unknown): ReadEntry {
  const id = typeof key === 'string' ? key : String(key);
  const game = GameEntrySchema.safeParse(value);
  if (game.success && game.data.id === id) return { kind: 'game', entry: game.data };
  const kept = KeptEntrySchema.safeParse(value);
  if (kept.success && kept.data.id === id) return { kind: 'kept', entry: kept.data };
  const path = game.success ? 'id' : (game.error.issues[0]?.path.join('.') ?? '');
  return { kind: 'unreadable', id, raw: asText(value), path };
}
