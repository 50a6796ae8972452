import { translate } from '../../words/translations';
import { SUMMARY_WORDS } from './words';

translate('fr', SUMMARY_WORDS, {
  title: 'Résumé de la bataille',
  explain:
    'La bataille telle que la pré-bataille l’a décidée : installez la table d’après elle, notez si vous le souhaitez où se trouve chaque élément, et imprimez la feuille pour la garder.',
});
