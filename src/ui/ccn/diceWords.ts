import { GAME_WORDS } from '../words/packs';
import { catalogue } from '../words/catalogue';

/** A unit type the calculator offers (the pack's unit kinds). */
type UnitKind = 'infantry' | 'lightInfantry' | 'cavalry' | 'artillery';

/** Which of the two hexes a field or a note is about. */
type Side = 'from' | 'to';

const minus = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const dieCount = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

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
    companion: (side: Side, main: string, extra: string) => `${extra} on ${side === 'from' ? 'its' : "the target's"} ${main} hex`,
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
    across: (names: string) => `The battle crosses a hexside with ${names}`,
    acrossHint: 'Untick when it comes from the side or from behind the works.',
  },
  diceErrors: {
    empty: 'Enter the battle dice the unit rolls in the open, a number from 0 to 12.',
    notWhole: 'Battle dice are a whole number from 0 to 12.',
  },
  answer: {
    title: 'Answer',
    /** The phone's bar under the questions, which jumps to the whole answer. */
    jump: (summary: string) => `${summary} See why`,
    needsDice: 'The answer needs the battle dice in the open: see the message by that field.',
    refused: 'These choices cannot be worked out.',
    roll: 'Roll',
    diceWord: (n: number) => (n === 1 ? 'battle die' : 'battle dice'),
    mayNotBattle: 'May not battle',
    why: 'Why',
    /** "4 in the open, −2 (target on a Forest hex) = 2". */
    sum: (open: number, parts: readonly { modifier: number; what: string }[], result: number, floored: boolean) =>
      `${open} in the open${parts.map((p) => `, ${minus(p.modifier)} (${p.what})`).join('')} = ${result}${floored ? ' (never fewer than none)' : ''}`,
    situations: {
      targetOnHex: (terrain: string) => `target on a ${terrain} hex`,
      battlingOut: (terrain: string) => `battling out of a ${terrain} hex`,
      targetUpHill: () => 'target up hill',
      targetDownHill: () => 'target down hill',
      hillToHill: (terrain: string) => `${terrain} hex to ${terrain} hex`,
    } as Readonly<Record<string, (terrain: string) => string>>,
    blocked: {
      battleProhibited: (_unit: string, terrain: string) => `Battle is prohibited on a ${terrain} hex.`,
      meleeNotPossible: (_unit: string, terrain: string) => `Melee combat is not possible into or out of a ${terrain} hex; ranged combat is.`,
      impassable: (unit: string, terrain: string) => `${unit} may not enter a ${terrain} hex, so it cannot battle from one.`,
      noBattleAfterMove: (unit: string, terrain: string) => `${unit} may not battle the turn it moves onto a ${terrain} hex.`,
    } as Readonly<Record<string, (unit: string, terrain: string) => string>>,
    flags: (n: number) => (n === 0 ? 'The target may ignore no flags.' : `The target may ignore ${n} ${n === 1 ? 'flag' : 'flags'}.`),
    hill: {
      hillToHill: (hill: string) => `Both hexes are ${hill} hexes, so the rules for battling from one ${hill} hex to another apply.`,
      targetUpHill: (hill: string) => `The target is up hill: only its hex is a ${hill} hex.`,
      targetDownHill: (hill: string) => `The target is down hill: only the attacking unit's hex is a ${hill} hex.`,
    },
    charge: {
      adds: 'The Cavalry Charge card still adds its extra dice, on top of the dice above.',
      denied: 'The Cavalry Charge card adds no extra dice to this battle.',
    },
    rulesTitle: 'Rules that applied',
    whyRules: 'Rules that forbid the battle',
    notesTitle: (unit: string) => `Moving and forming square, for ${unit.toLowerCase()}`,
    notesHex: { from: (terrain: string) => `Its hex: ${terrain}`, to: (terrain: string) => `Target's hex: ${terrain}` },
    noNotes: 'No movement or square rules for this hex.',
    /** What the polite live region says once the inputs settle. */
    announce: (dice: number | null, flags: number) => `${dice === null ? 'May not battle' : `Roll ${dieCount(dice)}`}. ${flags > 0 ? `The target may ignore ${flags} ${flags === 1 ? 'flag' : 'flags'}.` : ''}`.trim(),
  },
} as const);
