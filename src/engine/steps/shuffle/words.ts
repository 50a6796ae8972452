import type { StepWords } from '../../messages';

/** The shuffle's messages in English (PBS 8.B). */
export const shuffleWords: StepWords = {
  events: { deckShuffled: (_say, p) => `The deck of ${p.size} cards is shuffled.` },
  refusals: { badDeck: (_say, p) => `A shuffled deck must hold exactly the ${p.size} cards of the command deck.` },
  chance: { shuffleDeck: (say, a) => `a deck in the order ${a.order.map((c) => say.colourLetter(c)).join('')}` },
};
