import { translate } from '../../words/translations';
import { PRE_GAME_MOVES_WORDS } from './words';

translate('fr', PRE_GAME_MOVES_WORDS, {
  hint: 'Les sources ne font que nommer ces mouvements ; appliquez-les comme le disent vos listes d’armée.',
  done: 'Mouvements d’avant-partie terminés',
  explain:
    'Avant le premier tour, chaque armée fait les mouvements ci-dessous que sa liste permet, dans cet ordre ; une armée qui n’en a pas ne fait rien ici.',
});
