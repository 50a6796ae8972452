import { translate } from '../../words/translations';
import { SUMMARY_WORDS } from './words';

translate('fr', SUMMARY_WORDS, {
  title: 'Résumé de la bataille',
  explain:
    'La bataille telle que la pré-bataille l’a décidée : installez la table d’après elle, notez si vous le souhaitez où se trouve chaque élément, et imprimez la feuille pour la garder.',
  codeLost: 'Le fichier de cette partie n’avait pas de code de partie : ses distributions et ses jets n’ont pas pu être refaits, ils ont été saisis sans être vérifiés.',
});
