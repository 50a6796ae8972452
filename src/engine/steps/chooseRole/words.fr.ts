import { stepTranslation } from '../../messages';
import { chooseRoleWords } from './words';

/** chooseRole: its messages in French (words.ts has the English they translate). */
export default stepTranslation(chooseRoleWords, {
  events: {
    roleChosen: '{player, name} choisit d’être {role, select, invader {l’envahisseur} other {le défenseur}}.',
  },
  refusals: {},
  chance: {},
});
