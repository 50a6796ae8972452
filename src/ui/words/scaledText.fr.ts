import { DISTANCE_SAID_WORDS } from './scaledText';
import { translate } from './translations';

translate('fr', DISTANCE_SAID_WORDS, {
  distance: '{range, select, true {{from, number, decimal}-{to, number, decimal}} other {{from, number, decimal}}} {unit}',
  house: '{said} (règle maison ; imprimé {printed})',
  reduced: '{said} ({printed} imprimé, réduit pour {scale})',
  pactoPrintsBw: '{said} (imprimé {printed}, lu en {unit})',
});
