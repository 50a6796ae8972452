import { translate } from '../../words/translations';
import { VITAL_SETTLEMENT_WORDS } from './words';

translate('fr', VITAL_SETTLEMENT_WORDS, {
  hint: 'Les sources ne font que nommer cette étape ; placez-la comme le disent vos listes d’armée et le scénario, puis continuez.',
  placed: 'Localité vitale ou Fort placé',
  none: 'Cette bataille n’en a pas',
  explain:
    'Une Localité vitale ou un Fort est un lieu que les armées se disputent, tenu par les TuG qui y tiennent garnison : placez-le comme le disent vos listes d’armée et le scénario, puis continuez.',
});
