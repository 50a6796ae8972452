import { stepTranslation } from '../../messages';
import { interceptWords } from './words';

/** intercept: its messages in French (words.ts has the English they translate). */
export default stepTranslation(interceptWords, {
  events: {
    interceptDeclared: '{sides.invader, who} {intercept, select, true {déclare une interception stratégique} other {ne déclare pas d’interception stratégique}}.',
  },
  refusals: {},
  chance: {},
});
