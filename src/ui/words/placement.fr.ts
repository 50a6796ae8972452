import { PLACEMENT_HINT_WORDS } from './placement';
import { translate } from './translations';

translate('fr', PLACEMENT_HINT_WORDS, {
  mustTouchTableEdge: 'Il doit toucher un bord de table.',
  lostInCentre: 'Il est perdu si son dé de placement l’envoie dans le secteur central.',
  cannotBeMoved: 'L’adversaire ne peut ni le déplacer ni le faire pivoter, seulement le retirer.',
});
