import { catalogue } from '../words/catalogue';

/** The words of the setup screen: the rules, the modes and each player's army (seed 000 PBS 8.A). */
export const SETUP_SCREEN_WORDS = catalogue({
  title: 'New pre-battle',
  rules: 'Rules',
  edition: 'Edition',
  scale: 'Scale',
  scaleOption: (name: string, unit: string) => `${name} (distances in ${unit})`,
  tableWidth: 'Table width (cm)',
  tableDefault: (scale: string) => `Default for ${scale}: an assumption, not in the sources.`,
  tableDepth: 'Table depth (cm)',
  baseWidth: 'Base width (mm)',
  cards: 'PBS and scouting cards',
  cardsDigital: 'Digital: the app shuffles and deals',
  dice: 'Dice',
  diceDigital: 'Digital: the app rolls',
  physical: 'Physical: we use our own and enter the results',
  curtainTitle: 'What the curtain protects.',
  curtainNote:
    "In digital mode the curtain keeps each hand from the other player's eyes while the laptop passes between you. The laptop itself keeps the sealed game code, because the saved games need it to resume, so someone who opens the browser's storage (its developer tools) can read it and with it every hand and roll to come. For a tournament where that matters, use physical cards and dice, or leave the laptop with an umpire.",
  player: (n: number) => `Player ${n}`,
  playerName: 'Player name',
  start: 'Start the pre-battle',
  mayNotKeepTitle: 'This browser may not keep your game.',
  mayNotKeep:
    'In a private window, or when the browser has not agreed to keep this site\'s storage (Safari often refuses), a saved game can be lost when the window closes or space runs low. To keep a game, export its file from the game\'s menu ("Export the game file") and open it again with "Open a game file" on the home screen.',
  back: 'Back',
});

/** The words of one player's army fields. */
export const ARMY_WORDS = catalogue({
  name: 'Army name',
  rating: 'Army commander rating',
  ratingHint: 'Sets the roll-off die (source 000 PBS 8.A).',
  ratings: {
    legendary: 'Legendary (Red die, R)',
    talented: 'Talented (Yellow die, Y)',
    competent: 'Competent (Green die, G)',
    mediocre: 'Mediocre (White die, W)',
  },
  pbsCards: 'PBS cards',
  fromList: 'From the army list.',
  scoutingCards: 'Scouting cards',
  scoutingHint: 'From the army list; saved PBS cards count towards it.',
  tugs: 'TuGs in the army',
  territories: 'Territories offered when defending',
  deploysFirst: 'Troops that deploy first',
  first: {
    batteries: 'Battery TuGs',
    barricades: 'TuGs with barricades',
    battleWagons: 'Battle wagons',
    redoubts: 'TuGs with redoubts',
    expendables: 'Expendables',
  },
});
