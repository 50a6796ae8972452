import { LOG_VERSION, newerLogVersion } from '../../engine';
import { readGameLog, type LogProblem } from '../gameFile';
import { rules } from '../store';
import { logProblemText } from '../words/logProblem';
import type { GameEntry, KeptEntry } from './entry';
import { keptEntryText } from './keptEntryText';

/** What each stored revision of a game gave when replayed: null when it replays, else why not (a stored game only changes with its revision). */
const replayed = new Map<string, LogProblem | null>();

/**
 * Why a saved game's log does not replay, in the words opening it would show, said in the language on screen each time
 * it is called; null when it replays (issue 28: Home checks what it lists). Each revision is replayed once per page.
 */
export function entryProblem(entry: GameEntry): (() => string) | null {
  const key = `${entry.id}\u0000${entry.revision}`;
  let problem = replayed.get(key);
  if (problem === undefined) {
    const loaded = readGameLog(rules(), JSON.stringify(entry.log));
    problem = loaded.ok ? null : loaded.problem;
    replayed.set(key, problem);
  }
  const found = problem;
  return found && (() => logProblemText(rules(), found).message);
}

/** Why an old save kept as it was cannot be opened, said in the language on screen each time it is called. */
export function keptEntryProblem(entry: KeptEntry): () => string {
  return () => keptEntryText(entry);
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
