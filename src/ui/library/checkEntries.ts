import { LOG_VERSION, newerLogVersion } from '../../engine';
import { readGameLog } from '../gameFile';
import { rules } from '../store';
import type { GameEntry } from './entry';

/** What each stored revision of a game gave when replayed: null when it replays, else why not (a stored game only changes with its revision). */
const replayed = new Map<string, string | null>();

/**
 * Why a saved game's log does not replay, in the words opening it would show, or null when it replays
 * (issue 28: Home checks what it lists). Each revision is replayed once per page.
 */
export function entryProblem(entry: GameEntry): string | null {
  const key = `${entry.id}\u0000${entry.revision}`;
  const known = replayed.get(key);
  if (known !== undefined) return known;
  const loaded = readGameLog(rules(), JSON.stringify(entry.log));
  const problem = loaded.ok ? null : loaded.message;
  replayed.set(key, problem);
  return problem;
}

/** A saved game's log of a newer log version than this app reads: made by a newer version of the app, not damaged. */
export interface NewerEntry {
  version: number;
  reads: number;
}

/** Whether a stored value, read as a game or not, holds the log of a newer version of the app (its log version), else null. */
export function entryNewer(value: unknown): NewerEntry | null {
  const log = typeof value === 'object' && value !== null ? (value as { log?: unknown }).log : undefined;
  const version = newerLogVersion(log);
  return version === null ? null : { version, reads: LOG_VERSION };
}

/** The stored text of an unreadable entry, checked the same way (null when it is not JSON or not newer). */
export function rawEntryNewer(raw: string): NewerEntry | null {
  try {
    return entryNewer(JSON.parse(raw));
  } catch {
    return null;
  }
}
