import { translate } from '../../words/translations';
import { SCOUTING_CARDS_WORDS, SCOUTING_WORDS } from './words';

translate('fr', SCOUTING_WORDS, {
  dealt:
    'Chaque joueur reçoit des cartes jusqu’au total de reconnaissance de son armée, cartes PBS gardées comprises : {invader} tire {invaderDraws}, {defender} tire {defenderDraws}. Les {best} meilleures comptent.',
  deal: 'Distribuer et comparer les cartes de reconnaissance',
  physical:
    'Chaque joueur tire jusqu’à son total de reconnaissance (les cartes PBS gardées comptent), puis touche une couleur par carte en main ; sans rien toucher, il n’en a aucune.',
  total: '{player} ({side}) : total de reconnaissance {total}',
  compare: 'Comparer la reconnaissance',
  addTo: 'Saisir les cartes de reconnaissance de {player}',
  add: 'Ajouter {colour}',
  plus: '+',
  value: '{colour} {percent} %',
  full: '{player} a au plus {limit, plural, one {# carte de reconnaissance} other {# cartes de reconnaissance}} : reprenez-en une ci-dessous pour changer.',
  heldBy: 'Cartes de reconnaissance de {player}',
  held: 'Saisies ({count}) :',
  none: 'aucune',
  takeBack: 'Reprendre une carte {colour}',
  explain:
    'Les cartes valent {values} de l’armée ; les {best} meilleures s’additionnent. Le total le plus bas est surpassé en reconnaissance de la différence et déploie cette part en premier, sous les yeux de l’autre.',
});

translate('fr', SCOUTING_CARDS_WORDS, {
  title: 'Les cartes de reconnaissance',
  whose: '{player} ({side})',
  dealt: '{count, plural, =0 {Aucune carte} one {# carte :} other {# cartes :}}',
  counted: 'les {count} meilleures comptent, {total} % :',
  countedNone: 'rien ne compte, {total} %',
});
