import { create } from 'zustand';
import { fileChecks, type Action, type FileChecks } from '../../engine';
import type { LogProblem } from '../gameFile';
import { useNavigation } from '../navigation';
import { rules, useGame } from '../store';

/** What the last opened file proves, part by part (issue 28), and the name of the scale it was played at. */
export interface OpenedChecks {
  checks: FileChecks;
  scale: string;
}

/**
 * What the last opened file proves, for the game it opened (its log): said by whichever copy of the file buttons is on
 * screen (in the language on screen) until the game moves on, and gone as soon as another file is refused.
 */
export const useOpenedNote = create<{ opened: OpenedChecks | null; log: readonly Action[] | null }>(() => ({ opened: null, log: null }));

/**
 * Opens a game file's text as a new game of the library and shows it, noting what the file proves; a refused
 * file changes no game and clears anything said about an earlier file (issue 29), and why it was refused is returned.
 */
export function openGameFileText(text: string): LogProblem | null {
  const problem = useGame.getState().importText(text);
  if (problem) {
    useOpenedNote.setState({ opened: null, log: null });
    return problem;
  }
  const { state, log } = useGame.getState();
  const scale = state && (rules().scales.scales.find((s) => s.id === state.setup.scale)?.name ?? state.setup.scale);
  useOpenedNote.setState({ opened: state && { checks: fileChecks(state), scale: scale ?? '' }, log });
  useNavigation.getState().go('game');
  return null;
}
