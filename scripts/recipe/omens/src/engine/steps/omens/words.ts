import type { StepWords } from '../../messages';

/** The omens' messages in English. */
export const omensWords = {
  events: { omensRead: 'The omen die shows {die}.' },
  refusals: {},
  chance: { readOmens: 'an omen die of {die}' },
} satisfies StepWords;
