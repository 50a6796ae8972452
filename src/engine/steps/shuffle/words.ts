import type { StepWords } from '../../messages';

/** The shuffle's messages in English (PBS 8.B). */
export const shuffleWords = {
  events: { deckShuffled: 'The deck of {size} cards is shuffled.' },
  refusals: { badDeck: 'A shuffled deck must hold exactly the {size} cards of the command deck.' },
  chance: { shuffleDeck: 'a deck in the order {order, colourLetter, letters}' },
} satisfies StepWords;
