import { translate } from '../words/translations';
import { DIE_COLOUR_WORDS, WEATHER_ROLL_WORDS } from './words';

translate('fr', DIE_COLOUR_WORDS, { red: 'Rouge', green: 'Vert' });

translate('fr', WEATHER_ROLL_WORDS, {
  colourDice: '{colour} {any, select, true {{faces, list}} other {aucun}}',
  steps: '{steps, plural, =0 {inchangée} other {{up, select, true {+#} other {−#}} {steps, plural, one {type} other {types}}}}',
  name: '{name}',
  undoName: 'la météo pendant la bataille',
});
