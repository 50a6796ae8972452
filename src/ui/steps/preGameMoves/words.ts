import { catalogue } from '../../words/catalogue';

/** The pre-game moves (seed 000 PBS 10.H). */
export const PRE_GAME_MOVES_WORDS = catalogue({
  hint: 'The sources only name these moves; apply them as your army lists say.',
  done: 'Pre-game moves done',
  /** Issue 29: what the step is for. */
  explain: 'Before the first turn, each army makes the moves below that its list allows, in this order; an army without them does nothing here.',
});
