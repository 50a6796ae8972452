import { z } from '../../lib/zod';
import { CategorySchema, DensitySchema, IdSchema, SourceSchema } from './vocab';
import { ScaledTextSchema } from './scaledText';

/** What a PBS map square offers as secure flank (seed 000 PBS 9.A). */
export const FlankSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('deepWater') }),
  z.strictObject({ kind: z.literal('pieces'), options: z.array(IdSchema).check(z.minLength(1)) }),
]);
export type Flank = z.infer<typeof FlankSchema>;

export const SquareSchema = z.strictObject({ flank: FlankSchema, density: DensitySchema });
export type Square = z.infer<typeof SquareSchema>;

/** A status a piece may be declared at selection, e.g. "Up to 2 ... declared Dangerous". */
export const DeclarationSchema = z.strictObject({
  status: z.enum(['dangerous', 'impassable']),
  max: z.number().check(z.int(), z.minimum(1)),
  minimumSizeOnly: z.boolean(),
  effect: ScaledTextSchema,
});
export type Declaration = z.infer<typeof DeclarationSchema>;

/** How a terrain type departs from the normal placement dice (seed 000 terrain special rules). */
export const PlacementSchema = z.strictObject({
  /** May be placed without dicing contiguous to one of these, not straddling sectors. */
  contiguousWithoutDice: z.optional(z.array(IdSchema)),
  /** May be placed without dicing touching one of these (deep water is "deepWater"). */
  touchingWithoutDice: z.optional(z.array(IdSchema)),
  /** Only in a flank sector: the placement die's odd result means left, even right. */
  flankSectorOnly: z.optional(z.boolean()),
  /** Must be placed touching a table edge. */
  mustTouchTableEdge: z.optional(z.boolean()),
  /** The opponent may not move or pivot it, only remove it. */
  cannotBeMoved: z.optional(z.boolean()),
  /** Lost when the placement die sends it to the centre sector (2020 deep water, impassable hills). */
  lostInCentre: z.optional(z.boolean()),
  /** "May be placed within N BW of" another terrain (000 Waterside Orchards: of a Town feature), with the seed's words for the placement hint. */
  within: z.optional(z.strictObject({ terrain: z.array(IdSchema).check(z.minLength(1)), withinBw: z.number().check(z.positive()), text: ScaledTextSchema.check(z.minLength(1)) })),
});
export type Placement = z.infer<typeof PlacementSchema>;

/**
 * What a terrain type's own words say about its size and shape on the table (seed 000 terrain
 * types; seed 002 terrain table), transcribed from its description and special rules. Numbers are
 * printed Maximus BW; they convert with the piece sizes (edition `pieceSizes.scaled`).
 */
export const TerrainTableRulesSchema = z
  .strictObject({
    /** "Max size <= 6BW": fits within this many BW square, in place of the generic maximum. */
    maxSize: z.optional(z.number().check(z.positive())),
    /** "Larger Settlement >6-10 BW": does not fit within this many BW square. */
    largerThan: z.optional(z.number().check(z.positive())),
    /** "Can be no wider than 2BW": a watercourse's width, its short side. */
    maxWidth: z.optional(z.number().check(z.positive())),
    /** "Placed in a straight line from table-edge to another table-edge" (or "/Deep Water"). */
    edgeToEdge: z.optional(z.enum(['tableEdges', 'tableEdgesOrDeepWater'])),
    /** "May be placed touching deep water even if it extends into the central sector": touching one of these, it may reach into the centre sector. */
    intoCentreTouching: z.optional(z.array(IdSchema).check(z.minLength(1))),
    /** Other terrain may touch it at first placement (2020 spacing: "other than river/coast"). */
    spacingExempt: z.optional(z.boolean()),
    /** "May be placed touching, or superimposing onto, deep water" (000 Town): the only terrain that may lie on the deep water. */
    overDeepWater: z.optional(z.boolean()),
    /** The words these come from, distances as tokens (`ScaledTextSchema`). */
    text: ScaledTextSchema.check(z.minLength(1)),
    source: SourceSchema,
  })
  .check(
    z.refine((r) => r.largerThan === undefined || r.maxSize === undefined || r.largerThan < r.maxSize, {
      message: 'largerThan must be below maxSize',
    }),
    z.refine((r) => r.maxWidth === undefined || r.edgeToEdge !== undefined, {
      message: 'a maximum width belongs to a piece that runs edge to edge',
    }),
  );
export type TerrainTableRules = z.infer<typeof TerrainTableRulesSchema>;

export const TerrainSchema = z.strictObject({
  id: IdSchema,
  name: z.string().check(z.minLength(1)),
  category: CategorySchema,
  /** The seed's words; every distance is a token (`ScaledTextSchema`), said in the game's scale. */
  description: ScaledTextSchema,
  effects: ScaledTextSchema,
  specialRules: ScaledTextSchema,
  /** Runs edge to edge as a line (rivers, wadis). */
  linear: z.boolean(),
  placement: PlacementSchema,
  declarations: z.array(DeclarationSchema),
  /** Size and shape on the table, where the terrain type's own words set them. */
  tableRules: z.optional(TerrainTableRulesSchema),
  source: SourceSchema,
});
export type Terrain = z.infer<typeof TerrainSchema>;

/** "max N" or "max N including X": at most `max` pieces among `terrain`, counted together. */
export const CapSchema = z.strictObject({
  terrain: z.array(IdSchema).check(z.minLength(1)),
  max: z.number().check(z.int(), z.minimum(0)),
  source: SourceSchema,
});
export type Cap = z.infer<typeof CapSchema>;

/**
 * The place a camp option asks for (seed 000 territory special rules): touching the Deep Water flank
 * (Waterside), touching a table edge (Cultivated), touching a table edge in the defender's deployment zone (Forest, Jungle).
 */
export const CampConditionKindSchema = z.enum(['deepWaterFlank', 'tableEdge', 'tableEdgeInOwnZone']);
export type CampConditionKind = z.infer<typeof CampConditionKindSchema>;

/** A territory's special rule, structured so the engine can apply it, with the seed's words. */
export const SpecialRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('flankSubstitute'),
    substitute: IdSchema,
    replaces: z.array(IdSchema).check(z.minLength(1)),
    text: ScaledTextSchema,
    source: SourceSchema,
  }),
  z.strictObject({
    kind: z.literal('campIn'),
    terrain: z.array(IdSchema).check(z.minLength(1)),
    condition: z.string(),
    /** What the condition asks of the piece, so the app can decide it where it knows enough (issue 27). */
    conditionKind: CampConditionKindSchema,
    /** How the app reads the condition and when it asks the players instead. */
    conditionReading: z.string().check(z.minLength(1)),
    /** The rule goes on: "If the Defender does not take this option, then the Attacker can ..." */
    attackerFallback: z.boolean(),
    text: ScaledTextSchema,
    source: SourceSchema,
  }),
  z.strictObject({
    kind: z.literal('nearOwnKind'),
    terrain: z.array(IdSchema).check(z.minLength(1)),
    withinBw: z.number().check(z.positive()),
    text: ScaledTextSchema,
    source: SourceSchema,
  }),
  z.strictObject({
    kind: z.literal('contiguousWithoutDice'),
    terrain: z.array(IdSchema).check(z.minLength(1)),
    to: z.array(IdSchema).check(z.minLength(1)),
    text: ScaledTextSchema,
    source: SourceSchema,
  }),
]);
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;

/** One 2023 territory: its 5x5 PBS map (row 1 at the top as printed), special rules and terrain table. */
export const TerritorySchema = z.strictObject({
  id: IdSchema,
  name: z.string().check(z.minLength(1)),
  source: SourceSchema,
  weatherColumn: IdSchema,
  map: z.array(z.array(SquareSchema).check(z.length(5))).check(z.length(5)),
  specialRules: z.array(SpecialRuleSchema),
  terrain: z.array(TerrainSchema).check(z.minLength(1)),
  caps: z.array(CapSchema),
});
export type Territory = z.infer<typeof TerritorySchema>;
