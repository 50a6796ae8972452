import { translate } from '../words/translations';
import { GAME_BAR_WORDS, GAME_FILE_WORDS, GAME_SCREEN_WORDS, LOG_WORDS } from './words';

translate('fr', GAME_SCREEN_WORDS, {
  turn: 'Tour :',
  last: 'Dernière action :',
  marchDay: 'La marche : jour {day} sur {days}',
  mapAndLog: 'Plan et journal',
  nowAt: 'Maintenant : {title}',
});

translate('fr', GAME_BAR_WORDS, {
  menu: 'Menu',
  menuName:
    'Menu : {profile, select, true {profil de règles, } other {}}probabilités, {code, select, true {code de partie, } other {}}fichiers, lien de partage, projecteur et stockage',
  close: 'Fermer le menu',
  gameTitle: 'Cette partie',
  filesTitle: 'Fichier de partie',
  storageTitle: 'Stockage',
  hiddenFromRoom: 'Masqué pour la salle',
  table: 'Table {table}',
});

translate('fr', LOG_WORDS, {
  title: 'Journal',
  nothingYet: 'Rien ne s’est encore passé.',
  undoLabel: 'Annuler jusqu’ici : revenir avant l’événement {event}',
  showEarlier: 'Afficher les précédents ({more} de plus)',
  undoBeforeTies: 'Annuler jusqu’avant les égalités',
  undoLastTie: 'Annuler la dernière égalité',
  undoHere: 'Annuler jusqu’ici',
  undone: 'Annulé',
  redo: 'Rétablir',
  moreUndone: '{more, plural, one {Et # autre annulé.} other {Et # autres annulés.}}',
});

translate('fr', GAME_FILE_WORDS, {
  open: 'Ouvrir un fichier de partie',
  notChanged: '{message} La partie en cours n’a pas été modifiée.',
});
