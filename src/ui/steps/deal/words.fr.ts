import { translate } from '../../words/translations';
import { DEAL_WORDS } from './words';

translate('fr', DEAL_WORDS, {
  shuffle: 'Mélanger le paquet',
  deal: 'Distribuer les cartes PBS',
  explain:
    'Les cartes PBS remportent la lutte pour le territoire et font avancer le pion d’armée pendant la marche ; toute carte non jouée est gardée et compte pour la reconnaissance.',
  shuffleText: 'L’application mélange le paquet de commandement de {cards} cartes (sa composition est une hypothèse : voir la référence des règles).',
  dealText:
    'Chaque armée tire ses cartes PBS : {invader} {invaderCards}, {defender} {defenderCards}. Chaque joueur ne voit que les siennes, derrière le rideau.',
});
