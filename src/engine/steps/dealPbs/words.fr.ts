import { stepTranslation } from '../../messages';
import { dealPbsWords } from './words';

/** dealPbs: its messages in French (words.ts has the English they translate). */
export default stepTranslation(dealPbsWords, {
  events: {
    cardsDealt: 'Cartes {purpose, select, pbs {PBS} other {de reconnaissance}} distribuées : {invader} à {sides.invader, who}, {defender} à {sides.defender, who}.',
    handDealt: '{side, name}, vos cartes {purpose, select, pbs {PBS} other {de reconnaissance}} : {count, plural, =0 {aucune} other {{cards, colour, unit}}}.',
  },
  refusals: {
    badDeal: '{purpose, select, pbs {Les cartes distribuées doivent être celles du dessus du paquet, autant que chaque armée a de cartes PBS.} other {Les cartes de reconnaissance doivent venir du dessus du paquet, assez pour atteindre chaque total de reconnaissance.}}',
  },
  chance: {
    dealPbs: 'envahisseur {invaderCount, plural, =0 {aucune carte} other {{invader, colour, unit}}} ; défenseur {defenderCount, plural, =0 {aucune carte} other {{defender, colour, unit}}}',
  },
});
