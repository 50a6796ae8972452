import { z } from '../../lib/zod';
import { IdSchema, SourceSchema } from '../../lib/vocab';

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

const Text = z.string().check(z.minLength(1));
const Rules = z.array(Text);

/** Our readings where seed 004 is silent or ambiguous; the pack's answers name the ones they rely on. */
export const AGV_READING_IDS = [
  'rotatedPieceSize',
  'linearCentreLine',
  'piecesTouching',
  'onTable',
  'fordPartOfWater',
  'watercoursesJoin',
  'roadCrossingDesignation',
  'impassableRoughGroundOnly',
  'clearGround',
  'omittedRateFollowsMove',
  'enterProhibitedBarsCharge',
  'chargerInFeatureChargesOut',
  'defenderMustBeAbleToEnter',
  'streamAdvantage',
  'lightArtilleryIsArtillery',
  'baseWidthAssumed',
  'linearDefaultWidth',
] as const;
export const AgvReadingIdSchema = z.enum(AGV_READING_IDS);
export type AgvReadingId = z.infer<typeof AgvReadingIdSchema>;
export const AgvReadingSchema = z.strictObject({ id: AgvReadingIdSchema, text: Text, source: SourceSchema });
export type AgvReading = z.infer<typeof AgvReadingSchema>;

/** A rule in words with its citation; the engine finds the rules it cites by `id`. */
export const AgvRuleSchema = z.strictObject({ id: z.optional(IdSchema), text: Text, source: SourceSchema });
export type AgvRule = z.infer<typeof AgvRuleSchema>;

/**
 * How a kind of movement is affected: `normal` (no effect), `halfRate` (2 cm of allowance per
 * 1 cm moved), `prohibited`, or `special` (allowed by a procedure given in the feature's rules).
 */
export const AgvRateSchema = z.enum(['normal', 'halfRate', 'prohibited', 'special']);
export type AgvRate = z.infer<typeof AgvRateSchema>;

/**
 * The effects a feature's `rules` sentence can be cited for: entering, moving, charging (and intercepting),
 * charging while interpenetrated, firing while interpenetrated, stopping fire, cover and the hand-to-hand advantage.
 */
export const AGV_CITES = ['enter', 'move', 'charge', 'chargeWhileIn', 'fire', 'stopsFire', 'cover', 'handToHand'] as const;
export type AgvCiteKey = (typeof AGV_CITES)[number];

/** Which sentence of a feature's `rules` (by index) states an effect; the file's check makes sure each exists. */
export const AgvCitesSchema = z.partialRecord(z.enum(AGV_CITES), z.number().check(z.int(), z.minimum(0)));
export type AgvCites = z.infer<typeof AgvCitesSchema>;

/** One unit type's effects from a feature. Omitted fields: the seed is silent. */
export const AgvUnitEffectSchema = z
  .strictObject({
    /** May the unit enter / interpenetrate the feature at all; `conditional` needs a note. */
    enter: z.optional(z.enum(['allowed', 'prohibited', 'conditional'])),
    move: z.optional(AgvRateSchema),
    charge: z.optional(AgvRateSchema),
    intercept: z.optional(AgvRateSchema),
    counterCharge: z.optional(AgvRateSchema),
    /** May stop and remain interpenetrated with the feature. */
    mayRemainInterpenetrated: z.optional(z.boolean()),
    /** May fire while interpenetrated with the feature. */
    mayFireWhileInterpenetrated: z.optional(z.boolean()),
    /** May fight hand-to-hand combat while interpenetrated with the feature. */
    mayFightHandToHandWhileInterpenetrated: z.optional(z.boolean()),
    /** May charge or intercept while interpenetrated with the feature. */
    mayChargeOrInterceptWhileInterpenetrated: z.optional(z.boolean()),
    /**
     * The sentence of the feature's `rules` that states each effect for this unit type; a key left out: no
     * sentence does (answers state the effect from the data). Omitted on a feature with `treatAs`: its target's.
     */
    cite: z.optional(AgvCitesSchema),
    notes: Rules,
  })
  .check(z.superRefine((u, ctx) => {
    if (u.enter === 'conditional' && u.notes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'a conditional entry needs a note', path: ['notes'] });
    }
  }));
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
  into: z.optional(z.boolean()),
  /** From units in / on the feature. */
  outOf: z.optional(z.boolean()),
  /** Across / over / through the feature at targets behind and beyond it (line of sight). */
  beyond: z.optional(z.boolean()),
});
export type AgvFireDirections = z.infer<typeof AgvFireDirectionsSchema>;

export const AgvStopsFireSchema = z.strictObject({
  missile: AgvFireDirectionsSchema,
  artillery: AgvFireDirectionsSchema,
});

export const AgvCoverSchema = z.strictObject({
  gives: z.boolean(),
  /** Kinds of fire it gives cover against; omitted: all fire. */
  against: z.optional(z.array(z.enum(['missile', 'lightArtillery', 'artillery']))),
  /** Unit types that can claim it; omitted: all. */
  onlyFor: z.optional(z.array(AgvUnitTypeSchema)),
  /** Only stands interpenetrated with the feature can claim it (ditches). */
  onlyWhenInterpenetrated: z.optional(z.boolean()),
  condition: z.optional(Text),
});
export type AgvCover = z.infer<typeof AgvCoverSchema>;

export const AgvHandToHandSchema = z.strictObject({
  gives: z.boolean(),
  /** Who gets the advantage: a unit defending the feature, or units outside it over units in it. */
  beneficiary: z.optional(z.enum(['defender', 'unitsNotInFeature'])),
});
export type AgvHandToHand = z.infer<typeof AgvHandToHandSchema>;

export const AgvImpassableSchema = z.strictObject({
  /** Unit types it is impassable to. */
  to: z.array(AgvUnitTypeSchema).check(z.minLength(1)),
  /** Where it can still be crossed, e.g. "along roads through it". */
  except: Text,
  /** When the impassability applies, if not always. */
  condition: z.optional(Text),
});

/** A feature's width as a multiple of a base width. */
export const AgvWidthSchema = z.strictObject({
  atMostBaseWidths: z.optional(z.number().check(z.positive())),
  moreThanBaseWidths: z.optional(z.number().check(z.positive())),
  exactlyBaseWidths: z.optional(z.number().check(z.positive())),
  /** The width a piece drawn without one is read as, in base widths (reading `linearDefaultWidth`). */
  defaultBaseWidths: z.optional(z.number().check(z.positive())),
});

/** Placement limits for a feature, as numbers where the seed gives them. */
export const AgvPlacementSchema = z.strictObject({
  minAcrossCm: z.optional(z.number().check(z.positive())),
  maxAcrossCm: z.optional(z.number().check(z.positive())),
  /** Minimum distance between two features of this kind. */
  minApartCm: z.optional(z.number().check(z.positive())),
  width: z.optional(AgvWidthSchema),
  /** A sub-kind that must be within `maxCm` of another feature (village churches near a village). */
  within: z.optional(z.array(z.strictObject({ appliesTo: Text, of: IdSchema, maxCm: z.number().check(z.positive()) }))),
  /** Features this one cannot be part of. */
  notPartOf: z.optional(z.array(IdSchema)),
  /** The `within` limits bind only pieces marked with this flag (a landmark marked as a village church). */
  withinFlag: z.optional(z.enum(['church'])),
  /** The seed's words for each limit, quoted when a layout breaks it. */
  quotes: z.optional(
    z.strictObject({ across: z.optional(Text), apart: z.optional(Text), notPartOf: z.optional(Text), within: z.optional(Text), width: z.optional(Text) }),
  ),
  rules: Rules,
});
export type AgvPlacement = z.infer<typeof AgvPlacementSchema>;

export const AgvFeatureSchema = z.strictObject({
  id: IdSchema,
  name: Text,
  /** One piece of it, for messages ("Wood w1"); `name` when omitted. */
  singular: z.optional(Text),
  /** Other names the seed groups under this feature. */
  aliases: z.array(Text),
  type: AgvTerrainTypeSchema,
  /** Small individual structures (a general terrain sub-kind). */
  landmark: z.boolean(),
  description: Text,
  /** Treated exactly as another feature (fords as streams, earthworks as stone walls). */
  treatAs: z.optional(IdSchema),
  impassable: z.optional(AgvImpassableSchema),
  units: AgvUnitEffectsSchema,
  stopsFire: AgvStopsFireSchema,
  cover: AgvCoverSchema,
  handToHandAdvantage: AgvHandToHandSchema,
  /** Most units that can defend it at a time. */
  maxDefendingUnits: z.optional(z.number().check(z.int(), z.positive())),
  placement: AgvPlacementSchema,
  rules: Rules,
  /** Which sentence of `rules` (by index) states each effect for any unit type, so answers quote it. */
  cite: z.optional(AgvCitesSchema),
  source: SourceSchema,
});
export type AgvFeature = z.infer<typeof AgvFeatureSchema>;

export const AgvMovementRulesSchema = z.strictObject({
  /** Half rate: this many cm of allowance are deducted per 1 cm moved. */
  halfRateCmCostPerCm: z.number().check(z.positive()),
  /** The kinds of movement the half rate applies to (the seed's list is "such as"). */
  halfRateAppliesTo: z.array(Text).check(z.minLength(1)),
  halfRateCumulative: z.boolean(),
  rules: z.array(AgvRuleSchema),
});

export const AgvFireRulesSchema = z.strictObject({
  /** Every stand of the target unit that can be fired at must qualify for the unit to claim cover. */
  allStandsMustQualify: z.boolean(),
  /** Fire dice against a unit in cover are multiplied by this, then rounded. */
  coverDiceMultiplier: z.number().check(z.positive(), z.maximum(1)),
  rounding: z.enum(['down', 'up']),
  /** With this many or more cover-giving features in its zone of fire, a stand cannot fire at that enemy stand. */
  coverFeaturesThatBlockFire: z.number().check(z.int(), z.positive()),
  /** Conditions, all required, for an enemy stand to be eligible for cover. */
  standCoverConditions: z.array(AgvRuleSchema).check(z.minLength(1)),
  /** How cover-giving features affect firing into, through, out of or over them. */
  firingWithCoverFeatures: z.array(AgvRuleSchema).check(z.minLength(1)),
  rules: z.array(AgvRuleSchema),
});

export const AgvHandToHandRulesSchema = z.strictObject({
  /** The charger's dice against a unit with the advantage are multiplied by this, then rounded. */
  chargerDiceMultiplier: z.number().check(z.positive(), z.maximum(1)),
  rounding: z.enum(['down', 'up']),
  /** How many hand-to-hand resolution phases the halving lasts (the very next one only). */
  phases: z.number().check(z.int(), z.positive()),
  /** Halving repeats for each feature requiring it. */
  cumulative: z.boolean(),
  defendingGeneralConditions: z.array(AgvRuleSchema).check(z.minLength(1)),
  defendingLinearConditions: z.array(AgvRuleSchema).check(z.minLength(1)),
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
  noOverlapWith: z.array(IdSchema).check(z.minLength(1)),
  /** ... except these. */
  except: z.array(IdSchema),
  /** The seed's words, quoted when a layout breaks the rule. */
  rule: Text,
  /** Our readings of features that may meet those features anyway (a ford is part of its river). */
  joins: z.array(z.strictObject({ features: z.array(IdSchema).check(z.minLength(1)), with: z.array(IdSchema).check(z.minLength(1)), reading: AgvReadingIdSchema })),
  examples: z.array(Text),
  source: SourceSchema,
});

/** What a road crossing a feature must be designated as. */
export const AgvRoadCrossingSchema = z.strictObject({
  /** The feature that crosses (roads). */
  road: IdSchema,
  crosses: z.array(IdSchema).check(z.minLength(1)),
  designateAs: z.array(IdSchema).check(z.minLength(1)),
  /** `beforePlay`: the players choose before play; `automatic`: no choice. */
  when: z.enum(['beforePlay', 'automatic']),
  /** The seed's words, quoted when a layout breaks the rule. */
  rule: Text,
  source: SourceSchema,
});

export const AgvTerrainFileSchema = z
  .strictObject({
    system: z.literal('agv'),
    title: Text,
    source: SourceSchema,
    general: AgvGeneralRulesSchema,
    features: z.array(AgvFeatureSchema).check(z.minLength(1)),
    /** Open ground, where no feature lies. */
    clear: z.strictObject({ name: Text, description: Text }),
    readings: z.array(AgvReadingSchema),
    placement: z.strictObject({
      overlap: AgvOverlapSchema,
      roadCrossings: z.array(AgvRoadCrossingSchema),
      /** Common-sense guidance, in words. */
      guidance: z.array(AgvRuleSchema),
      /** The base width a layout assumes until the players give theirs: the seed gives none (its reading says so). */
      baseWidth: z.strictObject({ defaultCm: z.number().check(z.positive()), reading: AgvReadingIdSchema }),
    }),
  })
  .check(z.superRefine((file, ctx) => {
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
      const p = f.placement;
      const quote = (limit: unknown, key: 'across' | 'apart' | 'notPartOf' | 'within') => {
        if (limit !== undefined && !p.quotes?.[key]) {
          ctx.addIssue({ code: 'custom', message: `a ${key} limit needs the seed's words in quotes.${key}`, path: ['features', i, 'placement', 'quotes'] });
        }
      };
      quote(p.minAcrossCm ?? p.maxAcrossCm, 'across');
      quote(p.minApartCm, 'apart');
      quote(p.notPartOf, 'notPartOf');
      quote(p.within, 'within');
      if (p.width && !p.quotes?.width) ctx.addIssue({ code: 'custom', message: "a width limit needs the seed's words in quotes.width", path: ['features', i, 'placement', 'quotes'] });
      const cites = (cite: AgvCites | undefined, path: (string | number)[]) =>
        Object.entries(cite ?? {}).forEach(([key, index]) => {
          if (index >= f.rules.length) ctx.addIssue({ code: 'custom', message: `no rule ${index} to cite`, path: [...path, key] });
        });
      cites(f.cite, ['features', i, 'cite']);
      AGV_UNIT_TYPES.forEach((unit) => cites(f.units[unit].cite, ['features', i, 'units', unit, 'cite']));
    });
    const needRules = (list: AgvRule[], ids: string[], path: string[]) =>
      ids.forEach((id) => {
        if (!list.some((r) => r.id === id)) ctx.addIssue({ code: 'custom', message: `missing the rule with id ${id}`, path });
      });
    const g = file.general;
    needRules(g.movement.rules, ['prohibited', 'halfRate', 'notCumulative'], ['general', 'movement', 'rules']);
    needRules(g.fire.rules, ['allStands', 'twoFeatures', 'halfDice'], ['general', 'fire', 'rules']);
    needRules(g.handToHand.rules, ['halfDice', 'cumulative', 'fullyEngaged'], ['general', 'handToHand', 'rules']);
    for (const id of AGV_READING_IDS) {
      if (file.readings.filter((r) => r.id === id).length !== 1) {
        ctx.addIssue({ code: 'custom', message: `reading ${id} must appear exactly once`, path: ['readings'] });
      }
    }
    const o = file.placement.overlap;
    [...o.noOverlapWith, ...o.except].forEach((id) => check(id, ['placement', 'overlap']));
    o.joins.forEach((j, i) => [...j.features, ...j.with].forEach((id) => check(id, ['placement', 'overlap', 'joins', i])));
    file.placement.roadCrossings.forEach((r, i) =>
      [r.road, ...r.crosses, ...r.designateAs].forEach((id) => check(id, ['placement', 'roadCrossings', i])),
    );
  }));
export type AgvTerrainFile = z.infer<typeof AgvTerrainFileSchema>;
