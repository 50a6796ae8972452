import { catalogue, msg } from '../words/catalogue';

/** The game screen's controls for the room's screen (the projector). */
export const PROJECTOR_CONTROL_WORDS = catalogue({
  title: 'For the room',
  intro: 'A second window for a projector or TV: the map, the step and each reveal, large. It never shows a hand or a face-down card.',
  open: 'Open the projector',
  show: 'Show to the room',
  hide: 'Hide from the room',
  hidden: 'Hidden: the projector shows nothing of the game.',
  shown: 'Shown: the projector follows the game.',
  blocked: 'The browser did not open a new window. Open this address on the screen the room sees, or in a new tab:',
  openInTab: 'Open the projector in a new tab',
});

/** The room's words for the last cards and dice it saw, and what they decided. */
export const ROOM_REVEAL_WORDS = catalogue({
  dayWon: msg<{ winner: string; difference: number }>('{winner} wins by {difference} and moves the counter.'),
  dayEqual: 'Equal cards: the counter stays.',
  day: msg<{ day: number }>('Day {day}'),
  pass: 'Pass (counts as Black)',
  territoryPicked: msg<{ chooser: string }>('{chooser} picks the territory.'),
  territoryContest: 'Territory contest',
  noCard: 'No card',
  opponentDie: msg<{ terrain: string }>("Opponent's die for {terrain}"),
  outcome: msg<{ outcome: string }>('{outcome}.'),
  deciding: 'Deciding what to do with it.',
  placementDie: msg<{ terrain: string }>('Placement die for {terrain}'),
  wholly: msg<{ sector: string; owner: string }>("Wholly in {sector}, as {owner}'s die read from their own edge."),
  weatherDice: 'Weather dice',
  die: msg<{ n: number }>('Die {n}'),
  weatherScore: msg<{ score: number; weather: string; changeable: boolean }>('Score {score}: {weather}{changeable, select, true {, changeable} other {}}.'),
  rollOff: msg<{ attempts: number }>('{attempts, plural, =0 {Roll-off} =1 {Roll-off} other {Roll-off, roll {attempts}}}'),
  tie: 'A tie: roll again.',
  rollOffWon: msg<{ winner: string }>('{winner} wins the roll-off.'),
});

/** The titles of a reveal shown large across the room, and the projector's own frame. */
export const ROOM_WORDS = catalogue({
  dayCards: msg<{ day: number }>('Day {day}: the cards'),
  territoryCards: 'Territory contest: the cards',
  rollOff: 'Roll-off',
  placementDie: 'Placement die',
  opponentDie: "Opponent's die",
  weatherDice: 'Weather dice',
  revealedNow: 'Revealed now',
  app: 'Pre-Battle Wizard',
  projector: 'Projector: ',
  badges: { live: 'Live', hidden: 'Hidden', waiting: 'Waiting' },
  waiting: 'Waiting for the game…',
  waitingText: 'This screen follows the game in the window that opened it. Open the game there and it appears here.',
  hidden: 'Hidden from the room',
  hiddenText: 'The players have hidden the game. It comes back when they show it to the room again.',
  fullScreen: 'Full screen',
  leaveFullScreen: 'Leave full screen',
  ladder: 'Colours, worst to best',
  newGame: 'A new game started: follow it',
  newGameOf: msg<{ game: string }>('A new game started: follow it. {game}'),
  newGameRegion: 'A newer game',
});

/** The words of the room's board: what is decided so far, the last cards and dice, and the summary at the end. */
export const ROOM_BOARD_WORDS = catalogue({
  side: msg<{ side: string }>(', {side}'),
  committed: msg<{ who: string; chosen: boolean }>('{who}: {chosen, select, true {has chosen a card, face down} other {choosing a card}}'),
  cardsRevealed: msg<{ label: string }>('Cards revealed: {label}'),
  dice: msg<{ label: string }>('Dice: {label}'),
  decided: 'Decided so far',
  territory: 'Territory',
  notChosen: 'Not chosen yet',
  counter: 'Army counter',
  seasonWeather: 'Season and weather',
  scouting: 'Scouting',
  terrain: 'Terrain',
  summary: 'Battle summary',
  invader: 'Invader',
  defender: 'Defender',
  /** `player` and `army` isolated (isolateName). */
  sideFacts: msg<{ player: string; army: string; tugs: number; unit: string }>('{player}: {army} ({tugs} {unit}s)'),
  square: msg<{ row: number; col: number; density: string }>(', row {row} column {col}, {density}'),
  flank: 'Secure flank',
  weather: 'Weather',
  /** `rolled`: the weather is known (`weather`, else ''). */
  weatherFacts: msg<{ season: string; rolled: boolean; weather: string; changeable: boolean }>('{season}{rolled, select, true {: {weather}{changeable, select, true {, changeable} other {}}} other {}}'),
  onTable: 'Terrain on the table',
  turn: 'Turn',
  last: 'Last',
});

/** The room's lines about the game: its step, players, territory, pieces, weather and scouting. */
export const ROOM_TEXT_WORDS = catalogue({
  marchDay: msg<{ day: number; days: number }>('The march: day {day} of {days}'),
  players: msg<{ first: string; second: string }>('{first} v {second}'),
  /** Names isolated; `chosen`: the territory is chosen (`territory`). */
  game: msg<{ first: string; firstArmy: string; second: string; secondArmy: string; edition: string; chosen: boolean; territory: string }>(
    '{first} ({firstArmy}) v {second} ({secondArmy}), {edition} edition{chosen, select, true {, {territory}} other {}}',
  ),
  square: msg<{ row: number; col: number; density: string }>('Row {row}, column {col}: {density}'),
  /** `state`: not placed yet, placed, or what the opponent did (`done`). */
  pieceKey: msg<{ name: string; kind: string; declared: string; owner: string; state: 'notPlaced' | 'placed' | 'done'; done: string }>(
    '{name} ({kind, select, flank {flank} compulsory {compulsory} other {optional}}{declared, select, dangerous {, dangerous} impassable {, impassable} other {}}), {owner}: {state, select, notPlaced {not placed yet} placed {placed} other {{done}}}',
  ),
  /** A territory's or a season's name from the data, alone. */
  name: msg<{ name: string }>('{name}'),
  weather: msg<{ season: string; weather: string; changeable: boolean; roll: string }>('{season}: {weather}{changeable, select, true {, changeable} other {}} ({roll})'),
  /** Shares as fractions (0.7 for 70%). */
  scouting: msg<{ invader: string; invaderShare: number; defender: string; defenderShare: number; outscouted: boolean; who: string; by: number }>(
    '{invader} {invaderShare, number, percent}, {defender} {defenderShare, number, percent}. {outscouted, select, true {{who} is outscouted by {by, number, percent}.} other {Nobody is outscouted.}}',
  ),
});
