import { catalogue, msg } from '../words/catalogue';

/** The words of the setup screen: the rules, the modes and each player's army (seed 000 PBS 8.A). */
export const SETUP_SCREEN_WORDS = catalogue({
  title: 'New pre-battle',
  rules: 'Rules',
  edition: 'Edition',
  scale: 'Scale',
  scaleOption: msg<{ name: string; unit: string }>('{name} (distances in {unit})'),
  tableWidth: 'Table width (cm)',
  tableDefault: msg<{ scale: string }>('Default for {scale}: an assumption, not in the sources.'),
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
  player: msg<{ n: number }>('Player {n}'),
  /** A problem in the summary by the start button, with the group of the player whose field it is. */
  whose: msg<{ player: string; problem: string }>('{player}: {problem}'),
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
  /** `source`: the edition's own roll-off rule (2023: 000 PBS 8.A; 2020: 002 Deciding Invader and Defender). */
  ratingHint: msg<{ source: string }>('Sets the roll-off die (source {source}).'),
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
  /** `unit`: the edition's unit group (data `deployment.unit`: TuG in 2023, UG in 2020). */
  tugs: msg<{ unit: string }>('{unit}s in the army'),
  territories: 'Territories offered when defending',
  deploysFirst: 'Troops that deploy first',
  first: {
    batteries: msg<{ unit: string }>('Battery {unit}s'),
    barricades: msg<{ unit: string }>('{unit}s with barricades'),
    battleWagons: msg<{ unit: string }>('Battle wagons'),
    redoubts: msg<{ unit: string }>('{unit}s with redoubts'),
    expendables: msg<{ unit: string }>('Expendables'),
  },
});

/** The words of a tournament game's part of the setup (issue 37): where the game is played, and the event link that fills it in. */
export const TOURNAMENT_WORDS = catalogue({
  legend: 'Tournament game (optional)',
  hint: "At an event: its name, the round and your table. They go into the game's file, its share link and its battle sheet, so the umpire can place your game. The event's rules profile is chosen above.",
  event: 'Event name',
  eventHint: 'Up to 24 letters, as the umpire writes it.',
  round: 'Round',
  roundHint: 'From 1 to 99.',
  table: 'Table number',
  tableHint: 'From 1 to 999.',
  /** A problem in the summary by the start button, named as the tournament's. */
  whose: 'Tournament',
  /** Over the setup opened by an event link: what was filled in, and what is left to the players. */
  /** `event`: the event's name, isolated (isolateName). */
  fromLink: msg<{ event: string }>('Filled in from the event link of {event}: the event, the round and its rules profile. Type your names, your armies and your table number.'),
  opening: 'Opening the event link…',
  cannotOpen: 'This event link cannot be opened',
  reasons: {
    empty: 'The link is empty.',
    notALink: 'This is not an event link of the Pre-Battle Wizard.',
    damaged: 'The link is damaged: a character is changed or missing (it was perhaps cut when copied). Ask the umpire for the link again, or scan the event QR code.',
    newerVersion: 'This event link was made by a newer version of the app: update the app (reload the page), then open it again.',
    invalid: 'The link is complete but holds no event this app can read.',
    unsupported: 'This browser cannot unpack the link. Update the browser, or type the event in the setup.',
  },
  nothingChanged: 'Nothing on this device was changed. You can still start the game and type the event yourself.',
  setupAnyway: 'New pre-battle without the link',
});

/** The event QR code the umpire shows (issue 37): its name for screen readers, its link and what copying did. */
export const EVENT_CODE_WORDS = catalogue({
  title: 'Event link',
  hint: "Each table scans this code (or opens the link) to start its game with the event's name, the round and the rules profile filled in; the players type their names and their table number.",
  /** `event`: the event's name, isolated (isolateName). */
  qrName: msg<{ event: string }>('QR code of the event link of {event}'),
  qrTooLong: 'This event link is too long for a QR code: send the link itself.',
  link: 'Link to the event',
  copy: 'Copy the link',
  copied: 'Link copied.',
  notCopied: 'The browser would not copy: the link is selected, copy it yourself.',
  making: 'Making the event link…',
});

/** The game code's field at setup (issue 11: "game code", never "seed"); its title is the game code's (src/ui/words/gameCode.ts). */
export const SEED_FIELD_WORDS = catalogue({
  /** The code the app drew, shown only by its fingerprint. */
  sealedAtSetup: msg<{ fingerprint: string }>('Game code: drawn by the app and sealed until the end. Fingerprint: {fingerprint}'),
  typeInstead: 'Type a game code instead (practice, replaying a known battle)',
  typedLabel: 'Your game code',
  typedHint: "Anyone who knows this game code can work out both players' hands and every roll.",
  notUsed: 'Your own cards and dice decide: no game code is used.',
} as const);

/** The odds setting's field at setup (issue 13); the game's header says the setting (src/ui/odds/settingWords.ts). */
export const ODDS_FIELD_WORDS = catalogue({
  setupLabel: 'Show the odds of each choice',
  setupHint:
    'Chances in percent for the player holding the laptop, from what that player may know (never the other hand or the deck order). Facts, not advice; both players see whether the odds are on.',
});
