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
