import { translate } from '../words/translations';
import { territoryWords } from './territoryWords';

translate('fr', territoryWords, {
  terrain: '{count, plural, one {# type de terrain} other {# types de terrain}} ({categories, list, unit})',
  category: '{n} {category}',
  flanks: 'flancs sécurisés : {count, plural, =0 {aucun} other {{names}}}',
  flankSeparator: ' ; ',
  densities: '{same, select, true {densité {from}} other {densité de {from} à {to}}}',
  squares: '{count} des {total} cases du plan',
  line: '{parts}.',
  partSeparator: ' ; ',
});
