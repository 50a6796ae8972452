import type { StepWords } from '../../messages';

/** The Vital Settlement or Fort in English (PBS 9.F). */
export const vitalSettlementWords: StepWords = {
  events: { vitalSettlementPlaced: () => 'The Vital Settlement or Fort is placed.' },
  refusals: {},
  chance: {},
};
