import { PRINTED_BW_WORDS } from './sayScaled';
import { translate } from './translations';

translate('fr', PRINTED_BW_WORDS, { printedBwReading: 'Lecture ({source}) : {text}' });
