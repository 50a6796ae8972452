import { PHYSICAL_WORDS } from './physical';
import { translate } from './translations';

translate('fr', PHYSICAL_WORDS, {
  cardMissing: 'Choisissez la carte que {player} a jouée.',
  faceMissing: 'Choisissez la face que {player} a obtenue.',
  stillEmpty:
    '{count, plural, one {# choix est encore vide : rien n’a été enregistré. Touchez-le, puis réessayez.} other {# choix sont encore vides : rien n’a été enregistré. Touchez-les, puis réessayez.}}',
  rolledDie: '{player} a obtenu (dé {colour})',
});
