import type { StepWords } from '../../messages';

/** Ending the choice of optional terrain in English (PBS 9.C). */
export const selectOptionalWords = {
  events: { selectionEnded: '{side, who} takes no more optional terrain.' },
  refusals: {},
  chance: {},
} satisfies StepWords;
