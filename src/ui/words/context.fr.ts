import { WHO_WORDS } from './context';
import { translate } from './translations';

translate('fr', WHO_WORDS, {
  side: { invader: 'envahisseur', defender: 'défenseur' },
  whoIs: '{named, select, true {{player} ({side, select, invader {envahisseur} other {défenseur}})} other {{side, select, invader {l’envahisseur} other {le défenseur}}}}',
});
