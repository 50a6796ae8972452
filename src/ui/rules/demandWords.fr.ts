import { translate } from '../words/translations';
import { demandPartWords } from './demandWords';

translate('fr', demandPartWords, {
  difficult: '{n, plural, one {# Difficile} other {# Difficiles}}',
  roughOrGood: '{n, plural, one {# Accidenté ou Bon} other {# Accidentés ou Bons}}',
  any: '{n} de tout type',
});
