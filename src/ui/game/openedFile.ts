import { create } from 'zustand';
import type { Action } from '../../engine';
import { fileCheckTexts } from '../gameFile';
import { useNavigation } from '../navigation';
import { rules, useGame } from '../store';
import type { FileProblem } from '../words/files';

/**
 * What the last opened file proves, part by part (issue 28), for the game it opened (its log): shown by whichever
 * copy of the file buttons is on screen until the game moves on, and gone as soon as another file is refused. Its lines
 * are said when shown, so they are in the language on screen.
 */
export const useOpenedNote = create<{ lines: (() => readonly string[]) | null; log: readonly Action[] | null }>(() => ({ lines: null, log: null }));

/**
 * Opens a game file's text as a new game of the library and shows it, noting what the file proves; a refused
 * file changes no game and clears anything said about an earlier file (issue 29), and its problem is returned.
 */
export function openGameFileText(text: string): FileProblem | null {
  const problem = useGame.getState().importText(text);
  if (problem) {
    useOpenedNote.setState({ lines: null, log: null });
    return problem;
  }
  const { state, log } = useGame.getState();
  useOpenedNote.setState({ lines: state && (() => fileCheckTexts(rules(), state)), log });
  useNavigation.getState().go('game');
  return null;
}
