import { stepTranslation } from '../../messages';
import { shuffleWords } from './words';

/** shuffle: its messages in French (words.ts has the English they translate). */
export default stepTranslation(shuffleWords, {
  events: {
    deckShuffled: 'Le paquet de {size} cartes est mélangé.',
  },
  refusals: {
    badDeck: 'Un paquet mélangé doit contenir exactement les {size} cartes du paquet de commandement.',
  },
  chance: {
    shuffleDeck: 'un paquet dans l’ordre {order, colourLetter, letters}',
  },
});
