import type { BattleDice, BattleTurn, Rules, Setup, WeatherId } from '../../engine';
import { sayScaled } from '../words/sayScaled';
import { catalogue, msg } from '../words/catalogue';
import { fromSource, plainText, type WithSource } from '../words/withSource';
import { diceText, stepsText, weatherName } from './words';

/** A weather type's effects from the data (seed 002 "Weather Affects") in the game's scale, quoted as the source's English, or that none are listed. */
export function weatherEffectsSaid(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, id: WeatherId): WithSource {
  const effects = rules.weather.types.find((t) => t.id === id)?.effects;
  return effects ? [fromSource(sayScaled(rules, setup, effects))] : [BATTLE_WORDS.noEffects];
}

/** The same as one string. */
export function weatherEffects(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, id: WeatherId): string {
  return plainText(weatherEffectsSaid(rules, setup, id));
}

/** One turn of the history, e.g. "Turn 2: Red Skull, Green Wound: Good Weather to Heat (up 1 type)." */
export function turnRowText(rules: Rules, turn: Pick<BattleTurn, 'turn' | 'red' | 'green' | 'from' | 'to' | 'steps'>): string {
  return BATTLE_WORDS.turnRow({ turn: turn.turn, text: sheetTurnText(rules, turn) });
}

/** One turn on the battle sheet, e.g. "Red Skull, Green Wound: Good Weather to Heat (up 1 type)". */
export function sheetTurnText(rules: Rules, turn: Pick<BattleTurn, 'red' | 'green' | 'from' | 'to' | 'steps'>): string {
  const [from, to] = [weatherName(rules, turn.from), weatherName(rules, turn.to)];
  return BATTLE_WORDS.turn({ red: diceText('red', turn.red), green: diceText('green', turn.green), same: turn.from === turn.to, from, to, steps: stepsText(turn.steps) });
}

/** The battle code on the battle sheet: sealed with its fingerprint while the battle goes on, then revealed. */
export function battleCodeText(seal: { seed: string | null; fingerprint: string }): string {
  return BATTLE_WORDS.code({ sealed: seal.seed === null, seed: seal.seed ?? '', fingerprint: seal.fingerprint });
}

/** How many dice of each colour a turn takes, in words: "one Red and one Green die", "two Red and two Green dice". */
export function turnDiceText(dice: { red: number; green: number }): string {
  return BATTLE_WORDS.turnDice({ red: dice.red, green: dice.green, total: dice.red + dice.green });
}

/** Every sentence of the weather tracker (issue 13: the weather through the battle). */
export const BATTLE_WORDS = catalogue({
  heading: 'Weather through the battle',
  source: '002 Weather rules',
  rule: 'At the beginning of each turn roll the Red and Green dice: each Red skull moves the weather up a type, each Green blank down a type, along the types of this territory’s column; at either end it stays.',
  now: 'Weather now',
  effects: 'Effects',
  nextTurn: 'Next turn',
  changeable: 'Changeable',
  changeableNote: msg<{ dice: string }>('The starting roll was a double: {dice} every turn, for the whole battle (a reading: the seeds never say the weather settles).'),
  steady: msg<{ dice: string }>('Not changeable: {dice} each turn.'),
  firstTurnNote: 'Turn 1 is rolled too: the starting roll gives the weather the battle begins in (a reading of “at the beginning of each turn”).',
  roll: msg<{ turn: number }>('Roll the weather for turn {turn}'),
  rolled: msg<{ turn: number; weather: string }>('Turn {turn}: the weather is now {weather}.'),
  dice: {
    battleSeed: 'The app rolls the dice from its own sealed battle code.',
    physicalDice: 'Roll your own Red and Green dice and enter what they show.',
    noBattleSeed:
      'This game was started before the app drew a sealed battle code, so it does not roll the battle’s weather itself: roll your own Red and Green dice and enter what they show.',
  } satisfies Record<BattleDice, string>,
  formLegend: msg<{ turn: number }>('The dice for turn {turn}'),
  /** A die's label: its colour (said), and its number when the turn rolls more than one of that colour (`many`). */
  dieLabel: msg<{ colour: string; many: boolean; number: number }>('{colour} die{many, select, true { {number}} other {}}'),
  dieMissing: msg<{ label: string }>('Choose the face the {label} shows.'),
  record: msg<{ turn: number }>('Record the dice for turn {turn}'),
  history: 'Weather so far',
  /** Under the history of a game whose battle rolls no code decided (issue 28): never read as checked. */
  historyEntered: msg<{ source: 'physicalDice' | 'noBattleSeed' }>(
    '{source, select, noBattleSeed {These weather rolls were entered by the players, not checked: this game has no battle code.} other {These weather rolls were entered by the players, not checked: they rolled their own dice.}}',
  ),
  historyCaption: 'Each turn’s roll and the weather it gave',
  historyHead: ['Turn', 'Red dice', 'Green dice', 'Weather'] as const,
  start: msg<{ weather: string }>('Start of the battle: {weather} (the pre-battle’s roll).'),
  noTurns: 'No turn rolled yet.',
  earlier: msg<{ count: number }>('{count, plural, one {# earlier turn is} other {# earlier turns are}} on the battle sheet.'),
  /** The weather a turn gave: the same as before (`same`) or from one type to another, and how far it moved. */
  fromTo: msg<{ same: boolean; from: string; to: string; steps: string }>('{same, select, true {{to} ({steps})} other {{from} to {to} ({steps})}}'),
  /** One turn: each colour's dice (`dice`), then the weather it gave (`same`: it stayed) and how far it moved (`steps`). */
  turn: msg<{ red: string; green: string; same: boolean; from: string; to: string; steps: string }>(
    '{red}, {green}: {same, select, true {{to} ({steps})} other {{from} to {to} ({steps})}}',
  ),
  turnRow: msg<{ turn: number; text: string }>('Turn {turn}: {text}.'),
  /** The battle code: sealed with its fingerprint while the battle goes on, then revealed. */
  code: msg<{ sealed: boolean; seed: string; fingerprint: string }>(
    '{sealed, select, true {Sealed until the battle is over (fingerprint {fingerprint})} other {{seed} (fingerprint {fingerprint})}}',
  ),
  /** How many dice of each colour a turn takes: "one Red and one Green die", "two Red and two Green dice". */
  turnDice: msg<{ red: number; green: number; total: number }>(
    '{red, plural, =1 {one} =2 {two} other {#}} Red and {green, plural, =1 {one} =2 {two} other {#}} Green {total, plural, =2 {die} other {dice}}',
  ),
  noEffects: 'No effects listed.',
  end: 'The battle is over',
  endTitle: 'Is the battle over?',
  endText: msg<{ sealed: boolean }>(
    '{sealed, select, true {No more weather is rolled, and the battle code is revealed so anyone can check every weather roll.} other {No more weather is rolled; the history stays with the game.}}',
  ),
  endYes: 'Yes, the battle is over',
  over: msg<{ turns: number; weather: string }>('The battle is over after {turns, plural, one {# turn} other {# turns}} of weather rolls; it ended in {weather}.'),
  sealTitle: 'Battle code',
  sealed: msg<{ fingerprint: string }>('Battle code sealed · fingerprint {fingerprint}'),
  sealedHint:
    'The app rolls each turn’s weather from this code of its own, not from the pre-battle’s game code (revealed now the pre-battle is over), so nobody can work out the weather in advance. It is revealed when the battle is over.',
  revealed: 'Battle code:',
  revealedHint: 'Check it against the fingerprint shown during the battle; opening the exported game file checks every weather roll against it.',
} as const);
