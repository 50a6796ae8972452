import { translate } from '../words/translations';
import { HOME_PAGE_WORDS } from './words';

translate('fr', HOME_PAGE_WORDS, {
  intro: 'Des outils pour la table, avant et pendant une bataille. Chaque jet est consigné, chaque règle est citée avec sa source, et l’application fonctionne hors ligne une fois ouverte.',
  whichGame: 'Quel jeu ?',
  newGame: {
    title: 'Nouvelle pré-bataille',
    body: 'Joueurs, armées, édition, échelle, cartes et dés numériques ou physiques.',
    button: 'Commencer une nouvelle pré-bataille',
  },
  gameFile: {
    title: 'Ouvrir un fichier de partie',
    body: 'Continuer ou vérifier une pré-bataille exportée depuis cette application.',
    button: 'Choisir un fichier de partie',
    reading: 'Lecture du fichier de partie…',
    notOpened: '{message} Rien n’a été ouvert, et vos parties sont restées telles quelles.',
    notRead: 'L’application n’a pas pu lire ce fichier ici. Réessayez ; si l’application est hors ligne, ouvrez-la d’abord une fois en ligne.',
  },
  shared: {
    title: 'Ouvrir une bataille partagée',
    body: 'Voir une bataille que quelqu’un a partagée par un lien, et en continuer une copie quand c’est possible.',
  },
  reference: {
    title: 'Référence des règles',
    body: 'Chaque plan, table de terrain, densité, placement, table de reconnaissance et de météo, avec sa source.',
    button: 'Ouvrir la référence des règles',
  },
  profiles: {
    title: 'Profils de règles',
    body: 'Règles maison et préréglages de tournoi : secteurs de flanc, tailles des éléments de terrain, distances, le paquet et les dés.',
    button: 'Ouvrir les profils de règles',
  },
  round: {
    title: 'Ronde de l’arbitre',
    body: 'La pré-bataille de chaque table d’une ronde de tournoi, pour l’arbitre.',
    button: 'Mener une ronde',
  },
});
