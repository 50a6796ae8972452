import { translate } from '../words/translations';
import { WHICH_GAME_WORDS } from './words';

translate('fr', WHICH_GAME_WORDS, {
  game: 'Partie : {first} ({firstArmy}) contre {second} ({secondArmy}){started, select, true {, commencée à {when, date, time}} other {}}',
  movedOn: 'Cette partie a avancé dans une autre fenêtre. Rien n’a été changé ici ; cette fenêtre montre maintenant où en est la partie.',
});
