import { GAME_WORDS } from '../words/packs';
import { catalogue, msg } from '../words/catalogue';

/** A unit type the calculator offers (the pack's unit kinds). */
type UnitKind = 'infantry' | 'lightInfantry' | 'cavalry' | 'artillery';

/** Which of the two hexes a field or a note is about. */
type Side = 'from' | 'to';

/** A situation's words, by the pack's code, naming the terrain. */
const situation = (text: string) => msg<{ terrain: string }>(text);
/** Why a battle is forbidden, by the pack's code, naming the unit type and the terrain. */
const blocking = (text: string) => msg<{ unit: string; terrain: string }>(text);

/** The words of the C&C Napoleonics battle-dice calculator (seed 003, every terrain's Battle paragraph). */
export const CCN_DICE_WORDS = catalogue({
  game: GAME_WORDS.ccn.name,
  title: 'Battle dice',
  intro:
    'Say who battles from which hex at which target: the answer shows the dice to roll after terrain, the flags the target may ignore, and every rule behind it, quoted with its source.',
  navLabel: 'Other screens',
  home: 'Home',
  rulesLink: 'Terrain rules',
  units: {
    infantry: 'Infantry',
    lightInfantry: 'Light infantry',
    cavalry: 'Cavalry',
    artillery: 'Artillery',
  } satisfies Record<UnitKind, string>,
  attacker: {
    legend: 'The attacking unit',
    type: 'Unit type',
    dice: 'Battle dice in the open',
    diceHint: 'The dice it would roll with no terrain about, 0 to 12.',
    charge: 'Ordered by a Cavalry Charge card',
  },
  hex: {
    legend: { from: 'Its hex', to: 'The target' } satisfies Record<Side, string>,
    terrain: { from: 'Terrain of its hex', to: "Terrain of the target's hex" } satisfies Record<Side, string>,
    clear: 'Clear (no terrain)',
    /** A second terrain sharing the hex, e.g. "Field Works on the target's Hill hex". */
    companion: msg<{ side: Side; main: string; extra: string }>("{extra} on {side, select, from {its} other {the target's}} {main} hex"),
    moved: 'It moved onto this hex this turn',
    targetType: 'Type of the target unit',
    targetTypeHint: 'Decides the flags it may ignore.',
    targetNotGiven: 'Not given',
  },
  battle: {
    legend: 'The battle',
    combat: 'Combat',
    melee: 'Melee',
    ranged: 'Ranged combat',
    across: msg<{ names: readonly string[] }>('The battle crosses a hexside with {names, list}'),
    acrossHint: 'Untick when it comes from the side or from behind the works.',
  },
  diceErrors: {
    empty: 'Enter the battle dice the unit rolls in the open, a number from 0 to 12.',
    notWhole: 'Battle dice are a whole number from 0 to 12.',
  },
  answer: {
    title: 'Answer',
    /** The phone's bar under the questions, which jumps to the whole answer. */
    jump: msg<{ summary: string }>('{summary} See why'),
    needsDice: 'The answer needs the battle dice in the open: see the message by that field.',
    refused: 'These choices cannot be worked out.',
    roll: 'Roll',
    diceWord: msg<{ count: number }>('{count, plural, one {battle die} other {battle dice}}'),
    mayNotBattle: 'May not battle',
    why: 'Why',
    /** "4 in the open, −2 (target on a Forest hex) = 2". */
    sum: msg<{ open: number; terms: string; result: number; floored: boolean }>(
      '{open} in the open{terms} = {result}{floored, select, true { (never fewer than none)} other {}}',
    ),
    /** One term of the sum, after the dice in the open: ", −2 (target on a Forest hex)". */
    term: msg<{ sign: 'minus' | 'plus'; size: number; what: string }>(', {sign, select, minus {−} other {+}}{size} ({what})'),
    situations: {
      targetOnHex: situation('target on a {terrain} hex'),
      battlingOut: situation('battling out of a {terrain} hex'),
      targetUpHill: situation('target up hill'),
      targetDownHill: situation('target down hill'),
      hillToHill: situation('{terrain} hex to {terrain} hex'),
    } as Readonly<Record<string, ReturnType<typeof situation>>>,
    blocked: {
      battleProhibited: blocking('Battle is prohibited on a {terrain} hex.'),
      meleeNotPossible: blocking('Melee combat is not possible into or out of a {terrain} hex; ranged combat is.'),
      impassable: blocking('{unit} may not enter a {terrain} hex, so it cannot battle from one.'),
      noBattleAfterMove: blocking('{unit} may not battle the turn it moves onto a {terrain} hex.'),
    } as Readonly<Record<string, ReturnType<typeof blocking>>>,
    flags: msg<{ count: number }>(
      '{count, plural, =0 {The target may ignore no flags.} one {The target may ignore # flag.} other {The target may ignore # flags.}}',
    ),
    hill: {
      hillToHill: msg<{ hill: string }>('Both hexes are {hill} hexes, so the rules for battling from one {hill} hex to another apply.'),
      targetUpHill: msg<{ hill: string }>('The target is up hill: only its hex is a {hill} hex.'),
      targetDownHill: msg<{ hill: string }>("The target is down hill: only the attacking unit's hex is a {hill} hex."),
    },
    charge: {
      adds: 'The Cavalry Charge card still adds its extra dice, on top of the dice above.',
      denied: 'The Cavalry Charge card adds no extra dice to this battle.',
    },
    rulesTitle: 'Rules that applied',
    whyRules: 'Rules that forbid the battle',
    notesTitle: msg<{ unit: UnitKind }>(
      'Moving and forming square, for {unit, select, infantry {infantry} lightInfantry {light infantry} cavalry {cavalry} other {artillery}}',
    ),
    notesHex: { from: msg<{ terrain: string }>('Its hex: {terrain}'), to: msg<{ terrain: string }>("Target's hex: {terrain}") },
    noNotes: 'No movement or square rules for this hex.',
    /** What the polite live region says once the inputs settle. */
    announce: msg<{ mayBattle: boolean; dice: number; flags: number }>(
      '{mayBattle, select, true {Roll {dice, plural, one {# die} other {# dice}}.} other {May not battle.}}{flags, plural, =0 {} one { The target may ignore # flag.} other { The target may ignore # flags.}}',
    ),
  },
} as const);
