import type { AgvFireKind, AgvMoveKind, AgvRate, AgvUnitType } from '../../packs/agv';
import { GAME_WORDS } from '../words/packs';
import { catalogue, msg } from '../words/catalogue';

const UNITS: Record<AgvUnitType, string> = { foot: 'Foot', mounted: 'Mounted', elephants: 'Elephants', artillery: 'Artillery' };

/** "Mounted units", "Elephant units": how the guidelines name a unit type opening a sentence. */
const UNITS_PLURAL: Record<AgvUnitType, string> = {
  foot: 'Foot units',
  mounted: 'Mounted units',
  elephants: 'Elephant units',
  artillery: 'Artillery units',
};

/** "mounted units": a unit type inside a sentence. */
const UNITS_IN_SENTENCE: Record<AgvUnitType, string> = {
  foot: 'foot units',
  mounted: 'mounted units',
  elephants: 'elephant units',
  artillery: 'artillery units',
};

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

/** A feature's name in a sentence about it. */
const aboutFeature = (text: string) => msg<{ feature: string }>(text);
/** A unit type (`units`: as `unitsInSentence`, or `Units`: as `unitsPlural` opening a sentence) and a feature. */
const aboutUnits = (text: string) => msg<{ units: string; feature: string }>(text);

/** The words of the A Great Victory! terrain effects screen and its fire and hand-to-hand calculators (seed 004). */
export const AGV_EFFECTS_WORDS = catalogue({
  game: GAME_WORDS.agv.name,
  title: 'Terrain effects',
  intro:
    'What a terrain feature does to your unit, each rule quoted with its source, and the dice to fire or fight once terrain is counted.',
  navLabel: 'Other screens',
  home: 'Back to home',
  /** `game`: the game's short name. */
  rulesLink: msg<{ game: string }>('Open the {game} rules'),
  units: UNITS,
  unitsPlural: UNITS_PLURAL,
  unitsInSentence: UNITS_IN_SENTENCE,
  fireKinds: FIRE_KINDS,
  moves: MOVES,
  rateShort: RATE_SHORT,
  rulesApplied: 'Rules that applied',
  /** The rules of one aspect (`aspect`: its title, as `aspects` says it). */
  aspectRules: msg<{ aspect: string }>('{aspect}: Rules that applied'),
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
    halfRate: msg<{ cost: number }>('Half rate: {cost} cm of movement allowance per 1 cm moved.'),
    notCumulative: 'Not cumulative: one penalty or several, the unit simply moves at half rate.',
    normal: 'No effect.',
    prohibited: 'Not allowed.',
    special: 'By the feature’s own procedure, below.',
    enterAllowed: 'Allowed.',
    enterConditional: 'Only in some cases, below.',
    /** `against`: the kinds of fire (as `fireKinds` says them), empty for all; `onlyFor`: the unit types (as `unitsInSentence`), empty for all. */
    cover: msg<{ against: readonly string[]; onlyFor: readonly string[]; anyFire: boolean; anyUnit: boolean }>(
      'Gives cover{anyFire, select, true {} other { against {against, list}}}{anyUnit, select, true {} other { to {onlyFor, list} only}}: half dice, rounded down, if every stand of the target can claim it; two cover features in the zone of fire block the shot.',
    ),
    noCover: 'Gives no cover.',
    coverNotForUnit: msg<{ units: string }>('Gives no cover to {units}.'),
    mayFire: msg<{ may: boolean }>('{may, select, true {The unit may fire while in or on it.} other {The unit cannot fire while in or on it.}}'),
    stuck: 'The unit cannot charge or intercept while in contact with it.',
    stopsFire: 'Stops fire at targets behind and beyond it (you cannot see them).',
    advantage: 'Gives a unit defending it the hand-to-hand advantage: the unit that charged halves its dice, rounded down, once for each such feature, in the first round only.',
    advantageOutside: 'Units not in it have the hand-to-hand advantage over units in it.',
    noAdvantage: 'Gives no hand-to-hand advantage.',
  },
  /** An effect as the data states it, cited with the feature's source where the data marks no sentence of the guidelines for it. */
  says: {
    /** `except`: the guidelines' exception, if `excepted`. */
    enterProhibited: msg<{ units: string; feature: string; excepted: boolean; except: string }>(
      '{units} cannot enter {feature}{excepted, select, true { except {except}} other {}}.',
    ),
    enterAllowed: aboutUnits('The guidelines let {units} enter {feature}.'),
    /** `Units` opens the sentence (`unitsPlural`), `units` is inside it (`unitsInSentence`); `verbs` as `moves[kind].verb` says them. */
    rate: msg<{ Units: string; units: string; verbs: readonly string[]; feature: string; rate: AgvRate }>(
      '{rate, select, prohibited {{Units} cannot {verbs, list, or} into, through or out of {feature}.} halfRate {{Units} can {verbs, list} into, through or out of {feature} but do so at half rate.} special {{Units} {verbs, list} over {feature} as the rules for {feature} describe.} other {The guidelines give {feature} no effect on {units} that {verbs, list}.}}',
    ),
    cover: aboutFeature('The guidelines list {feature} as giving cover.'),
    noCover: aboutFeature('The guidelines do not list {feature} as giving cover.'),
    advantage: aboutFeature('The guidelines list {feature} as giving the hand-to-hand advantage.'),
    noAdvantage: aboutFeature('The guidelines do not list {feature} as giving the hand-to-hand advantage.'),
    mayFire: msg<{ units: string; feature: string; may: boolean }>('{units} interpenetrated with {feature} {may, select, true {can} other {cannot}} fire.'),
  },
  aspects: {
    enter: 'Entering',
    move: 'Moving',
    charge: 'Charging and intercepting',
    fire: 'Firing and cover',
    handToHand: 'Hand-to-hand advantage',
    more: aboutFeature('Everything the guidelines say about {feature}'),
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
  /** A feature's effect on a unit type in a line; `advantage`: to units outside it, to a unit defending it, or none. */
  summary: msg<{ feature: string; units: string; enter: 'prohibited' | 'other'; move: AgvRate; charge: AgvRate; cover: boolean; advantage: 'outside' | 'defender' | 'none' }>(
    '{feature} for {units}: {enter, select, prohibited {may not enter} other {{move, select, halfRate {half rate} special {moves by its own procedure} other {moves normally}}; {charge, select, prohibited {may not charge} halfRate {charges at half rate} special {charges by its own procedure} other {charges normally}}{cover, select, true {; cover} other {}}{advantage, select, outside {; hand-to-hand advantage to units outside it} defender {; hand-to-hand advantage} other {}}}}.',
  ),
  /** The kinds of movement sharing a rate (as `moves[kind].title` says them) and that rate's answer. */
  movesAnswer: msg<{ moves: readonly string[]; answer: string }>('{moves, list}: {answer}'),
  table: {
    caption: msg<{ units: string }>('Every feature for {units}'),
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
    /** `kinds` as `fireKinds` says them. */
    coverAgainst: msg<{ kinds: readonly string[] }>('Yes, against {kinds, list}'),
    coverNotForUnit: 'Not for this unit',
    coverInIt: 'Yes, to foot in it',
    outside: 'To units outside it',
    show: aboutFeature('{feature}: show its effects'),
    general: 'Rules for every feature',
  },
  crossing: {
    title: 'My unit crosses these features',
    intro: 'Tick every feature the unit is in or crosses during the move: with one penalty or several it moves at half rate once.',
    kind: 'Kind of movement',
    legend: 'Features the move crosses',
    alongRoad: 'The unit moves along a road through them (in block formation)',
    forUnit: msg<{ units: string }>('For {units} (change “Your unit” above).'),
    none: 'Open ground: the unit moves normally.',
    normal: 'Normal rate: 1 cm of movement allowance per 1 cm moved.',
    /** `times`: how many features halve the rate; `compounded`: what the cost would be if halving were cumulative. */
    halfRate: msg<{ cost: number; times: number; compounded: number }>(
      'Half rate, once: {cost} cm of movement allowance per 1 cm moved{times, plural, =0 {} one {} other {, not {compounded} — half rate is not cumulative}}.',
    ),
    /** `verb` as `moves[kind].verb` says it. */
    prohibited: msg<{ units: string; verb: string; features: readonly string[] }>('Not allowed: {units} cannot {verb} into, through or out of {features, list}.'),
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
    roll: msg<{ dice: number }>('Roll {dice, plural, one {# die} other {# dice}}.'),
    cannot: 'Cannot fire at this target.',
    refused: 'The fire dice could not be worked out.',
    halved: msg<{ from: number; to: number }>('The target claims cover: half of {from, plural, one {# die} other {# dice}}, rounded down, is {to}.'),
    full: msg<{ dice: number }>('No cover to claim: full dice, {dice}.'),
    why: {
      cannotFire: aboutUnits('{units} in or on {feature} cannot fire.'),
      stopsFire: aboutFeature('{feature} stops this fire.'),
      noCover: aboutFeature('{feature} gives this target no cover against this fire.'),
      twoCoverFeatures: msg<{ count: number }>('{count} features giving cover are in the zone of fire: the stand cannot fire at this target at all.'),
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
    roll: msg<{ dice: number }>('Roll {dice, plural, one {# die} other {# dice}}.'),
    noCharge: 'This charge is not allowed.',
    refused: 'The hand-to-hand dice could not be worked out.',
    halved: msg<{ from: number; times: number; to: number }>(
      '{times, plural, one {The defender claims the hand-to-hand advantage: half of {from, plural, one {# die} other {# dice}}, rounded down, is {to}.} other {The defender claims the hand-to-hand advantage # times: {from, plural, one {# die} other {# dice}} halved {times} times, rounding down each time, is {to}.}}',
    ),
    later: msg<{ dice: number }>('A later round: the charger is fully engaged and fights normally, {dice, plural, one {# die} other {# dice}}.'),
    none: msg<{ dice: number }>('No hand-to-hand advantage to claim: full dice, {dice}.'),
    why: {
      chargeProhibited: aboutUnits('{units} cannot charge into, through or out of {feature}.'),
      noAdvantage: aboutFeature('{feature} gives this defender no hand-to-hand advantage here.'),
    },
  },
  counts: {
    add: msg<{ feature: string; count: number }>('Add {feature} (now {count})'),
    remove: msg<{ feature: string; count: number }>('Remove one {feature} (now {count})'),
  },
} as const);
