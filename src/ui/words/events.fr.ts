import { EVENT_WORDS } from './events';
import { translate } from './translations';

translate('fr', EVENT_WORDS, {
  rollOffTies: '{count, plural, one {# égalité au jet d’initiative} other {# égalités au jet d’initiative}}',
  entered:
    '{round, round} : {side, who} a saisi {card, select, null {{round, select, null {aucune carte} other {une passe (Noir)}}} other {{card, colour}}}.',
});
