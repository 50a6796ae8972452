import { z } from 'zod';
import { SAVE_KEY, STAMP_KEY } from '../saveKey';

/** Which game a window shows and how many changes it has seen: all another window may learn of it (no moves, no secrets). */
export interface Stamp {
  /** The game's random id; null when no game is saved. */
  id: string | null;
  revision: number;
}

/** The saved game under `pbw.game`: its stamp, when it started, the game log (README "Game log files") and the redo tail. */
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

const StampSchema = z.object({ id: z.string().min(1).nullable(), revision: z.number().int().min(0) });

const RecordSchema = z.object({
  id: z.string().min(1),
  revision: z.number().int().min(0),
  startedAt: z.string().nullable(),
  log: z.unknown(),
  undone: z.array(z.unknown()),
});

/** What the saved text holds: a record, a game log saved before records existed (to wrap), or nothing usable. */
export type SavedText = { kind: 'record'; record: SavedRecord } | { kind: 'legacy'; log: unknown } | { kind: 'unreadable' };

/** Reads the saved text without judging the game inside: a plain game log (it has a `format`) is an old save. */
export function readSavedText(raw: string): SavedText {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  if (value && typeof value === 'object' && 'format' in value) return { kind: 'legacy', log: value };
  const parsed = RecordSchema.safeParse(value);
  return parsed.success ? { kind: 'record', record: { ...parsed.data, log: parsed.data.log } } : { kind: 'unreadable' };
}

/** A new game id: 64 random bits from the browser's cryptographic generator, as hex. */
export function newGameId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The record as text with its id and revision first, so `storedStamp` can read them without parsing a long log. */
export function recordText(record: SavedRecord): string {
  return JSON.stringify({ id: record.id, revision: record.revision, startedAt: record.startedAt, log: record.log, undone: record.undone });
}

const HEAD = /^\{"id":("(?:[^"\\]|\\.)*"),"revision":(\d+),/;

/**
 * The stamp of the saved game as it is now: read from the head of `pbw.game` itself (the truth, even
 * before the notice key is written), else from `pbw.game.rev` after a game was cleared; null if neither says.
 */
export function storedStamp(): Stamp | null {
  try {
    const raw = localStorage.getItem(SAVE_KEY);
    if (raw !== null) {
      const head = HEAD.exec(raw.slice(0, 200));
      if (head) return { id: JSON.parse(head[1]!) as string, revision: Number(head[2]) };
      const saved = readSavedText(raw);
      return saved.kind === 'record' ? { id: saved.record.id, revision: saved.record.revision } : null;
    }
    return readStampText(localStorage.getItem(STAMP_KEY));
  } catch {
    return null;
  }
}

/** A stamp from the text of `pbw.game.rev` or a channel message; null if it is not one. */
export function readStampText(text: string | null): Stamp | null {
  if (text === null) return null;
  try {
    return parseStamp(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A stamp from a message's data; null if it is not one. */
export function parseStamp(value: unknown): Stamp | null {
  const parsed = StampSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether two stamps name the same game at the same revision. */
export function sameStamp(a: Stamp | null, b: Stamp | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.revision === b.revision);
}

/** Saves the record, then the notice key; storage that is full or blocked is reported as false. */
export function writeRecord(record: SavedRecord): boolean {
  try {
    localStorage.setItem(SAVE_KEY, recordText(record));
  } catch {
    return false;
  }
  writeStampKey({ id: record.id, revision: record.revision });
  return true;
}

/** Forgets the saved game; the notice key keeps counting so other windows learn of it. */
export function removeRecord(revision: number): boolean {
  try {
    localStorage.removeItem(SAVE_KEY);
  } catch {
    return false;
  }
  writeStampKey({ id: null, revision });
  return true;
}

function writeStampKey(stamp: Stamp): void {
  try {
    localStorage.setItem(STAMP_KEY, JSON.stringify(stamp));
  } catch {
    // Only a notice: other windows still catch up on the channel, on focus and before any change.
  }
}
