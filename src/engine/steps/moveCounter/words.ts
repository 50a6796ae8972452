import type { StepWords } from '../../messages';

/** The counter's move in English (PBS 8.D). */
export const moveCounterWords: StepWords = {
  events: { counterMoved: (say, p) => `Day ${p.day}: ${say.name(p.side)} moves the counter to ${say.square(p)}.` },
  refusals: { tooFar: (_say, p) => `The counter cannot reach that square with a card difference of ${p.difference} (or it would leave the territory).` },
  chance: {},
};
