import { translate } from '../words/translations';
import { LANGUAGE_WORDS } from './languageWords';

translate('fr', LANGUAGE_WORDS, {
  label: 'Langue',
  hint: 'Les textes de l’application dans cette langue, sur cet appareil. Vos parties restent telles quelles.',
  failed: 'Cette langue n’a pas pu être chargée : connectez-vous une fois à Internet, puis choisissez-la de nouveau.',
});
