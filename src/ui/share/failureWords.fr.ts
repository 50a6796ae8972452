import { translate } from '../words/translations';
import { FAILURE_WORDS } from './failureWords';

translate('fr', FAILURE_WORDS, {
  setupInvalid: 'Les joueurs et les armées de ce lien ne sont pas valides : {problems}.',
  separator: ' ; ',
  chanceMismatch:
    'L’action {action} de ce lien ne suit pas le code de partie : le code de partie donne {expected}, le lien indique {got}. Le lien a été modifié ; ce n’est pas la partie qui a été jouée.',
  refused: 'L’action {action} de ce lien enfreint les règles, le lien a donc été modifié : {refusal}',
});
