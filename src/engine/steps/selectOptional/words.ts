import type { StepWords } from '../../messages';

/** Ending the choice of optional terrain in English (PBS 9.C). */
export const selectOptionalWords: StepWords = {
  events: { selectionEnded: (say, p) => `${say.who(p.side)} takes no more optional terrain.` },
  refusals: {},
  chance: {},
};
