import type { AgvFireKind, AgvMoveKind, AgvRate, AgvUnitType } from '../../packs/agv';
import { GAME_WORDS } from '../words/packs';
import { andList, orList } from '../words/vocab';
import { catalogue } from '../words/catalogue';

const UNITS: Record<AgvUnitType, string> = { foot: 'Foot', mounted: 'Mounted', elephants: 'Elephants', artillery: 'Artillery' };

/** "Mounted units", "Elephant units": how the guidelines name a unit type in a sentence. */
const UNITS_PLURAL: Record<AgvUnitType, string> = {
  foot: 'Foot units',
  mounted: 'Mounted units',
  elephants: 'Elephant units',
  artillery: 'Artillery units',
};
const units = (unit: AgvUnitType) => UNITS_PLURAL[unit].toLowerCase();

/** "2 cm of allowance per 1 cm moved": the cost of half rate, from the pack's number. */
const perCm = (cost: number) => `${cost} cm of movement allowance per 1 cm moved`;

/** "1 die", "3 dice". */
const diceText = (n: number): string => (n === 1 ? '1 die' : `${n} dice`);

const RATE_SHORT: Record<AgvRate, string> = { normal: 'Normal', halfRate: 'Half rate', prohibited: 'Not allowed', special: 'Special' };

/** The kinds of fire, as a player says them. */
const FIRE_KINDS: Record<AgvFireKind, string> = { missile: 'missile fire', lightArtillery: 'light artillery fire', artillery: 'artillery fire' };

/** What moving, charging, intercepting and counter-charging are called in a sentence. */
const MOVES: Record<AgvMoveKind, { title: string; verb: string }> = {
  move: { title: 'Moving', verb: 'move' },
  charge: { title: 'Charging', verb: 'charge' },
  intercept: { title: 'Intercepting', verb: 'intercept' },
  counterCharge: { title: 'Counter-charging', verb: 'counter-charge' },
};

/** The words of the A Great Victory! terrain effects screen and its fire and hand-to-hand calculators (seed 004). */
export const AGV_EFFECTS_WORDS = catalogue({
  game: GAME_WORDS.agv.name,
  title: 'Terrain effects',
  intro:
    'What a terrain feature does to your unit, each rule quoted with its source, and the dice to fire or fight once terrain is counted.',
  navLabel: 'Other screens',
  home: 'Back to home',
  rulesLink: `Open the ${GAME_WORDS.agv.short} rules`,
  units: UNITS,
  fireKinds: FIRE_KINDS,
  moves: MOVES,
  rateShort: RATE_SHORT,
  rulesApplied: 'Rules that applied',
  readingsLabel: 'Our readings where the guidelines are silent',
  pick: {
    title: 'What does this feature do to my unit?',
    unit: 'Your unit',
    feature: 'Terrain feature',
    all: 'All features',
    marked: 'The players marked this rough ground impassable before the game',
    refused: 'The effects of this feature could not be worked out.',
  },
  /** The answer in a few words, for each part of a feature's effect. */
  answer: {
    halfRate: (cost: number) => `Half rate: ${perCm(cost)}.`,
    notCumulative: 'Not cumulative: one penalty or several, the unit simply moves at half rate.',
    normal: 'No effect.',
    prohibited: 'Not allowed.',
    special: 'By the feature’s own procedure, below.',
    enterAllowed: 'Allowed.',
    enterConditional: 'Only in some cases, below.',
    cover: (against: readonly AgvFireKind[] | undefined, onlyFor: readonly AgvUnitType[] | undefined) =>
      `Gives cover${against ? ` against ${andList(against.map((k) => FIRE_KINDS[k]))}` : ''}${onlyFor ? ` to ${andList(onlyFor.map(units))} only` : ''}: half dice, rounded down, if every stand of the target can claim it; two cover features in the zone of fire block the shot.`,
    noCover: 'Gives no cover.',
    coverNotForUnit: (unit: AgvUnitType) => `Gives no cover to ${units(unit)}.`,
    mayFire: (yes: boolean) => (yes ? 'The unit may fire while in or on it.' : 'The unit cannot fire while in or on it.'),
    stuck: 'The unit cannot charge or intercept while in contact with it.',
    stopsFire: 'Stops fire at targets behind and beyond it (you cannot see them).',
    advantage: 'Gives a unit defending it the hand-to-hand advantage: the unit that charged halves its dice, rounded down, once for each such feature, in the first round only.',
    advantageOutside: 'Units not in it have the hand-to-hand advantage over units in it.',
    noAdvantage: 'Gives no hand-to-hand advantage.',
  },
  /** An effect as the data states it, cited with the feature's source where the data marks no sentence of the guidelines for it. */
  says: {
    enterProhibited: (unit: AgvUnitType, feature: string, except: string | undefined) =>
      `${UNITS_PLURAL[unit]} cannot enter ${feature}${except ? ` except ${except}` : ''}.`,
    enterAllowed: (unit: AgvUnitType, feature: string) => `The guidelines let ${units(unit)} enter ${feature}.`,
    rate: (unit: AgvUnitType, kinds: readonly AgvMoveKind[], feature: string, rate: AgvRate) => {
      const verbs = kinds.map((k) => MOVES[k].verb);
      if (rate === 'prohibited') return `${UNITS_PLURAL[unit]} cannot ${orList(verbs)} into, through or out of ${feature}.`;
      if (rate === 'halfRate') return `${UNITS_PLURAL[unit]} can ${andList(verbs)} into, through or out of ${feature} but do so at half rate.`;
      if (rate === 'special') return `${UNITS_PLURAL[unit]} ${andList(verbs)} over ${feature} as the rules for ${feature} describe.`;
      return `The guidelines give ${feature} no effect on ${units(unit)} that ${andList(verbs)}.`;
    },
    cover: (feature: string) => `The guidelines list ${feature} as giving cover.`,
    noCover: (feature: string) => `The guidelines do not list ${feature} as giving cover.`,
    advantage: (feature: string) => `The guidelines list ${feature} as giving the hand-to-hand advantage.`,
    noAdvantage: (feature: string) => `The guidelines do not list ${feature} as giving the hand-to-hand advantage.`,
    mayFire: (unit: AgvUnitType, feature: string, yes: boolean) =>
      `${UNITS_PLURAL[unit]} interpenetrated with ${feature} ${yes ? 'can' : 'cannot'} fire.`,
  },
  aspects: {
    enter: 'Entering',
    move: 'Moving',
    charge: 'Charging and intercepting',
    fire: 'Firing and cover',
    handToHand: 'Hand-to-hand advantage',
    more: (feature: string) => `Everything the guidelines say about ${feature}`,
  },
  /** The word beside each part's colour. */
  badge: {
    enter: { allowed: 'Allowed', prohibited: 'Not allowed', conditional: 'Some cases' },
    cover: 'Cover',
    noCover: 'No cover',
    cannotFire: 'Cannot fire',
    advantage: 'Advantage',
    noAdvantage: 'None',
  },
  summary: (feature: string, unit: AgvUnitType, parts: readonly string[]) => `${feature} for ${units(unit)}: ${parts.join('; ')}.`,
  summaryParts: {
    enterProhibited: 'may not enter',
    move: (rate: AgvRate) => (rate === 'halfRate' ? 'half rate' : rate === 'special' ? 'moves by its own procedure' : 'moves normally'),
    charge: (rate: AgvRate) => (rate === 'prohibited' ? 'may not charge' : rate === 'halfRate' ? 'charges at half rate' : rate === 'special' ? 'charges by its own procedure' : 'charges normally'),
    cover: 'cover',
    advantage: 'hand-to-hand advantage',
    advantageOutside: 'hand-to-hand advantage to units outside it',
  },
  table: {
    caption: (unit: AgvUnitType) => `Every feature for ${units(unit)}`,
    hint: 'Pick a feature’s name to see its rules in full.',
    feature: 'Feature',
    enter: 'Enter',
    move: 'Move',
    charge: 'Charge',
    intercept: 'Intercept',
    cover: 'Cover',
    advantage: 'Hand-to-hand',
    source: 'Source',
    yes: 'Yes',
    no: 'No',
    coverAgainst: (kinds: readonly AgvFireKind[]) => `Yes, against ${andList(kinds.map((k) => FIRE_KINDS[k]))}`,
    coverNotForUnit: 'Not for this unit',
    coverInIt: 'Yes, to foot in it',
    outside: 'To units outside it',
    show: (feature: string) => `${feature}: show its effects`,
    general: 'Rules for every feature',
  },
  crossing: {
    title: 'My unit crosses these features',
    intro: 'Tick every feature the unit is in or crosses during the move: with one penalty or several it moves at half rate once.',
    kind: 'Kind of movement',
    legend: 'Features the move crosses',
    alongRoad: 'The unit moves along a road through them (in block formation)',
    forUnit: (unit: AgvUnitType) => `For ${units(unit)} (change “Your unit” above).`,
    none: 'Open ground: the unit moves normally.',
    normal: 'Normal rate: 1 cm of movement allowance per 1 cm moved.',
    halfRate: (cost: number, times: number) =>
      `Half rate, once: ${perCm(cost)}${times > 1 ? `, not ${cost ** times} — half rate is not cumulative` : ''}.`,
    prohibited: (unit: AgvUnitType, kind: AgvMoveKind, features: readonly string[]) =>
      `Not allowed: ${units(unit)} cannot ${MOVES[kind].verb} into, through or out of ${andList(features)}.`,
    road: 'Along a road the unit ignores the terrain the road passes through: normal rate.',
    notes: 'Check on the table',
    refused: 'The movement rate could not be worked out.',
  },
  dice: {
    label: 'Dice in the open',
    hint: 'What the unit would roll with no terrain about (0 to 99).',
    empty: 'Type the dice the unit rolls in the open, e.g. 7.',
    notWhole: 'Dice must be a whole number from 0 to 99, e.g. 7.',
    waiting: 'Type the dice in the open to see the answer.',
  },
  fire: {
    title: 'Fire calculator',
    intro: 'The dice a unit fires with once terrain is counted.',
    firer: 'Firing unit',
    kind: 'Kind of artillery fire',
    target: 'Target unit',
    cover: 'Cover features in the firer’s zone of fire, between it and the target',
    coverHint: 'Count each one (two woods are two features). Leave out a feature the firing stand is touching or in. Only features that give cover are listed.',
    allStands: 'Every stand of the target that can be fired at can claim cover',
    more: 'Where the firer and the target stand',
    firerIn: 'The firing stand is in or on',
    targetIn: 'The target is in or on',
    beyond: 'The target is behind and beyond',
    roll: (n: number) => `Roll ${diceText(n)}.`,
    cannot: 'Cannot fire at this target.',
    refused: 'The fire dice could not be worked out.',
    halved: (from: number, to: number) => `The target claims cover: half of ${diceText(from)}, rounded down, is ${to}.`,
    full: (n: number) => `No cover to claim: full dice, ${n}.`,
    why: {
      cannotFire: (unit: AgvUnitType, feature: string) => `${UNITS_PLURAL[unit]} in or on ${feature} cannot fire.`,
      stopsFire: (feature: string) => `${feature} stops this fire.`,
      noCover: (feature: string) => `${feature} gives this target no cover against this fire.`,
      twoCoverFeatures: (n: number) => `${n} features giving cover are in the zone of fire: the stand cannot fire at this target at all.`,
      notAllStandsCovered: 'Not every stand of the target can claim cover, so the whole unit cannot.',
    },
  },
  melee: {
    title: 'Hand-to-hand calculator',
    intro: 'The dice of the unit that charged, against a defender in, on or behind terrain.',
    charger: 'Charging unit',
    defender: 'Defending unit',
    defending: 'Features the defender is defending',
    defendingHint:
      'A feature the defender is in or touching, that the charge came over or through. Count each one: every feature halves the dice again.',
    round: 'Hand-to-hand round',
    rounds: { first: 'The first round after the charge', later: 'A later round' },
    more: 'Other terrain the charge meets',
    chargedThrough: 'The charge also went into, through or out of',
    chargerIn: 'The charging unit starts in or on',
    defenderIn: 'The defending unit is in',
    roll: (n: number) => `Roll ${diceText(n)}.`,
    noCharge: 'This charge is not allowed.',
    refused: 'The hand-to-hand dice could not be worked out.',
    halved: (from: number, times: number, to: number) =>
      times === 1
        ? `The defender claims the hand-to-hand advantage: half of ${diceText(from)}, rounded down, is ${to}.`
        : `The defender claims the hand-to-hand advantage ${times} times: ${diceText(from)} halved ${times} times, rounding down each time, is ${to}.`,
    later: (n: number) => `A later round: the charger is fully engaged and fights normally, ${diceText(n)}.`,
    none: (n: number) => `No hand-to-hand advantage to claim: full dice, ${n}.`,
    why: {
      chargeProhibited: (unit: AgvUnitType, feature: string) => `${UNITS_PLURAL[unit]} cannot charge into, through or out of ${feature}.`,
      noAdvantage: (feature: string) => `${feature} gives this defender no hand-to-hand advantage here.`,
    },
  },
  counts: {
    add: (feature: string, n: number) => `Add ${feature} (now ${n})`,
    remove: (feature: string, n: number) => `Remove one ${feature} (now ${n})`,
  },
} as const);
