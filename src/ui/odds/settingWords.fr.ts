import { translate } from '../words/translations';
import { ODDS_SETTING_WORDS } from './settingWords';

translate('fr', ODDS_SETTING_WORDS, {
  setting: 'Probabilités : {on, select, true {affichées} other {masquées}}',
  settingHint: 'Des chances seulement, jamais des conseils ; réglé au début de la partie.',
});
