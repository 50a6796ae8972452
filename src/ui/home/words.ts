import { catalogue, msg } from '../words/catalogue';

/** The words of Home: its introduction, the choice of game, and the entries for Mortem et Gloriam. */
export const HOME_PAGE_WORDS = catalogue({
  intro: 'Tools for the table before and during a battle. Every roll is logged, every rule is cited from its source, and the app works offline once opened.',
  whichGame: 'Which game?',
  newGame: {
    title: 'New pre-battle',
    body: 'Players, armies, edition, scale, digital or physical cards and dice.',
    button: 'Start a new pre-battle',
  },
  gameFile: {
    title: 'Open a game file',
    body: 'Continue or check a pre-battle exported from this app.',
    button: 'Choose a game file',
    reading: 'Reading the game file…',
    notOpened: msg<{ message: string }>('{message} Nothing was opened, and your games are as they were.'),
    notRead: 'The app could not read this file here. Try again; if the app is offline, open it once online first.',
  },
  shared: {
    title: 'Open a shared battle',
    body: 'See a battle someone shared with a link, and continue a copy of it where that is possible.',
  },
  reference: {
    title: 'Rules reference',
    body: 'Every map, terrain table, density, placement, scouting and weather table, with its source.',
    button: 'Open the rules reference',
  },
  profiles: {
    title: 'Rules profiles',
    body: 'House rules and tournament presets: flank sectors, piece sizes, distances, the deck and the dice.',
    button: 'Open the rules profiles',
  },
  round: {
    title: 'Umpire’s round',
    body: 'Every table’s pre-battle of a tournament round, for the umpire.',
    button: 'Run a round',
  },
});
