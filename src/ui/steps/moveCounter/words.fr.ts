import { translate } from '../../words/translations';
import { MOVE_COUNTER_WORDS } from './words';

translate('fr', MOVE_COUNTER_WORDS, {
  better:
    'La carte de {winner} est meilleure de {difference} : le pion peut avancer de {squares, plural, one {# case} other {# cases}} au plus, orthogonalement{diagonal, select, true { ou en diagonale} other {, pas en diagonale}}.',
  move: 'Touchez une case marquée pour y déplacer le pion, ou sa propre case pour qu’il reste.',
  moveLabel: 'Déplacer le pion',
  explain:
    '{winner} mène le pion vers un flanc sécurisé et une densité de terrain favorables à son armée : la bataille a lieu là où il s’arrête.',
});
