import type { StepWords } from '../../messages';

/** The pre-game moves in English (PBS 10.H). */
export const preGameMovesWords = {
  events: { preGameMovesDone: 'Pre-game moves done. The battle can begin.' },
  refusals: {},
  chance: {},
} satisfies StepWords;
