import type { StepWords } from '../../messages';

/** The strategic intercept's messages in English (PBS 8.B). */
export const interceptWords = {
  events: { interceptDeclared: '{sides.invader, who} declares {intercept, select, true {a} other {no}} strategic intercept.' },
  refusals: {},
  chance: {},
} satisfies StepWords;
