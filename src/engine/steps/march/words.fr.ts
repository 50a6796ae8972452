import { stepTranslation } from '../../messages';
import { marchWords } from './words';

/** march: its messages in French (words.ts has the English they translate). */
export default stepTranslation(marchWords, {
  events: {
    dayRevealed: 'Jour {day} : {sides.invader, who} {invader, select, null {passe (Noir)} other {{invader, colour}}}, {sides.defender, who} {defender, select, null {passe (Noir)} other {{defender, colour}}}. {winner, select, null {Cartes égales : le pion reste en place.} other {{winner, name} l’emporte de {difference} et déplace le pion.}}',
  },
  refusals: {
    mustPlay: '{side, name} a {cards, plural, one {# carte} other {# cartes}} pour {days, plural, one {# jour restant} other {# jours restants}} : il doit jouer une carte aujourd’hui ({source}).',
  },
  chance: {},
});
