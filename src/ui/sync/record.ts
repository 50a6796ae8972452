import { z } from '../../lib/zod';
import { STAMP_PREFIX } from '../saveKey';

const count = z.number().check(z.int(), z.minimum(0));
const nonEmpty = z.string().check(z.minLength(1));

/** Which game a window shows (its random id; null for none) and how many changes it has seen: all another window may learn of it (no moves, no secrets). */
export const StampSchema = z.object({ id: z.nullable(nonEmpty), revision: count });
export type Stamp = z.infer<typeof StampSchema>;

/**
 * The single saved game of the app before the library: its stamp, start time (ISO; null for an imported game or
 * one saved before records had it), game log (README "Game log files"; checked by the game-file reader when
 * loaded) and redo tail (checked by the engine when loaded).
 */
export const SavedRecordSchema = z.object({
  id: nonEmpty,
  revision: count,
  startedAt: z.nullable(z.string()),
  log: z.unknown(),
  undone: z.array(z.unknown()),
});
export type SavedRecord = z.infer<typeof SavedRecordSchema>;

/** What the old saved text holds: a record, a game log saved before records existed, or nothing usable. */
export type SavedText = { kind: 'record'; record: SavedRecord } | { kind: 'legacy'; log: unknown } | { kind: 'unreadable' };

/** Reads the old saved text without judging the game inside: a plain game log (it has a `format`) is an older save still. */
export function readSavedText(raw: string): SavedText {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  if (value && typeof value === 'object' && 'format' in value) return { kind: 'legacy', log: value };
  const record = SavedRecordSchema.safeParse(value);
  return record.success ? { kind: 'record', record: record.data } : { kind: 'unreadable' };
}

/** A new game id: 64 random bits from the browser's cryptographic generator, as hex. */
export function newGameId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stamp from a message's data; null if it is not one. */
export function parseStamp(value: unknown): Stamp | null {
  return StampSchema.safeParse(value).data ?? null;
}

/** Whether two stamps name the same game at the same revision. */
export function sameStamp(a: Stamp | null, b: Stamp | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.revision === b.revision);
}

/**
 * The stamp of a game as stored now, from its notice key `pbw.rev.<id>` (written only once the game
 * itself is stored); null when the game is not stored, or storage is blocked.
 */
export function storedStamp(id: string): Stamp | null {
  try {
    const text = localStorage.getItem(STAMP_PREFIX + id);
    if (text === null) return null;
    const stamp = parseStamp(JSON.parse(text));
    return stamp?.id === id ? stamp : null;
  } catch {
    return null;
  }
}
