import { stepTranslation } from '../../messages';
import { omensWords } from './words';

/** omens: its messages in French (words.ts has the English they translate). */
export default stepTranslation(omensWords, {
  events: { omensRead: 'Le dé des présages montre {die}.' },
  refusals: {},
  chance: { readOmens: 'un dé des présages de {die}' },
});
