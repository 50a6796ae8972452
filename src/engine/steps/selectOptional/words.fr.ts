import { stepTranslation } from '../../messages';
import { selectOptionalWords } from './words';

/** selectOptional: its messages in French (words.ts has the English they translate). */
export default stepTranslation(selectOptionalWords, {
  events: {
    selectionEnded: '{side, who} ne prend plus de terrain facultatif.',
  },
  refusals: {},
  chance: {},
});
