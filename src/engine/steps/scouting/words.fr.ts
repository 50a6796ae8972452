import { stepTranslation } from '../../messages';
import { scoutingWords } from './words';

/** scouting: its messages in French (words.ts has the English they translate). */
export default stepTranslation(scoutingWords, {
  events: {
    scoutingCounted: 'Reconnaissance : {sides.invader, who} {totals.invader} %, {sides.defender, who} {totals.defender} %. {outscouted, select, null {Personne n’est surclassé en reconnaissance.} other {{outscouted, who} est surclassé en reconnaissance de {by} %.}}',
  },
  refusals: {
    tooManyScoutingCards: '{side, who} a au plus {limit} cartes de reconnaissance.',
  },
  chance: {
    dealScouting: 'envahisseur {invaderCount, plural, =0 {aucune carte} other {{invader, colour, unit}}} ; défenseur {defenderCount, plural, =0 {aucune carte} other {{defender, colour, unit}}}',
  },
});
