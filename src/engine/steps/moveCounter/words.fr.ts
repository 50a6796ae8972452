import { stepTranslation } from '../../messages';
import { moveCounterWords } from './words';

/** moveCounter: its messages in French (words.ts has the English they translate). */
export default stepTranslation(moveCounterWords, {
  events: {
    counterMoved: 'Jour {day} : {side, name} déplace le pion sur {square, square}.',
  },
  refusals: {
    tooFar: 'Le pion ne peut pas atteindre cette case avec un écart de cartes de {difference} (ou il quitterait le territoire).',
  },
  chance: {},
});
