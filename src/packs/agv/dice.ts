import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import { refuse, type AppliedRule, type PackResult } from '../../lib/result';
import { AGV_CLEAR, cite, featureTypeSchema, rateIn, readingsOf, ruleById, withBundled, type AgvApplied } from './effects';
import type { AgvPack } from './load';
import { AgvUnitTypeSchema, type AgvFeature, type AgvReading, type AgvReadingId } from './schema';

/** The kinds of fire the seed tells apart (stone walls cover against missile and light artillery fire). */
export const AGV_FIRE_KINDS = ['missile', 'lightArtillery', 'artillery'] as const;
/** One kind of fire: missile, light artillery or (other) artillery. */
export type AgvFireKind = (typeof AGV_FIRE_KINDS)[number];

/** Dice times a multiplier, rounded as the data says (seed 004: "round fractions down"). */
export function scaleDice(dice: number, multiplier: number, rounding: 'down' | 'up'): number {
  const exact = dice * multiplier;
  return rounding === 'down' ? Math.floor(exact + 1e-9) : Math.ceil(exact - 1e-9);
}

const Dice = z.number().check(z.int('must be a whole number of dice'), z.minimum(0, 'must be 0 or more dice'));
const lookup = (pack: AgvPack, id: string) => (id === AGV_CLEAR ? undefined : pack.features.get(id));
const fallback = (f: AgvFeature): AppliedRule => ({ rule: f.rules[0] ?? f.description, source: f.source });

/** What `fireDice` answers: the dice after terrain, whether the stand may fire, and why. */
export interface AgvFireDice {
  dice: number;
  mayFire: boolean;
  fire: AgvFireKind;
  /** The target unit can claim cover. */
  covered: boolean;
  /** Features counted as giving cover against this fire. */
  coverCount: number;
  applied: AgvApplied[];
  readings: AgvReading[];
}

const FireInputSchema = (pack: AgvPack) => {
  const types = z.array(featureTypeSchema(pack, true));
  return z.strictObject({
    dice: Dice,
    firer: AgvUnitTypeSchema,
    fire: z.optional(z.enum(AGV_FIRE_KINDS)),
    target: z.optional(AgvUnitTypeSchema),
    /** Cover features in the firing stand's zone of fire, between it and the target, that the firer is not touching. */
    coverFeatures: types,
    allStandsCovered: z.optional(z.boolean()),
    /** Features the firing stand is interpenetrated with. */
    firerIn: z.optional(types),
    /** Features the target stands are interpenetrated with. */
    targetIn: z.optional(types),
    /** Features the target is behind and beyond. */
    beyond: z.optional(types),
  });
};

/**
 * Fire dice after terrain (seed 004 How does terrain affect firing?): stands barred from firing where they stand,
 * fire stopped by features the target is beyond, no fire past two cover features, half dice (down) behind one.
 */
export function fireDiceWith(pack: AgvPack, input: unknown): PackResult<AgvFireDice> {
  const parsed = parseInput(FireInputSchema(pack), input, 'fireDice');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const fire: AgvFireKind = v.fire ?? (v.firer === 'artillery' ? 'artillery' : 'missile');
  if ((v.firer === 'artillery') !== (fire !== 'missile')) {
    return refuse(`fireDice: fire: ${v.firer} cannot shoot ${fire} fire (artillery fires artillery or lightArtillery, other units missile)`);
  }
  const rules = pack.file.general.fire;
  const stopKey = fire === 'missile' ? 'missile' : 'artillery';
  const applied: AgvApplied[] = [];
  const readings = new Set<AgvReadingId>(fire === 'lightArtillery' ? ['lightArtilleryIsArtillery'] : []);
  const stop = (code: 'cannotFire' | 'stopsFire', f: AgvFeature, key: 'fire' | 'stopsFire') =>
    applied.push({ code, feature: f.id, ...(cite(pack, f, key) ?? fallback(f)) });
  for (const f of (v.firerIn ?? []).map((id) => lookup(pack, id))) {
    if (f?.units[v.firer].mayFireWhileInterpenetrated === false) stop('cannotFire', f, 'fire');
    else if (f?.stopsFire[stopKey].outOf === true) stop('stopsFire', f, 'stopsFire');
  }
  for (const f of (v.targetIn ?? []).map((id) => lookup(pack, id))) if (f?.stopsFire[stopKey].into === true) stop('stopsFire', f, 'stopsFire');
  for (const f of (v.beyond ?? []).map((id) => lookup(pack, id))) if (f?.stopsFire[stopKey].beyond === true) stop('stopsFire', f, 'stopsFire');

  const covering: AgvFeature[] = [];
  for (const f of v.coverFeatures.map((id) => lookup(pack, id))) {
    if (!f) continue;
    const c = f.cover;
    const against = !c.against || c.against.includes(fire) || (fire === 'lightArtillery' && c.against.includes('artillery'));
    const forTarget = !c.onlyFor || (v.target !== undefined && c.onlyFor.includes(v.target));
    const inIt = !c.onlyWhenInterpenetrated || (v.targetIn ?? []).includes(f.id);
    if (c.gives && against && forTarget && inIt) covering.push(f);
    else {
      const none = ruleById(rules.standCoverConditions, 'inZone');
      applied.push({ code: 'noCover', feature: f.id, ...(c.gives ? (cite(pack, f, 'cover') ?? none) : none) });
    }
  }
  const blocked = applied.some((a) => a.code === 'cannotFire' || a.code === 'stopsFire');
  const twoOrMore = covering.length >= rules.coverFeaturesThatBlockFire;
  if (twoOrMore) applied.push({ code: 'twoCoverFeatures', ...ruleById(rules.rules, 'twoFeatures') });
  const covered = covering.length > 0 && (v.allStandsCovered ?? true);
  if (covering.length > 0 && !covered) applied.push({ code: 'notAllStandsCovered', ...ruleById(rules.rules, 'allStands') });
  if (covered && !twoOrMore) {
    covering.forEach((f) => applied.push({ code: 'cover', feature: f.id, ...(cite(pack, f, 'cover') ?? fallback(f)) }));
    applied.push({ code: 'cover', ...ruleById(rules.rules, 'halfDice') });
  }
  const mayFire = !blocked && !twoOrMore;
  const dice = !mayFire ? 0 : covered ? scaleDice(v.dice, rules.coverDiceMultiplier, rules.rounding) : v.dice;
  return { ok: true, dice, mayFire, fire, covered, coverCount: covering.length, applied, readings: readingsOf(pack, readings) };
}

/** Fire dice after terrain (seed 004), from the shipped data. */
export function fireDice(input: unknown): PackResult<AgvFireDice> {
  return withBundled((pack) => fireDiceWith(pack, input));
}

/** What `meleeDice` answers: the charger's dice after the defender's advantages, whether it may charge, and why. */
export interface AgvMeleeDice {
  dice: number;
  mayCharge: boolean;
  /** Hand-to-hand advantages the defender claims (each halves the dice in the first round). */
  advantages: number;
  applied: AgvApplied[];
  /** Rules to check on the table (bridges). */
  notes: AgvApplied[];
  readings: AgvReading[];
}

const MeleeInputSchema = (pack: AgvPack) => {
  const types = z.array(featureTypeSchema(pack, true));
  return z.strictObject({
    dice: Dice,
    charger: AgvUnitTypeSchema,
    defender: z.optional(AgvUnitTypeSchema),
    /** Features the defender is defending: in or in contact with them, and the charge came over or through them. */
    defending: types,
    round: z.optional(z.enum(['first', 'later'])),
    /** Other features the charge went into, through or out of. */
    chargedThrough: z.optional(types),
    /** Features the charger is interpenetrated with (it charges out of them). */
    chargerIn: z.optional(types),
    /** Features the defender is interpenetrated with (for streams). */
    defenderIn: z.optional(types),
  });
};

/**
 * The charger's hand-to-hand dice (seed 004 How does terrain affect hand-to-hand combat?): halved, rounded down,
 * for each feature giving the defender the advantage, first round only; and whether the charge is allowed at all.
 */
export function meleeDiceWith(pack: AgvPack, input: unknown): PackResult<AgvMeleeDice> {
  const parsed = parseInput(MeleeInputSchema(pack), input, 'meleeDice');
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  const h = pack.file.general.handToHand;
  const applied: AgvApplied[] = [];
  const notes: AgvApplied[] = [];
  const readings = new Set<AgvReadingId>();
  const chargerIn = v.chargerIn ?? [];
  const defenderIn = v.defenderIn ?? [];
  const crossed = [...v.defending, ...(v.chargedThrough ?? []), ...chargerIn];
  for (const f of new Set(crossed.map((id) => lookup(pack, id)))) {
    if (!f) continue;
    const { rate, readings: used } = rateIn(f, v.charger, 'charge');
    const out = chargerIn.includes(f.id);
    const stuck = out && f.units[v.charger].mayChargeOrInterceptWhileInterpenetrated === false;
    if (out) readings.add('chargerInFeatureChargesOut');
    if (rate === 'prohibited' || stuck) {
      used.forEach((id) => readings.add(id));
      const said = (stuck ? cite(pack, f, 'chargeWhileIn') : undefined) ?? cite(pack, f, 'charge') ?? cite(pack, f, 'enter');
      applied.push({ code: 'chargeProhibited', feature: f.id, ...(said ?? ruleById(pack.file.general.movement.rules, 'prohibited')) });
    } else if (rate === 'special') notes.push({ code: 'special', feature: f.id, ...(cite(pack, f, 'charge') ?? fallback(f)) });
  }
  const claims: AgvApplied[] = [];
  for (const f of v.defending.map((id) => lookup(pack, id))) {
    if (!f) continue;
    const adv = f.handToHandAdvantage;
    const said = cite(pack, f, 'handToHand') ?? ruleById(h.rules, 'advantage');
    const cannotBeIn = v.defender !== undefined && rateIn(f, v.defender, 'move').rate === 'prohibited';
    if (!adv.gives || adv.beneficiary === 'unitsNotInFeature' || cannotBeIn) {
      if (adv.beneficiary === 'unitsNotInFeature') readings.add('streamAdvantage');
      if (cannotBeIn && adv.gives) readings.add('defenderMustBeAbleToEnter');
      applied.push({ code: 'noAdvantage', feature: f.id, ...said });
    } else claims.push({ code: 'advantage', feature: f.id, ...said });
  }
  for (const f of [...pack.features.values()].filter((x) => x.handToHandAdvantage.beneficiary === 'unitsNotInFeature')) {
    const [cIn, dIn] = [chargerIn.includes(f.id), defenderIn.includes(f.id)];
    if (cIn === dIn) continue;
    readings.add('streamAdvantage');
    const said = cite(pack, f, 'handToHand') ?? fallback(f);
    (cIn ? claims : applied).push({ code: cIn ? 'advantage' : 'noAdvantage', feature: f.id, ...said });
  }
  const first = (v.round ?? 'first') === 'first' && h.phases >= 1;
  let dice = v.dice;
  if (first) {
    const times = h.cumulative ? claims.length : Math.min(1, claims.length);
    for (let i = 0; i < times; i += 1) dice = scaleDice(dice, h.chargerDiceMultiplier, h.rounding);
    applied.push(...claims);
    if (claims.length > 0) applied.push({ code: 'advantage', ...ruleById(h.rules, 'halfDice') });
    if (claims.length > 1 && h.cumulative) applied.push({ code: 'advantage', ...ruleById(h.rules, 'cumulative') });
  } else if (claims.length > 0) applied.push({ code: 'fullyEngaged', ...ruleById(h.rules, 'fullyEngaged') });
  const mayCharge = !applied.some((a) => a.code === 'chargeProhibited');
  return { ok: true, dice, mayCharge, advantages: first ? claims.length : 0, applied, notes, readings: readingsOf(pack, readings) };
}

/** The charger's hand-to-hand dice after terrain (seed 004), from the shipped data. */
export function meleeDice(input: unknown): PackResult<AgvMeleeDice> {
  return withBundled((pack) => meleeDiceWith(pack, input));
}
