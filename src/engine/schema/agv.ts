import { z } from 'zod';
import { IdSchema, SourceSchema } from './vocab';

/**
 * "A Great Victory!" terrain guidelines (seed 004).
 *
 * Conventions:
 * - An optional field left out means the seed says nothing about it for that feature or unit type.
 * - Lengths are in centimetres (`Cm`) or base widths, as the seed gives them.
 * - Anything that does not fit a structured field is kept, in the seed's words, in `rules`.
 */

/** The two basic terrain types (seed 004 opening). */
export const AGV_TERRAIN_TYPES = ['general', 'linear'] as const;
export const AgvTerrainTypeSchema = z.enum(AGV_TERRAIN_TYPES);
export type AgvTerrainType = z.infer<typeof AgvTerrainTypeSchema>;

/** The unit types the seed distinguishes. */
export const AGV_UNIT_TYPES = ['foot', 'mounted', 'elephants', 'artillery'] as const;
export const AgvUnitTypeSchema = z.enum(AGV_UNIT_TYPES);
export type AgvUnitType = z.infer<typeof AgvUnitTypeSchema>;

const Text = z.string().min(1);
const Rules = z.array(Text);

/** A rule in words with its citation. */
export const AgvRuleSchema = z.strictObject({ text: Text, source: SourceSchema });
export type AgvRule = z.infer<typeof AgvRuleSchema>;

/**
 * How a kind of movement is affected: `normal` (no effect), `halfRate` (2 cm of allowance per
 * 1 cm moved), `prohibited`, or `special` (allowed by a procedure given in the feature's rules).
 */
export const AgvRateSchema = z.enum(['normal', 'halfRate', 'prohibited', 'special']);
export type AgvRate = z.infer<typeof AgvRateSchema>;

/** One unit type's effects from a feature. Omitted fields: the seed is silent. */
export const AgvUnitEffectSchema = z
  .strictObject({
    /** May the unit enter / interpenetrate the feature at all; `conditional` needs a note. */
    enter: z.enum(['allowed', 'prohibited', 'conditional']).optional(),
    move: AgvRateSchema.optional(),
    charge: AgvRateSchema.optional(),
    intercept: AgvRateSchema.optional(),
    counterCharge: AgvRateSchema.optional(),
    /** May stop and remain interpenetrated with the feature. */
    mayRemainInterpenetrated: z.boolean().optional(),
    /** May fire while interpenetrated with the feature. */
    mayFireWhileInterpenetrated: z.boolean().optional(),
    /** May fight hand-to-hand combat while interpenetrated with the feature. */
    mayFightHandToHandWhileInterpenetrated: z.boolean().optional(),
    /** May charge or intercept while interpenetrated with the feature. */
    mayChargeOrInterceptWhileInterpenetrated: z.boolean().optional(),
    notes: Rules,
  })
  .superRefine((u, ctx) => {
    if (u.enter === 'conditional' && u.notes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'a conditional entry needs a note', path: ['notes'] });
    }
  });
export type AgvUnitEffect = z.infer<typeof AgvUnitEffectSchema>;

export const AgvUnitEffectsSchema = z.strictObject({
  foot: AgvUnitEffectSchema,
  mounted: AgvUnitEffectSchema,
  elephants: AgvUnitEffectSchema,
  artillery: AgvUnitEffectSchema,
});
export type AgvUnitEffects = z.infer<typeof AgvUnitEffectsSchema>;

/** Whether the feature stops fire (true) or not (false) in each direction; omitted: not stated. */
export const AgvFireDirectionsSchema = z.strictObject({
  /** At targets in / on the feature. */
  into: z.boolean().optional(),
  /** From units in / on the feature. */
  outOf: z.boolean().optional(),
  /** Across / over / through the feature at targets behind and beyond it (line of sight). */
  beyond: z.boolean().optional(),
});
export type AgvFireDirections = z.infer<typeof AgvFireDirectionsSchema>;

export const AgvStopsFireSchema = z.strictObject({
  missile: AgvFireDirectionsSchema,
  artillery: AgvFireDirectionsSchema,
});

export const AgvCoverSchema = z.strictObject({
  gives: z.boolean(),
  /** Kinds of fire it gives cover against; omitted: all fire. */
  against: z.array(z.enum(['missile', 'lightArtillery', 'artillery'])).optional(),
  /** Unit types that can claim it; omitted: all. */
  onlyFor: z.array(AgvUnitTypeSchema).optional(),
  condition: Text.optional(),
});
export type AgvCover = z.infer<typeof AgvCoverSchema>;

export const AgvHandToHandSchema = z.strictObject({
  gives: z.boolean(),
  /** Who gets the advantage: a unit defending the feature, or units outside it over units in it. */
  beneficiary: z.enum(['defender', 'unitsNotInFeature']).optional(),
});
export type AgvHandToHand = z.infer<typeof AgvHandToHandSchema>;

export const AgvImpassableSchema = z.strictObject({
  /** Unit types it is impassable to. */
  to: z.array(AgvUnitTypeSchema).min(1),
  /** Where it can still be crossed, e.g. "along roads through it". */
  except: Text,
  /** When the impassability applies, if not always. */
  condition: Text.optional(),
});

/** A feature's width as a multiple of a base width. */
export const AgvWidthSchema = z.strictObject({
  atMostBaseWidths: z.number().positive().optional(),
  moreThanBaseWidths: z.number().positive().optional(),
  exactlyBaseWidths: z.number().positive().optional(),
});

/** Placement limits for a feature, as numbers where the seed gives them. */
export const AgvPlacementSchema = z.strictObject({
  minAcrossCm: z.number().positive().optional(),
  maxAcrossCm: z.number().positive().optional(),
  /** Minimum distance between two features of this kind. */
  minApartCm: z.number().positive().optional(),
  width: AgvWidthSchema.optional(),
  /** A sub-kind that must be within `maxCm` of another feature (village churches near a village). */
  within: z
    .array(z.strictObject({ appliesTo: Text, of: IdSchema, maxCm: z.number().positive() }))
    .optional(),
  /** Features this one cannot be part of. */
  notPartOf: z.array(IdSchema).optional(),
  rules: Rules,
});
export type AgvPlacement = z.infer<typeof AgvPlacementSchema>;

export const AgvFeatureSchema = z.strictObject({
  id: IdSchema,
  name: Text,
  /** Other names the seed groups under this feature. */
  aliases: z.array(Text),
  type: AgvTerrainTypeSchema,
  /** Small individual structures (a general terrain sub-kind). */
  landmark: z.boolean(),
  description: Text,
  /** Treated exactly as another feature (fords as streams, earthworks as stone walls). */
  treatAs: IdSchema.optional(),
  impassable: AgvImpassableSchema.optional(),
  units: AgvUnitEffectsSchema,
  stopsFire: AgvStopsFireSchema,
  cover: AgvCoverSchema,
  handToHandAdvantage: AgvHandToHandSchema,
  /** Most units that can defend it at a time. */
  maxDefendingUnits: z.number().int().positive().optional(),
  placement: AgvPlacementSchema,
  rules: Rules,
  source: SourceSchema,
});
export type AgvFeature = z.infer<typeof AgvFeatureSchema>;

export const AgvMovementRulesSchema = z.strictObject({
  /** Half rate: this many cm of allowance are deducted per 1 cm moved. */
  halfRateCmCostPerCm: z.number().positive(),
  /** The kinds of movement the half rate applies to (the seed's list is "such as"). */
  halfRateAppliesTo: z.array(Text).min(1),
  halfRateCumulative: z.boolean(),
  rules: z.array(AgvRuleSchema),
});

export const AgvFireRulesSchema = z.strictObject({
  /** Every stand of the target unit that can be fired at must qualify for the unit to claim cover. */
  allStandsMustQualify: z.boolean(),
  /** Fire dice against a unit in cover are multiplied by this, then rounded. */
  coverDiceMultiplier: z.number().positive().max(1),
  rounding: z.enum(['down', 'up']),
  /** With this many or more cover-giving features in its zone of fire, a stand cannot fire at that enemy stand. */
  coverFeaturesThatBlockFire: z.number().int().positive(),
  /** Conditions, all required, for an enemy stand to be eligible for cover. */
  standCoverConditions: z.array(AgvRuleSchema).min(1),
  /** How cover-giving features affect firing into, through, out of or over them. */
  firingWithCoverFeatures: z.array(AgvRuleSchema).min(1),
  rules: z.array(AgvRuleSchema),
});

export const AgvHandToHandRulesSchema = z.strictObject({
  /** The charger's dice against a unit with the advantage are multiplied by this, then rounded. */
  chargerDiceMultiplier: z.number().positive().max(1),
  rounding: z.enum(['down', 'up']),
  /** How many hand-to-hand resolution phases the halving lasts (the very next one only). */
  phases: z.number().int().positive(),
  /** Halving repeats for each feature requiring it. */
  cumulative: z.boolean(),
  defendingGeneralConditions: z.array(AgvRuleSchema).min(1),
  defendingLinearConditions: z.array(AgvRuleSchema).min(1),
  rules: z.array(AgvRuleSchema),
});

export const AgvGeneralRulesSchema = z.strictObject({
  terrainTypes: z.array(
    z.strictObject({ id: AgvTerrainTypeSchema, name: Text, definition: Text, examples: z.array(Text), source: SourceSchema }),
  ),
  definitions: z.array(AgvRuleSchema),
  movement: AgvMovementRulesSchema,
  fire: AgvFireRulesSchema,
  handToHand: AgvHandToHandRulesSchema,
  formations: z.array(AgvRuleSchema),
  finally: z.array(AgvRuleSchema),
});

export const AgvOverlapSchema = z.strictObject({
  /** Features may overlap other features in general. */
  allowedByDefault: z.boolean(),
  /** Features nothing may overlap ... */
  noOverlapWith: z.array(IdSchema).min(1),
  /** ... except these. */
  except: z.array(IdSchema),
  examples: z.array(Text),
  source: SourceSchema,
});

/** What a road crossing a feature must be designated as. */
export const AgvRoadCrossingSchema = z.strictObject({
  crosses: z.array(IdSchema).min(1),
  designateAs: z.array(IdSchema).min(1),
  /** `beforePlay`: the players choose before play; `automatic`: no choice. */
  when: z.enum(['beforePlay', 'automatic']),
  source: SourceSchema,
});

export const AgvTerrainFileSchema = z
  .strictObject({
    system: z.literal('agv'),
    title: Text,
    source: SourceSchema,
    general: AgvGeneralRulesSchema,
    features: z.array(AgvFeatureSchema).min(1),
    placement: z.strictObject({
      overlap: AgvOverlapSchema,
      roadCrossings: z.array(AgvRoadCrossingSchema),
      /** Common-sense guidance, in words. */
      guidance: z.array(AgvRuleSchema),
    }),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    file.features.forEach((f, i) => {
      if (ids.has(f.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${f.id}`, path: ['features', i, 'id'] });
      ids.add(f.id);
    });
    const check = (id: string, path: (string | number)[]) => {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `unknown feature id ${id}`, path });
    };
    file.features.forEach((f, i) => {
      if (f.treatAs) check(f.treatAs, ['features', i, 'treatAs']);
      f.placement.within?.forEach((w, j) => check(w.of, ['features', i, 'placement', 'within', j, 'of']));
      f.placement.notPartOf?.forEach((p, j) => check(p, ['features', i, 'placement', 'notPartOf', j]));
    });
    const o = file.placement.overlap;
    [...o.noOverlapWith, ...o.except].forEach((id) => check(id, ['placement', 'overlap']));
    file.placement.roadCrossings.forEach((r, i) =>
      [...r.crosses, ...r.designateAs].forEach((id) => check(id, ['placement', 'roadCrossings', i])),
    );
  });
export type AgvTerrainFile = z.infer<typeof AgvTerrainFileSchema>;
