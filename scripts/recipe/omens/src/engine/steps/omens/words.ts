import type { StepWords } from '../../messages';

/** The omens' messages in English. */
export const omensWords: StepWords = {
  events: { omensRead: (_say, p) => `The omen die shows ${p.die}.` },
  refusals: {},
  chance: { readOmens: (_say, a) => `an omen die of ${a.die}` },
};
