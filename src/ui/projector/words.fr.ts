import { translate } from '../words/translations';
import { PROJECTOR_CONTROL_WORDS, ROOM_BOARD_WORDS, ROOM_REVEAL_WORDS, ROOM_TEXT_WORDS, ROOM_WORDS } from './words';

translate('fr', PROJECTOR_CONTROL_WORDS, {
  title: 'Pour la salle',
  intro: 'Une seconde fenêtre pour un projecteur ou une télé : le plan, l’étape et chaque révélation, en grand. Elle ne montre jamais une main ni une carte face cachée.',
  open: 'Ouvrir le projecteur',
  show: 'Montrer à la salle',
  hide: 'Masquer à la salle',
  hidden: 'Masqué : le projecteur ne montre rien de la partie.',
  shown: 'Montré : le projecteur suit la partie.',
  blocked: 'Le navigateur n’a pas ouvert de nouvelle fenêtre. Ouvrez cette adresse sur l’écran que voit la salle, ou dans un nouvel onglet :',
  openInTab: 'Ouvrir le projecteur dans un nouvel onglet',
});

translate('fr', ROOM_REVEAL_WORDS, {
  dayWon: '{winner} gagne de {difference} et déplace le pion.',
  dayEqual: 'Cartes égales : le pion ne bouge pas.',
  day: 'Jour {day}',
  pass: 'Passe (compte comme Noir)',
  territoryPicked: '{chooser} choisit le territoire.',
  territoryContest: 'Lutte pour le territoire',
  noCard: 'Pas de carte',
  opponentDie: 'Dé adverse pour {terrain}',
  outcome: '{outcome}.',
  deciding: 'Décision en cours sur cet élément.',
  placementDie: 'Dé de placement pour {terrain}',
  wholly: 'Entièrement dans {sector}, selon le dé de {owner} lu depuis son propre bord.',
  weatherDice: 'Dés de météo',
  die: 'Dé {n}',
  weatherScore: 'Score {score} : {weather}{changeable, select, true {, changeante} other {}}.',
  rollOff: '{attempts, plural, =0 {Jet d’initiative} =1 {Jet d’initiative} other {Jet d’initiative, essai {attempts}}}',
  tie: 'Égalité : relancez.',
  rollOffWon: '{winner} remporte le jet d’initiative.',
});

translate('fr', ROOM_WORDS, {
  dayCards: 'Jour {day} : les cartes',
  territoryCards: 'Lutte pour le territoire : les cartes',
  rollOff: 'Jet d’initiative',
  placementDie: 'Dé de placement',
  opponentDie: 'Dé adverse',
  weatherDice: 'Dés de météo',
  revealedNow: 'Révélé à l’instant',
  app: 'Assistant de pré-bataille',
  projector: 'Projecteur : ',
  badges: { live: 'En direct', hidden: 'Masqué', waiting: 'En attente' },
  waiting: 'En attente de la partie…',
  waitingText: 'Cet écran suit la partie de la fenêtre qui l’a ouvert. Ouvrez-y la partie et elle apparaîtra ici.',
  hidden: 'Masqué pour la salle',
  hiddenText: 'Les joueurs ont masqué la partie. Elle reviendra quand ils la montreront de nouveau à la salle.',
  fullScreen: 'Plein écran',
  leaveFullScreen: 'Quitter le plein écran',
  ladder: 'Couleurs, de la pire à la meilleure',
  newGame: 'Nouvelle partie : la suivre',
  newGameOf: 'Nouvelle partie : la suivre. {game}',
  newGameRegion: 'Une partie plus récente',
});

translate('fr', ROOM_BOARD_WORDS, {
  side: ', {side}',
  committed: '{who} : {chosen, select, true {a choisi une carte, face cachée} other {choisit une carte}}',
  cardsRevealed: 'Cartes révélées : {label}',
  dice: 'Dés : {label}',
  decided: 'Décidé jusqu’ici',
  territory: 'Territoire',
  notChosen: 'Pas encore choisi',
  counter: 'Pion d’armée',
  seasonWeather: 'Saison et météo',
  scouting: 'Reconnaissance',
  terrain: 'Terrain',
  summary: 'Résumé de la bataille',
  invader: 'Envahisseur',
  defender: 'Défenseur',
  sideFacts: '{player} : {army} ({tugs} {unit})',
  square: ', rangée {row} colonne {col}, {density}',
  flank: 'Flanc sécurisé',
  weather: 'Météo',
  weatherFacts: '{season}{rolled, select, true { : {weather}{changeable, select, true {, changeante} other {}}} other {}}',
  onTable: 'Terrain sur la table',
  turn: 'Tour',
  last: 'Dernier',
});

translate('fr', ROOM_TEXT_WORDS, {
  marchDay: 'La marche : jour {day} sur {days}',
  players: '{first} – {second}',
  game: '{first} ({firstArmy}) – {second} ({secondArmy}), édition {edition}{chosen, select, true {, {territory}} other {}}',
  square: 'Rangée {row}, colonne {col} : {density}',
  pieceKey:
    '{name} ({kind, select, flank {flanc} compulsory {obligatoire} other {facultatif}}{declared, select, dangerous {, dangereux} impassable {, infranchissable} other {}}), {owner} : {state, select, notPlaced {pas encore posé} placed {posé} other {{done}}}',
  name: '{name}',
  weather: '{season} : {weather}{changeable, select, true {, changeante} other {}} ({roll})',
  scouting:
    '{invader} {invaderShare, number, percent}, {defender} {defenderShare, number, percent}. {outscouted, select, true {{who} est surclassé de {by, number, percent}.} other {Personne n’est surclassé.}}',
});
