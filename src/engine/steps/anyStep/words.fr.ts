import { stepTranslation } from '../../messages';
import { anyStepWords } from './words';

/** anyStep: its messages in French (words.ts has the English they translate). */
export default stepTranslation(anyStepWords, {
  events: {
    positionRecorded: 'Position de {terrain, terrain} de {side, name}, {stage, stage}, enregistrée : {at, footprint}.',
  },
  refusals: {
    noSuchPiece: 'Cette partie n’a pas d’élément de terrain numéro {piece}.',
    notPlacedYet: '{stage, select, placed {{terrain, terrain} n’est pas encore posé : il n’a pas de position sur la table.} other {L’adversaire n’a pas encore décidé du sort de {terrain, terrain} : il n’a pas de position définitive.}}',
    positionBreaksRule: 'Cette position de {terrain, terrain} enfreint les règles : {broken, violation, sentences}',
  },
  chance: {},
});
