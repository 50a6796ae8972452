import type { Rules } from '../../src/engine';
import { readGameLog, type LoadedGame } from '../../src/ui/gameFile';
import { logProblemText } from '../../src/ui/words/logProblem';

/** A game file's text read as the app opens it, with why it is refused said as the players read it (in the language on screen). */
export function readGameText(rules: Rules, text: string): Exclude<LoadedGame, { ok: false }> | { ok: false; message: string; details: string | null } {
  const read = readGameLog(rules, text);
  return read.ok ? read : { ok: false, ...logProblemText(rules, read.problem) };
}
