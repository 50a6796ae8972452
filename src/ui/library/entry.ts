// The steps alone, not the engine's index: the home screen lists saved games without loading the engine.
import { PHASES, type Phase } from '../../engine/schema/phases';
import { field, fits, isRecord, type Shape } from '../storedShape';

/*
 * The library's entries are checked here without zod: Home lists them on its first paint, and zod would
 * be a tenth of Home's JavaScript (issue 14). A game's log inside an entry is still checked in full, by the
 * game-file reader, when the game is opened.
 */

/** What the library shows of a game without replaying it: players, armies, the step reached, and the card and dice modes (what an export gives away). */
export interface GameSummary {
  players: [{ name: string; army: string }, { name: string; army: string }];
  phase: Phase;
  actions: number;
  cards: 'digital' | 'physical';
  dice: 'digital' | 'physical';
  /** The file still holds the sealed battle code (issue 13); absent in entries saved before it. */
  battleSealed?: boolean;
}

/** One game of the library as stored in IndexedDB under its id. */
export interface GameEntry {
  kind: 'game';
  id: string;
  /** How many changes the game has had; a window writes only over the revision it last saw. */
  revision: number;
  /** ISO time the entry was made (a new game, an opened file, the copy of the old single save). */
  createdAt: string;
  /** ISO time of the last change. */
  savedAt: string;
  /** ISO time the game started; null for an opened file or a game saved before games had one. */
  startedAt: string | null;
  /** The players' own name for the game; null for the name made of players, armies and date. */
  title: string | null;
  summary: GameSummary;
  /** The game log object, as exported (README "Game log files"); checked by the game-file reader when opened. */
  log: unknown;
  /** Actions taken back and not yet replaced, next to redo first; checked by the engine when opened. */
  undone: unknown[];
}

/** Saved data that could not be read as a game (the old single save, when broken), kept as it was so it can be downloaded. */
export interface KeptEntry {
  kind: 'kept';
  id: string;
  createdAt: string;
  raw: string;
  /** Why it could not be read, in words, when it was kept. */
  message: string;
}

const PLAYER: Shape = { name: field.string, army: field.string };
const MODES = ['digital', 'physical'] as const;

const SUMMARY: Shape = {
  players: field.pair(PLAYER),
  phase: field.oneOf(PHASES),
  actions: field.count,
  cards: field.oneOf(MODES),
  dice: field.oneOf(MODES),
  battleSealed: field.optional(field.boolean),
};

const GAME_ENTRY: Shape = {
  kind: field.oneOf(['game']),
  id: field.nonEmpty,
  revision: field.count,
  createdAt: field.string,
  savedAt: field.string,
  startedAt: field.nullable(field.string),
  title: field.nullable(field.string),
  summary: field.object(SUMMARY),
  log: field.anything,
  undone: field.list,
};

const KEPT_ENTRY: Shape = {
  kind: field.oneOf(['kept']),
  id: field.nonEmpty,
  createdAt: field.string,
  raw: field.string,
  message: field.string,
};

/** Where a stored value fails to be a game entry (a dotted path, '' for the value itself), or null when it is one. */
export function gameEntryProblem(value: unknown): string | null {
  return fits(GAME_ENTRY, value);
}

/** The stored value as a game entry with only the fields above, or null when it is not one. */
export function asGameEntry(value: unknown): GameEntry | null {
  if (gameEntryProblem(value) !== null || !isRecord(value)) return null;
  const summary = value.summary as GameSummary;
  const [a, b] = summary.players;
  return {
    kind: 'game',
    id: value.id as string,
    revision: value.revision as number,
    createdAt: value.createdAt as string,
    savedAt: value.savedAt as string,
    startedAt: value.startedAt as string | null,
    title: value.title as string | null,
    summary: {
      players: [
        { name: a.name, army: a.army },
        { name: b.name, army: b.army },
      ],
      phase: summary.phase,
      actions: summary.actions,
      cards: summary.cards,
      dice: summary.dice,
      ...(summary.battleSealed === undefined ? {} : { battleSealed: summary.battleSealed }),
    },
    log: value.log,
    undone: [...(value.undone as unknown[])],
  };
}

function asKeptEntry(value: unknown): KeptEntry | null {
  if (fits(KEPT_ENTRY, value) !== null || !isRecord(value)) return null;
  const { id, createdAt, raw, message } = value as unknown as KeptEntry;
  return { kind: 'kept', id, createdAt, raw, message };
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
  const kept = asKeptEntry(value);
  if (kept?.id === id) return { kind: 'kept', entry: kept };
  return { kind: 'unreadable', id, raw: asText(value), path: game ? 'id' : (gameEntryProblem(value) ?? '') };
}
