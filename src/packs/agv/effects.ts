import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import { refuse, type AppliedRule, type PackResult } from '../../lib/result';
import { agvPack } from './bundled';
import type { AgvPack } from './load';
import {
  AGV_CITES,
  AgvUnitTypeSchema,
  type AgvCiteKey,
  type AgvCover,
  type AgvFeature,
  type AgvHandToHand,
  type AgvRate,
  type AgvReading,
  type AgvReadingId,
  type AgvRule,
  type AgvUnitType,
} from './schema';

/** Open ground, accepted wherever a list of features is expected (seed 004 has no feature for it). */
export const AGV_CLEAR = 'clear';

/** What a rule did to an answer; the UI words it from the code. */
export type AgvAppliedCode =
  | 'prohibited' | 'halfRate' | 'notCumulative' | 'alongRoad' | 'special' | 'conditional'
  | 'cannotFire' | 'stopsFire' | 'cover' | 'noCover' | 'twoCoverFeatures' | 'notAllStandsCovered'
  | 'advantage' | 'noAdvantage' | 'fullyEngaged' | 'chargeProhibited';

/** One rule that shaped an answer: the data's words, its source, what it did and the feature it came from. */
export interface AgvApplied extends AppliedRule {
  code: AgvAppliedCode;
  feature?: string;
}

/** The kinds of movement a feature may rate differently (seed 004 How does terrain affect movement?). */
export const AGV_MOVE_KINDS = ['move', 'charge', 'intercept', 'counterCharge'] as const;
/** One kind of movement: moving, charging, intercepting or counter-charging. */
export type AgvMoveKind = (typeof AGV_MOVE_KINDS)[number];

/** Runs a pack function on the shipped data, or says the pack could not load. */
export function withBundled<T extends object>(run: (pack: AgvPack) => PackResult<T>): PackResult<T> {
  const load = agvPack();
  if (!load.ok) return refuse(`The A Great Victory! rules could not be loaded: ${load.error}`);
  return run(load.pack);
}

/** The readings with these ids, in the data's order. */
export function readingsOf(pack: AgvPack, ids: Iterable<AgvReadingId>): AgvReading[] {
  const wanted = new Set(ids);
  return pack.file.readings.filter((r) => wanted.has(r.id));
}

/** A general rule by its id (the schema makes sure the ids the engine cites exist). */
export function ruleById(list: readonly AgvRule[], id: string): AppliedRule {
  const r = list.find((x) => x.id === id) ?? list[0];
  return { rule: r.text, source: r.source };
}

/** The feature types of the pack (and `clear` when asked) as an input schema. */
export function featureTypeSchema(pack: AgvPack, withClear: boolean) {
  const ids = [...pack.features.keys(), ...(withClear ? [AGV_CLEAR] : [])];
  return z.enum(ids as [string, ...string[]]);
}

/** The sentence of a feature (or the feature it is treated as) that states an effect, if the data cites one. */
export function cite(pack: AgvPack, f: AgvFeature, key: (typeof AGV_CITES)[number]): AppliedRule | undefined {
  const index = f.cite?.[key];
  if (index !== undefined) return { rule: f.rules[index], source: f.source };
  const as = f.treatAs ? pack.features.get(f.treatAs) : undefined;
  return as && as !== f ? cite(pack, as, key) : undefined;
}

/** Each effect's citations for one unit type: the sentences that state it, none where the data cites none. */
export type AgvCited = Record<AgvCiteKey, AppliedRule[]>;

/**
 * The sentences of a feature that state each effect for a unit type, as the data cites them per unit type
 * (`units.<unit>.cite`); a feature treated as another without citations of its own uses that one's.
 */
export function citedFor(pack: AgvPack, f: AgvFeature | undefined, unit: AgvUnitType): AgvCited {
  const own = f?.units[unit].cite;
  const as = f?.treatAs ? pack.features.get(f.treatAs) : undefined;
  if (!own && as && as !== f) return citedFor(pack, as, unit);
  const said = (key: AgvCiteKey): AppliedRule[] => {
    const index = own?.[key];
    return f && index !== undefined ? [{ rule: f.rules[index], source: f.source }] : [];
  };
  return Object.fromEntries(AGV_CITES.map((key) => [key, said(key)])) as AgvCited;
}

/** Whether a feature is impassable to a unit: always, or only where the players marked it so (rough ground). */
export function isImpassable(f: AgvFeature, unit: AgvUnitType, marked: boolean): boolean {
  const rule = f.impassable;
  return !!rule && rule.to.includes(unit) && (!rule.condition || marked);
}

/** A unit's rate for one kind of movement in a feature, and the readings it needed. */
export function rateIn(f: AgvFeature, unit: AgvUnitType, kind: AgvMoveKind, marked = false): { rate: AgvRate; readings: AgvReadingId[] } {
  const u = f.units[unit];
  if (isImpassable(f, unit, marked) || u.enter === 'prohibited') {
    return { rate: 'prohibited', readings: kind === 'move' ? [] : ['enterProhibitedBarsCharge'] };
  }
  const chain: AgvMoveKind[] = kind === 'move' ? ['move'] : kind === 'counterCharge' ? ['counterCharge', 'charge', 'move'] : [kind, 'move'];
  const found = chain.findIndex((k) => u[k] !== undefined);
  if (found < 0) return { rate: 'normal', readings: [] };
  return { rate: u[chain[found]] as AgvRate, readings: found > 0 ? ['omittedRateFollowsMove'] : [] };
}

/** Refuses `impassable: true` on a feature the players cannot mark impassable (reading impassableRoughGroundOnly). */
export function checkMarkable(pack: AgvPack, type: string, marked: boolean | undefined, where: string): string | undefined {
  const f = pack.features.get(type);
  if (!marked || f?.impassable?.condition) return undefined;
  const markable = [...pack.features.values()].filter((x) => x.impassable?.condition).map((x) => x.name.toLowerCase());
  return `${where}: impassable: only ${markable.join(', ')} can be marked impassable, not ${f?.name.toLowerCase() ?? type}`;
}

/** What `featureEffects` answers: one feature's effects on one unit type. */
export interface AgvFeatureEffects {
  feature: string;
  name: string;
  type: 'general' | 'linear' | 'clear';
  unit: AgvUnitType;
  enter: 'allowed' | 'prohibited' | 'conditional';
  move: AgvRate;
  charge: AgvRate;
  intercept: AgvRate;
  counterCharge: AgvRate;
  /** Moving in it costs the half-rate penalty. */
  halfRate: boolean;
  impassable: boolean;
  /** The feature's cover as it applies to this unit type. */
  cover: AgvCover;
  handToHandAdvantage: AgvHandToHand;
  stopsFire: AgvFeature['stopsFire'];
  /** What the unit may do while interpenetrated with it; null where the seed is silent. */
  whileInterpenetrated: { mayRemain: boolean | null; mayFire: boolean | null; mayFightHandToHand: boolean | null; mayChargeOrIntercept: boolean | null };
  /**
   * The feature's sentences stating each effect for this unit type (seed 004): entering, moving, charging and
   * intercepting, charging while interpenetrated, firing while interpenetrated, stopping fire, cover and the
   * hand-to-hand advantage; empty where no sentence states it for this unit type.
   */
  cited: AgvCited;
  rules: AppliedRule[];
  readings: AgvReading[];
}

const EffectsInputSchema = (pack: AgvPack) =>
  z.strictObject({ feature: featureTypeSchema(pack, true), unit: AgvUnitTypeSchema, impassable: z.optional(z.boolean()) });

function clearEffects(pack: AgvPack, unit: AgvUnitType): AgvFeatureEffects {
  const none = { into: false, outOf: false, beyond: false };
  return {
    feature: AGV_CLEAR, name: pack.file.clear.name, type: 'clear', unit, enter: 'allowed',
    move: 'normal', charge: 'normal', intercept: 'normal', counterCharge: 'normal', halfRate: false, impassable: false,
    cover: { gives: false }, handToHandAdvantage: { gives: false }, stopsFire: { missile: none, artillery: none },
    whileInterpenetrated: { mayRemain: true, mayFire: true, mayFightHandToHand: true, mayChargeOrIntercept: true },
    cited: citedFor(pack, undefined, unit), rules: [], readings: readingsOf(pack, ['clearGround']),
  };
}

/** What a feature does to a unit type (seed 004 per-feature paragraphs), from the given pack. */
export function featureEffectsWith(pack: AgvPack, input: unknown): PackResult<AgvFeatureEffects> {
  const parsed = parseInput(EffectsInputSchema(pack), input, 'featureEffects');
  if (!parsed.ok) return parsed;
  const { feature, unit, impassable = false } = parsed.value;
  const problem = checkMarkable(pack, feature, impassable, 'featureEffects');
  if (problem) return refuse(problem);
  if (feature === AGV_CLEAR) return { ok: true, ...clearEffects(pack, unit) };
  const f = pack.features.get(feature) as AgvFeature;
  const u = f.units[unit];
  const readings = new Set<AgvReadingId>(f.impassable?.condition ? ['impassableRoughGroundOnly'] : []);
  const rate = (kind: AgvMoveKind) => {
    const r = rateIn(f, unit, kind, impassable);
    r.readings.forEach((id) => readings.add(id));
    return r.rate;
  };
  const blocked = isImpassable(f, unit, impassable);
  const as = f.treatAs ? pack.features.get(f.treatAs) : undefined;
  const rules: AppliedRule[] = [
    ...f.rules.map((rule) => ({ rule, source: f.source })),
    ...(as ? as.rules.map((rule) => ({ rule, source: as.source })) : []),
    ...u.notes.map((rule) => ({ rule, source: f.source })),
  ];
  if (blocked) rules.unshift(ruleById(pack.file.general.movement.rules, 'prohibited'));
  const [move, charge, intercept, counterCharge] = AGV_MOVE_KINDS.map(rate);
  return {
    ok: true, feature, name: f.name, type: f.type, unit,
    enter: blocked ? 'prohibited' : (u.enter ?? 'allowed'),
    move, charge, intercept, counterCharge, halfRate: move === 'halfRate', impassable: blocked,
    cover: { ...f.cover, gives: f.cover.gives && (!f.cover.onlyFor || f.cover.onlyFor.includes(unit)) },
    handToHandAdvantage: f.handToHandAdvantage, stopsFire: f.stopsFire,
    whileInterpenetrated: {
      mayRemain: u.mayRemainInterpenetrated ?? null,
      mayFire: u.mayFireWhileInterpenetrated ?? null,
      mayFightHandToHand: u.mayFightHandToHandWhileInterpenetrated ?? null,
      mayChargeOrIntercept: u.mayChargeOrInterceptWhileInterpenetrated ?? null,
    },
    cited: citedFor(pack, f, unit), rules, readings: readingsOf(pack, readings),
  };
}

/** What a feature does to a unit type (seed 004), from the shipped data. */
export function featureEffects(input: unknown): PackResult<AgvFeatureEffects> {
  return withBundled((pack) => featureEffectsWith(pack, input));
}

/** What `movementRate` answers: the rate for a unit interpenetrated with these features, and why. */
export interface AgvMovementRate {
  rate: 'normal' | 'halfRate' | 'prohibited';
  /** Cm of movement allowance per cm moved; null when the movement is prohibited. */
  costPerCm: number | null;
  applied: AgvApplied[];
  /** Rules to check on the table: bridge crossings, conditional entry. */
  notes: AgvApplied[];
  readings: AgvReading[];
}

const RateInputSchema = (pack: AgvPack) => {
  const type = featureTypeSchema(pack, true);
  const ref = z.union([type, z.strictObject({ type, impassable: z.optional(z.boolean()) })], {
    error: 'must be a feature type id or { type, impassable }',
  });
  return z.strictObject({ unit: AgvUnitTypeSchema, features: z.array(ref), kind: z.optional(z.enum(AGV_MOVE_KINDS)), alongRoad: z.optional(z.boolean()) });
};

/**
 * A unit's rate for one kind of movement while interpenetrated with these features (seed 004 How does terrain
 * affect movement?): prohibited by any, else half rate once if any slows it (not cumulative), else normal.
 */
export function movementRateWith(pack: AgvPack, input: unknown): PackResult<AgvMovementRate> {
  const parsed = parseInput(RateInputSchema(pack), input, 'movementRate');
  if (!parsed.ok) return parsed;
  const { unit, kind = 'move', alongRoad = false } = parsed.value;
  const refs = parsed.value.features.map((r) => (typeof r === 'string' ? { type: r, impassable: false } : { type: r.type, impassable: r.impassable ?? false }));
  for (const [i, r] of refs.entries()) {
    const problem = checkMarkable(pack, r.type, r.impassable, `movementRate: features[${i}]`);
    if (problem) return refuse(problem);
  }
  const m = pack.file.general.movement;
  const road = pack.features.get(pack.file.placement.roadCrossings[0]?.road ?? '');
  if (alongRoad && road) {
    const rule = cite(pack, road, 'move') ?? { rule: road.rules[0], source: road.source };
    return { ok: true, rate: 'normal', costPerCm: 1, applied: [{ code: 'alongRoad', feature: road.id, ...rule }], notes: [], readings: [] };
  }
  const applied: AgvApplied[] = [];
  const notes: AgvApplied[] = [];
  const readings = new Set<AgvReadingId>();
  let slowed = 0;
  let prohibited = false;
  for (const r of refs) {
    const f = pack.features.get(r.type);
    if (!f) continue;
    const { rate, readings: used } = rateIn(f, unit, kind, r.impassable);
    used.forEach((id) => readings.add(id));
    if (f.impassable?.condition) readings.add('impassableRoughGroundOnly');
    const said = (kind === 'move' ? undefined : cite(pack, f, 'charge')) ?? cite(pack, f, 'move');
    if (rate === 'prohibited') {
      prohibited = true;
      const why = kind === 'move' ? cite(pack, f, 'enter') : (cite(pack, f, 'charge') ?? cite(pack, f, 'enter'));
      applied.push({ code: 'prohibited', feature: f.id, ...(why ?? ruleById(m.rules, 'prohibited')) });
    } else if (rate === 'halfRate') {
      slowed += 1;
      applied.push({ code: 'halfRate', feature: f.id, ...(said ?? ruleById(m.rules, 'halfRate')) });
    } else if (rate === 'special') {
      notes.push({ code: 'special', feature: f.id, ...(said ?? { rule: f.rules[0], source: f.source }) });
    }
    if (f.units[unit].enter === 'conditional') f.units[unit].notes.forEach((rule) => notes.push({ code: 'conditional', feature: f.id, rule, source: f.source }));
  }
  if (!prohibited && slowed > 1 && !m.halfRateCumulative) applied.push({ code: 'notCumulative', ...ruleById(m.rules, 'notCumulative') });
  const cost = m.halfRateCumulative ? m.halfRateCmCostPerCm ** slowed : m.halfRateCmCostPerCm;
  const rate = prohibited ? 'prohibited' : slowed > 0 ? 'halfRate' : 'normal';
  return {
    ok: true, rate, costPerCm: rate === 'prohibited' ? null : rate === 'halfRate' ? cost : 1,
    applied: prohibited ? applied.filter((a) => a.code === 'prohibited') : applied, notes, readings: readingsOf(pack, readings),
  };
}

/** A unit's movement rate among features (seed 004), from the shipped data. */
export function movementRate(input: unknown): PackResult<AgvMovementRate> {
  return withBundled((pack) => movementRateWith(pack, input));
}
