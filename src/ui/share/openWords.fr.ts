import { translate } from '../words/translations';
import { OPEN_SHARED_WORDS } from './openWords';

translate('fr', OPEN_SHARED_WORDS, {
  label: 'Lien de partage',
  open: 'Ouvrir la bataille partagée',
  notChecked: 'L’application n’a pas pu vérifier ce lien. Rechargez l’application et réessayez.',
});
