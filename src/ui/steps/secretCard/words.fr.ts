import { translate } from '../../words/translations';
import { SECRET_CARD_WORDS } from './words';

translate('fr', SECRET_CARD_WORDS, {
  territoryRound: 'la lutte pour le territoire',
  dayRound: 'le jour {day} de la marche',
  playNoCard: 'Ne jouer aucune carte',
  pass: 'Passer (compte comme Noir)',
  curtain: 'Rideau de passage',
  passTo: 'Passez l’ordinateur à {player} ({side}) — {other}, détournez le regard.',
  chooses:
    '{player} choisit une carte pour {round}.{otherIs, select, passed { {other} n’a plus de cartes et passe.} chosen { {other} a déjà choisi, face cachée.} other {}}',
  showMine: 'Je suis {player} : montrer mes cartes',
  handOf: 'Main de {player}',
  yourHand: '{player}, votre main ({count, plural, one {# carte} other {# cartes}}) :',
  empty: 'vide',
  play: 'Jouer {colour}',
  hide: 'Cacher mes cartes',
  revealThenEnter: 'Les deux joueurs révèlent la carte choisie pour {round}, puis touchent ici les couleurs.',
  revealOneThenEnter: '{player} révèle la carte choisie pour {round}, puis touche ici sa couleur. {passed} n’a plus de cartes et passe.',
  played: '{player} ({side}) a joué ({inHand, plural, one {# carte} other {# cartes}} en main)',
  reveal: 'Révéler',
  explainContest:
    'Chacun joue une carte face cachée : si celle de l’envahisseur est meilleure, il choisit le territoire dans la liste du défenseur ; sinon (égalité comprise), {tieTo, select, invader {l’envahisseur} other {le défenseur}} choisit.{optional, select, true { Ne pas jouer compte comme Noir mais garde la carte pour la reconnaissance.} other {}}',
  explainDay:
    'Chacun joue une carte en même temps : la meilleure couleur avance le pion, plus loin si l’écart est grand ; à égalité il reste. Passer compte comme Noir, la carte gardée servant à la reconnaissance.',
});
