import { STAMP_PREFIX } from '../saveKey';
import { field, fits, type Shape } from '../storedShape';

/** Which game a window shows and how many changes it has seen: all another window may learn of it (no moves, no secrets). */
export interface Stamp {
  /** The game's random id; null when a window shows no game. */
  id: string | null;
  revision: number;
}

/** The single saved game of the app before the library: its stamp, start time, game log (README "Game log files") and redo tail. */
export interface SavedRecord {
  id: string;
  revision: number;
  /** ISO time of the start; null for an imported game or one saved before records had it. */
  startedAt: string | null;
  /** The game log object, as exported; checked by the game-file reader when loaded. */
  log: unknown;
  /** Actions taken back and not yet replaced, next to redo first; checked by the engine when loaded. */
  undone: unknown[];
}

const STAMP: Shape = { id: field.nullable(field.nonEmpty), revision: field.count };

const RECORD: Shape = {
  id: field.nonEmpty,
  revision: field.count,
  startedAt: field.nullable(field.string),
  log: field.anything,
  undone: field.list,
};

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
  if (fits(RECORD, value) !== null) return { kind: 'unreadable' };
  const { id, revision, startedAt, log, undone } = value as SavedRecord;
  return { kind: 'record', record: { id, revision, startedAt, log, undone: [...undone] } };
}

/** A new game id: 64 random bits from the browser's cryptographic generator, as hex. */
export function newGameId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stamp from a message's data; null if it is not one. */
export function parseStamp(value: unknown): Stamp | null {
  if (fits(STAMP, value) !== null) return null;
  const { id, revision } = value as Stamp;
  return { id, revision };
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

/** Records that the game is stored at this revision; its storage event tells the other windows. */
export function writeStamp(id: string, revision: number): void {
  try {
    localStorage.setItem(STAMP_PREFIX + id, JSON.stringify({ id, revision }));
  } catch {
    // Only a notice: other windows still catch up on the channel, on focus and before any change.
  }
}

/** Forgets a deleted game's notice key. */
export function removeStamp(id: string): void {
  try {
    localStorage.removeItem(STAMP_PREFIX + id);
  } catch {
    // Only a notice: a window that still shows the game finds it gone when it next reads it.
  }
}
