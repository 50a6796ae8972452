import { translate } from '../words/translations';
import { OPEN_SHARED_WORDS } from './openWords';

translate('fr', OPEN_SHARED_WORDS, {
  label: 'Lien de partage',
  open: 'Ouvrir la bataille partagée',
  notChecked: 'L’application n’a pas pu vérifier ce lien. Rechargez l’application et réessayez.',
  opening: 'Ouverture de la bataille partagée…',
  cannotOpen: 'Cette bataille partagée ne peut pas être ouverte',
  nothingChanged: 'Rien n’a été modifié sur cet appareil.',
  home: 'Aller à l’accueil',
  continueCopy: 'Continuer une copie',
  copyFailed: '{problem} Rien n’a été modifié sur cet appareil.',
});
