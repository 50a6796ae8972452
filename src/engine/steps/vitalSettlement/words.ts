import type { StepWords } from '../../messages';

/** The Vital Settlement or Fort in English (PBS 9.E). */
export const vitalSettlementWords = {
  events: {
    vitalSettlementPlaced: 'The Vital Settlement or Fort is placed.',
    vitalSettlementNone: 'This battle has no Vital Settlement or Fort.',
  },
  refusals: {},
  chance: {},
} satisfies StepWords;
