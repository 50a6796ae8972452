import { translate } from '../../words/translations';
import { INTERCEPT_WORDS } from './words';

translate('fr', INTERCEPT_WORDS, {
  question: '{invader} a obtenu un crâne et envahit : déclarer une interception stratégique ? L’envahisseur place alors le pion d’armée.',
  declare: 'Déclarer une interception stratégique',
  none: 'Pas d’interception',
  explain:
    'Une interception stratégique permet à {invader} (envahisseur) de placer le pion d’armée sur le plan à la place de {defender} (défenseur) : la marche part donc d’où {invader} le souhaite.',
});
