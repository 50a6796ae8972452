import type { StepWords } from '../../messages';

/** The army counter's placing in English (PBS 8.D). */
export const placeCounterWords: StepWords = {
  events: { counterPlaced: (say, p) => `${say.name(p.side)} places the army counter at ${say.square(p)}.` },
  refusals: { offTerritory: () => 'The army counter must be placed on a square of the chosen territory type (source 002).' },
  chance: {},
};
