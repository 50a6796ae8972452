import type { StepWords } from '../../messages';

/** The strategic intercept's messages in English (PBS 8.B). */
export const interceptWords: StepWords = {
  events: { interceptDeclared: (say, p) => `${say.who('invader')} declares ${p.intercept ? 'a' : 'no'} strategic intercept.` },
  refusals: {},
  chance: {},
};
