import { stepTranslation } from '../../messages';
import { doneWords } from './words';

/** done: its messages in French (words.ts has the English they translate). */
export default stepTranslation(doneWords, {
  events: {
    preBattleEnded: 'La pré-bataille est terminée.',
    battleWeatherRolled: 'Météo du tour {turn} : {redDice, dice}, {greenDice, dice} : {to, weather} ({steps, plural, =0 {reste {from, weather}} other {{steps, weatherSteps} depuis {from, weather}}}).',
    battleEnded: 'La bataille est finie après {turns, plural, one {# tour} other {# tours}} de jets de météo, par {weather, weather}.',
  },
  refusals: {
    wrongDiceCount: 'Ce tour se joue avec {expected, plural, one {# dé {colour, dieColour}} other {# dés {colour, dieColour}}}{changeable, select, true { (la météo est variable)} other {}}, pas {got}.',
    weatherNotInColumn: '{weather, weather} ne fait pas partie des météos de ce territoire : les dés ne peuvent pas y mener.',
    faceNotOnDie: 'Le dé {colour, dieColour} n’a pas de face {face, face} (voir les dés dans la référence des règles).',
    battleOver: 'La bataille est finie (après {turns, plural, one {# tour} other {# tours}} de jets de météo) : plus aucune météo n’est lancée.',
    tooManyBattleTurns: 'Une bataille compte au plus {most} tours de jets de météo, celle-ci ne peut donc pas en avoir un de plus : les règles ne fixent pas la durée d’une bataille, et l’application s’arrête là pour qu’un fichier ou un lien de partie falsifié ne puisse pas l’occuper sans fin (voir les règles de météo dans la référence des règles).',
  },
  chance: {
    rollBattleWeather: 'dés de météo de bataille {redDice, dice}, {greenDice, dice}',
  },
});
