import { stepTranslation } from '../../messages';
import { placeCounterWords } from './words';

/** placeCounter: its messages in French (words.ts has the English they translate). */
export default stepTranslation(placeCounterWords, {
  events: {
    counterPlaced: '{side, name} pose le pion d’armée sur {square, square}.',
  },
  refusals: {
    offTerritory: 'Le pion d’armée doit être posé sur une case du type de territoire choisi (source 002).',
  },
  chance: {},
});
