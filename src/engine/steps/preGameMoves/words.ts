import type { StepWords } from '../../messages';

/** The pre-game moves in English (PBS 10.H). */
export const preGameMovesWords: StepWords = {
  events: { preGameMovesDone: () => 'Pre-game moves done. The battle can begin.' },
  refusals: {},
  chance: {},
};
