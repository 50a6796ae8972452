import { translate } from '../words/translations';
import { REAL_MEASURE_WORDS } from './measureWords';

translate('fr', REAL_MEASURE_WORDS, {
  cm: '{cm} cm',
  real: '{units} ({cm})',
  size: '{width} × {depth} {unit} ({cmWidth} × {cmDepth} cm)',
  bounds: 'au moins {min} × {min} {unit}, au plus {max} × {max} {unit} ({minCm} à {maxCm})',
  edgeToEdge: 'va en ligne droite d’un bord de table à un autre{hasMax, select, true {, large de {maxWidth} au plus} other {}}',
});
