import type { GameState, Rules } from '../../src/engine';
import { fileChecks } from '../../src/engine';
import { readGameLog, type LoadedGame } from '../../src/ui/gameFile';
import { fileCheckLines } from '../../src/ui/words/fileChecks';
import { logProblemText } from '../../src/ui/words/logProblem';

/** A game file's text read as the app opens it, with why it is refused said as the players read it (in the language on screen). */
export function readGameText(rules: Rules, text: string): Exclude<LoadedGame, { ok: false }> | { ok: false; message: string; details: string | null } {
  const read = readGameLog(rules, text);
  return read.ok ? read : { ok: false, ...logProblemText(rules, read.problem) };
}

/** What an opened game proves, as the file buttons say it (src/ui/game/GameFileButtons.tsx). */
export function fileCheckTexts(rules: Rules, state: GameState): string[] {
  return fileCheckLines(fileChecks(state), rules.scales.scales.find((s) => s.id === state.setup.scale)?.name ?? state.setup.scale);
}
