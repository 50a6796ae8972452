import { catalogue } from '../words/catalogue';
import { isolateName } from '../words/names';

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
  dayWon: (winner: string, difference: number) => `${winner} wins by ${difference} and moves the counter.`,
  dayEqual: 'Equal cards: the counter stays.',
  day: (day: number) => `Day ${day}`,
  pass: 'Pass (counts as Black)',
  territoryPicked: (chooser: string) => `${chooser} picks the territory.`,
  territoryContest: 'Territory contest',
  noCard: 'No card',
  opponentDie: (terrain: string) => `Opponent's die for ${terrain}`,
  outcome: (outcome: string) => `${outcome}.`,
  deciding: 'Deciding what to do with it.',
  placementDie: (terrain: string) => `Placement die for ${terrain}`,
  wholly: (sector: string, owner: string) => `Wholly in ${sector}, as ${owner}'s die read from their own edge.`,
  weatherDice: 'Weather dice',
  die: (n: number) => `Die ${n}`,
  weatherScore: (score: number, weather: string, changeable: boolean) => `Score ${score}: ${weather}${changeable ? ', changeable' : ''}.`,
  rollOff: (attempts: number) => (attempts > 1 ? `Roll-off, roll ${attempts}` : 'Roll-off'),
  tie: 'A tie: roll again.',
  rollOffWon: (winner: string) => `${winner} wins the roll-off.`,
});

/** The titles of a reveal shown large across the room, and the projector's own frame. */
export const ROOM_WORDS = catalogue({
  dayCards: (day: number) => `Day ${day}: the cards`,
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
  newGameOf: (game: string) => `A new game started: follow it. ${game}`,
  newGameRegion: 'A newer game',
});

/** The words of the room's board: what is decided so far, the last cards and dice, and the summary at the end. */
export const ROOM_BOARD_WORDS = catalogue({
  side: (side: string) => `, ${side}`,
  committed: (who: string, chosen: boolean) => `${who}: ${chosen ? 'has chosen a card, face down' : 'choosing a card'}`,
  cardsRevealed: (label: string) => `Cards revealed: ${label}`,
  dice: (label: string) => `Dice: ${label}`,
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
  sideFacts: (player: string, army: string, tugs: number, unit: string) => `${isolateName(player)}: ${isolateName(army)} (${tugs} ${unit}s)`,
  square: (row: number, col: number, density: string) => `, row ${row} column ${col}, ${density}`,
  flank: 'Secure flank',
  weather: 'Weather',
  weatherFacts: (season: string, weather: string | null, changeable: boolean) => (weather ? `${season}: ${weather}${changeable ? ', changeable' : ''}` : season),
  onTable: 'Terrain on the table',
  turn: 'Turn',
  last: 'Last',
});
