import { catalogue, msg } from '../words/catalogue';

/** Our words on A Great Victory!'s cards in the rules reference, around the pack's own text (seed 004), which the cards quote. */
export const AGV_FACT_WORDS = catalogue({
  units: { foot: 'Foot', mounted: 'Mounted', elephants: 'Elephants', artillery: 'Artillery' },
  unitsInSentence: { foot: 'foot', mounted: 'mounted', elephants: 'elephants', artillery: 'artillery' },
  rate: { normal: 'Normal', halfRate: 'Half rate', prohibited: 'Prohibited', special: 'Special (see rules)' },
  enter: { allowed: 'Allowed', prohibited: 'Prohibited', conditional: 'Conditional' },
  fire: { missile: 'Missile fire', artillery: 'Artillery fire' },
  coverAgainst: { missile: 'missile fire', lightArtillery: 'light artillery', artillery: 'artillery' },
  rounding: { down: 'down', up: 'up' },
  notStated: 'Not stated',
  stops: 'Stops',
  doesNotStop: 'Does not stop',
  unitsCaption: ': effects by unit type',
  unitsHead: ['Unit', 'Enter', 'Move', 'Charge', 'Intercept', 'Counter-charge', 'While in it', 'Notes'],
  /** `value`: yes, no, or not stated, as said. */
  /** Between what a unit may do while in a feature: "may stay: Yes; may fire: No". */
  semicolon: '; ',
  mayStay: msg<{ value: string }>('may stay: {value}'),
  mayFire: msg<{ value: string }>('may fire: {value}'),
  mayFight: msg<{ value: string }>('may fight: {value}'),
  mayChargeOrIntercept: msg<{ value: string }>('may charge or intercept: {value}'),
  fireCaption: ': does it stop fire?',
  fireHead: ['Fire', 'At targets in it', 'From units in it', 'At targets beyond it'],
  kind: msg<{ type: 'general' | 'linear'; landmark: boolean }>('{type, select, general {General} other {Linear}} terrain{landmark, select, true { (landmark)} other {}}.'),
  also: ' Also: ',
  treatedAs: 'Treated exactly as ',
  /** Before the guidelines' exception, quoted: "Impassable to foot and mounted except ". */
  impassableTo: msg<{ units: readonly string[] }>('Impassable to {units, list} except '),
  except: ' except ',
  /** "Gives cover against missile fire to foot only." */
  /** `against`: the kinds of fire (as `coverAgainst` says them), `onlyFor`: the unit types (as `unitsInSentence`); empty for all. */
  givesCover: msg<{ against: readonly string[]; onlyFor: readonly string[]; anyFire: boolean; anyUnit: boolean }>(
    'Gives cover{anyFire, select, true {} other { against {against, list}}}{anyUnit, select, true {} other { to {onlyFor, list} only}}.',
  ),
  givesNoCover: 'Gives no cover.',
  handToHand: {
    unitsNotInFeature: 'Hand-to-hand advantage: to units outside it over units in it.',
    defender: 'Hand-to-hand advantage: to a unit defending it.',
  },
  noHandToHand: 'No hand-to-hand advantage.',
  maxDefending: msg<{ count: number }>('{count, plural, one {At most # unit may defend it at a time.} other {At most # units may defend it at a time.}}'),
  /** `min` and `max` are given when `hasMin` and `hasMax`. */
  size: msg<{ min: number; max: number; hasMin: boolean; hasMax: boolean }>(
    'Size: {hasMin, select, true {at least {min} cm{hasMax, select, true { and } other {}}} other {}}{hasMax, select, true {at most {max} cm} other {}} across.',
  ),
  and: ' and ',
  apart: msg<{ cm: number }>('At least {cm} cm apart.'),
  atMostWide: msg<{ count: number }>('At most {count, plural, one {# base width} other {# base widths}} wide.'),
  moreThanWide: msg<{ count: number }>('More than {count, plural, one {# base width} other {# base widths}} wide.'),
  exactlyWide: msg<{ count: number }>('{count, plural, one {# base width} other {# base widths}} wide.'),
  titles: {
    types: 'Terrain types',
    movement: 'Movement',
    fire: 'Fire and cover',
    handToHand: 'Hand-to-hand advantage',
    formations: 'Formations and final notes',
    placement: 'Placing terrain',
  },
  colon: ': ',
  space: ' ',
  examples: ' Examples: ',
  listComma: ', ',
  or: ' or ',
  end: '.',
  halfRateCosts: msg<{ cm: number }>('Half rate costs {cm} cm of allowance per 1 cm moved ('),
  closeEnd: ').',
  cumulative: msg<{ cumulative: boolean }>('Cumulative: {cumulative, select, true {Yes} other {No}}.'),
  /** `rounding` as `rounding` says it. */
  coverDice: msg<{ multiplier: number; rounding: string; allStands: boolean }>(
    'Fire dice against a unit in cover: x{multiplier}, rounded {rounding}. All stands must qualify: {allStands, select, true {Yes} other {No}}.',
  ),
  coverBlocks: msg<{ count: number }>('{count} or more cover features in the zone of fire block the shot.'),
  chargerDice: msg<{ multiplier: number; rounding: string; phases: number; cumulative: boolean }>(
    'The charger’s dice: x{multiplier}, rounded {rounding}, for {phases, plural, one {# phase} other {# phases}}. Cumulative: {cumulative, select, true {Yes} other {No}}.',
  ),
  nothingMayOverlap: 'Nothing may overlap ',
  roadCrossing: 'A road crossing ',
  is: ' is ',
  when: { beforePlay: ', chosen before play.', automatic: ', automatically.' },
});
