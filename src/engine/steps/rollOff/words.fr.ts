import { stepTranslation } from '../../messages';
import { rollOffWords } from './words';

/** rollOff: its messages in French (words.ts has the English they translate). */
export default stepTranslation(rollOffWords, {
  events: {
    rolledOff: 'Jet d’initiative : {game.players.0} obtient {faces.0, face}, {game.players.1} obtient {faces.1, face} ; {winner, select, null {égalité : on relance} other {{winner, name} l’emporte}}.',
  },
  refusals: {
    impossibleFace: 'Le dé {colour, colourWord} de {player, name} n’a pas de face {face, face} (voir les dés dans la référence des règles).',
  },
  chance: {
    rollOff: 'faces du jet d’initiative {faces.0, face} et {faces.1, face}',
  },
});
