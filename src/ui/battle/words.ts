import type { BattleDice, BattleTurn, Face, Rules, Setup, WeatherId } from '../../engine';
import { sayScaled } from '../words/scaledText';
import { FACE_WORDS } from '../words/vocab';
import { catalogue } from '../words/catalogue';

/** The colours of the battle's weather dice, always said with a word (never a colour alone). */
export const DIE_COLOUR_WORDS = catalogue({ red: 'Red', green: 'Green' } as const);

/** A weather type's name from the data, e.g. "Heavy Rain". */
export const weatherName = catalogue(function weatherName(rules: Rules, id: WeatherId): string {
  return rules.weather.types.find((t) => t.id === id)?.name ?? id;
});

/** A weather type's effects from the data (seed 002 "Weather Affects") in the game's scale, or that none are listed. */
export const weatherEffects = catalogue(function weatherEffects(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, id: WeatherId): string {
  const effects = rules.weather.types.find((t) => t.id === id)?.effects;
  return effects ? sayScaled(rules, setup, effects) : 'No effects listed.';
});

/** One colour's dice of a roll in words, e.g. "Red Skull" or "Green Blank and Wound". */
export const diceText = catalogue(function diceText(colour: 'red' | 'green', faces: readonly Face[]): string {
  return `${DIE_COLOUR_WORDS[colour]} ${faces.map((f) => FACE_WORDS[f]).join(' and ') || 'none'}`;
});

/** How far a roll moved the weather, e.g. "up 1 type", "down 2 types", "no change". */
export const stepsText = catalogue(function stepsText(steps: number): string {
  if (steps === 0) return 'no change';
  const n = Math.abs(steps);
  return `${steps > 0 ? 'up' : 'down'} ${n} ${n === 1 ? 'type' : 'types'}`;
});

/** One turn of the history, e.g. "Turn 2: Red Skull, Green Wound: Good Weather to Heat (up 1 type)." */
export const turnRowText = catalogue(function turnRowText(rules: Rules, turn: Pick<BattleTurn, 'turn' | 'red' | 'green' | 'from' | 'to' | 'steps'>): string {
  return `Turn ${turn.turn}: ${sheetTurnText(rules, turn)}.`;
});

/** One turn on the battle sheet, e.g. "Red Skull, Green Wound: Good Weather to Heat (up 1 type)". */
export const sheetTurnText = catalogue(function sheetTurnText(rules: Rules, turn: Pick<BattleTurn, 'red' | 'green' | 'from' | 'to' | 'steps'>): string {
  return `${diceText('red', turn.red)}, ${diceText('green', turn.green)}: ${BATTLE_WORDS.fromTo(weatherName(rules, turn.from), weatherName(rules, turn.to), stepsText(turn.steps))}`;
});

/** The battle code on the battle sheet: sealed with its fingerprint while the battle goes on, then revealed. */
export const battleCodeText = catalogue(function battleCodeText(seal: { seed: string | null; fingerprint: string }): string {
  return seal.seed === null ? `Sealed until the battle is over (fingerprint ${seal.fingerprint})` : `${seal.seed} (fingerprint ${seal.fingerprint})`;
});

/** How many dice of each colour a turn takes, in words: "one Red and one Green die", "two Red and two Green dice". */
export const turnDiceText = catalogue(function turnDiceText(dice: { red: number; green: number }): string {
  const n = (count: number) => (count === 1 ? 'one' : count === 2 ? 'two' : String(count));
  return `${n(dice.red)} Red and ${n(dice.green)} Green ${dice.red + dice.green === 2 ? 'die' : 'dice'}`;
});

/** Every sentence of the weather tracker (issue 13: the weather through the battle). */
export const BATTLE_WORDS = catalogue({
  heading: 'Weather through the battle',
  source: '002 Weather rules',
  rule: 'At the beginning of each turn roll the Red and Green dice: each Red skull moves the weather up a type, each Green blank down a type, along the types of this territory’s column; at either end it stays.',
  now: 'Weather now',
  effects: 'Effects',
  nextTurn: 'Next turn',
  changeable: 'Changeable',
  changeableNote: (dice: string) => `The starting roll was a double: ${dice} every turn, for the whole battle (a reading: the seeds never say the weather settles).`,
  steady: (dice: string) => `Not changeable: ${dice} each turn.`,
  firstTurnNote: 'Turn 1 is rolled too: the starting roll gives the weather the battle begins in (a reading of “at the beginning of each turn”).',
  roll: (turn: number) => `Roll the weather for turn ${turn}`,
  rolled: (turn: number, weather: string) => `Turn ${turn}: the weather is now ${weather}.`,
  dice: {
    battleSeed: 'The app rolls the dice from its own sealed battle code.',
    physicalDice: 'Roll your own Red and Green dice and enter what they show.',
    noBattleSeed:
      'This game was started before the app drew a sealed battle code, so it does not roll the battle’s weather itself: roll your own Red and Green dice and enter what they show.',
  } satisfies Record<BattleDice, string>,
  formLegend: (turn: number) => `The dice for turn ${turn}`,
  dieLabel: (colour: 'red' | 'green', index: number, count: number) => `${DIE_COLOUR_WORDS[colour]} die${count > 1 ? ` ${index + 1}` : ''}`,
  dieMissing: (label: string) => `Choose the face the ${label} shows.`,
  record: (turn: number) => `Record the dice for turn ${turn}`,
  history: 'Weather so far',
  /** Under the history of a game whose battle rolls no code decided (issue 28): never read as checked. */
  historyEntered: (source: 'physicalDice' | 'noBattleSeed') =>
    source === 'noBattleSeed'
      ? 'These weather rolls were entered by the players, not checked: this game has no battle code.'
      : 'These weather rolls were entered by the players, not checked: they rolled their own dice.',
  historyCaption: 'Each turn’s roll and the weather it gave',
  historyHead: ['Turn', 'Red dice', 'Green dice', 'Weather'] as const,
  start: (weather: string) => `Start of the battle: ${weather} (the pre-battle’s roll).`,
  noTurns: 'No turn rolled yet.',
  earlier: (count: number) => `${count} earlier ${count === 1 ? 'turn is' : 'turns are'} on the battle sheet.`,
  fromTo: (from: string, to: string, steps: string) => (from === to ? `${to} (${steps})` : `${from} to ${to} (${steps})`),
  end: 'The battle is over',
  endTitle: 'Is the battle over?',
  endText: (sealed: boolean) =>
    sealed ? 'No more weather is rolled, and the battle code is revealed so anyone can check every weather roll.' : 'No more weather is rolled; the history stays with the game.',
  endYes: 'Yes, the battle is over',
  over: (turns: number, weather: string) => `The battle is over after ${turns} ${turns === 1 ? 'turn' : 'turns'} of weather rolls; it ended in ${weather}.`,
  sealTitle: 'Battle code',
  sealed: (fingerprint: string) => `Battle code sealed · fingerprint ${fingerprint}`,
  sealedHint:
    'The app rolls each turn’s weather from this code of its own, not from the pre-battle’s game code (revealed now the pre-battle is over), so nobody can work out the weather in advance. It is revealed when the battle is over.',
  revealed: 'Battle code:',
  revealedHint: 'Check it against the fingerprint shown during the battle; opening the exported game file checks every weather roll against it.',
  /** What an undo takes back, in its list of steps. */
  undoName: 'the weather through the battle',
} as const);
