import { z } from '../../lib/zod';
import { ColourSchema, DensitySchema, SourceSchema } from './vocab';

/** What the compulsory terrain of a density must contain, by category (PBS 9.B). */
export const DemandSchema = z.strictObject({
  difficult: z.number().check(z.int(), z.minimum(0)),
  roughOrGood: z.number().check(z.int(), z.minimum(0)),
  any: z.number().check(z.int(), z.minimum(0)),
});
export type Demand = z.infer<typeof DemandSchema>;

export const DensityRuleSchema = z.strictObject({
  density: DensitySchema,
  compulsory: DemandSchema,
  optionalEach: z.number().check(z.int(), z.minimum(0)),
  impassableAllowed: z.boolean(),
  source: SourceSchema,
});
export type DensityRule = z.infer<typeof DensityRuleSchema>;

export const SectorSchema = z.enum(['left', 'centre', 'right']);
export type Sector = z.infer<typeof SectorSchema>;

/** One row of the placement die table: these faces put the piece wholly in this sector (PBS 9.E). */
export const PlacementRowSchema = z.strictObject({
  faces: z.array(z.number().check(z.int(), z.minimum(1), z.maximum(6))).check(z.minLength(1)),
  sector: SectorSchema,
  touchTableEdge: z.boolean(),
});

export const OUTCOMES = ['keep', 'move', 'pivot', 'remove'] as const;
export const OutcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** One row of the opponent's die: on this score or more he may also choose these outcomes. */
export const OpponentRowSchema = z.strictObject({
  min: z.number().check(z.int(), z.minimum(1), z.maximum(6)),
  outcome: OutcomeSchema,
  text: z.string(),
});

/** A step of the PBS card-difference table (PBS 8.D): squares and whether diagonal steps count. */
export const MoveRowSchema = z.strictObject({
  difference: z.number().check(z.int(), z.minimum(1)),
  squares: z.number().check(z.int(), z.minimum(1)),
  diagonal: z.boolean(),
  /** The line as the source prints it. */
  text: z.string(),
  /** Our clean reading where the source line is garbled ("2 BETTER = or 1 diagonal"); the app shows it, with the line one tap away. */
  reading: z.optional(z.string().check(z.minLength(1))),
});

const SizeSchema = z.strictObject({ min: z.number().check(z.positive()), max: z.number().check(z.positive()) });

/** The distances of the rules a table diagram needs (PBS 9.A-10.C; seed 002 terrain and deployment). */
export const TABLE_DISTANCE_KEYS = ['flankSector', 'deepWater', 'deploymentFromCentre', 'sideEdgeStrip', 'spacing', 'opponentMove', 'camp'] as const;
export const TableDistanceKeySchema = z.enum(TABLE_DISTANCE_KEYS);
export type TableDistanceKey = z.infer<typeof TableDistanceKeySchema>;

/**
 * One distance as printed (Maximus BW), whether a scale converts it (seed 002 stars the distances
 * "reduced to 2/3" for Magna) and how the app reads it.
 */
export const DistanceRowSchema = z.strictObject({
  key: TableDistanceKeySchema,
  printed: z.number().check(z.positive()),
  scaled: z.boolean(),
  text: z.string().check(z.minLength(1)),
  reading: z.string().check(z.minLength(1)),
  /** The distance is the same as another (2023: the side-edge strip is the unsecured flank sector), so a profile that changes that one changes this one too, unless it sets this one itself. */
  follows: z.optional(TableDistanceKeySchema),
  source: SourceSchema,
});
export type DistanceRow = z.infer<typeof DistanceRowSchema>;

/** Every procedural table of one edition of the MeG pre-battle, each with its source. */
export const EditionSchema = z.strictObject({
  id: z.enum(['2023', '2020']),
  name: z.string(),
  source: SourceSchema,
  territoryKind: z.enum(['maps', 'genericMap']),
  rollOff: z.strictObject({ tiesReroll: z.boolean(), interceptFace: z.literal('skull'), source: SourceSchema }),
  territoryContest: z.strictObject({
    /**
     * Whether a player holding a PBS card must play one in the contest (2020 "Each play first PBS card")
     * or may play none (2023 "optionally play 1 card"), with the words and their source.
     */
    play: z.strictObject({ compulsory: z.boolean(), text: z.string().check(z.minLength(1)), source: SourceSchema }),
    declineCountsAs: ColourSchema,
    tieGoesTo: z.literal('defender'),
    note: z.string(),
    assumption: z.boolean(),
    source: SourceSchema,
  }),
  /** Who places the army counter on the map (2023 PBS 8.C; 002 "Setting the location of the battle"). */
  counterPlacement: z.strictObject({ text: z.string().check(z.minLength(1)), source: SourceSchema }),
  march: z.strictObject({
    days: z.number().check(z.int(), z.minimum(1)),
    passCountsAs: ColourSchema,
    moves: z.array(MoveRowSchema).check(z.minLength(1)),
    mayMoveLess: z.boolean(),
    mayMoveLessNote: z.string(),
    source: SourceSchema,
  }),
  secureFlanks: z.strictObject({
    deepWaterMaxBw: z.number().check(z.positive()),
    deepWaterText: z.string(),
    piecesText: z.string(),
    opponentMayMove: z.boolean(),
    source: SourceSchema,
  }),
  density: z.array(DensityRuleSchema).check(z.length(5)),
  pieceSizes: z.strictObject({
    compulsory: SizeSchema,
    optional: SizeSchema,
    /** Secure-flank pieces, when a profile sizes them apart; otherwise they are sized as compulsory pieces. */
    flank: z.optional(SizeSchema),
    /** Whether a scale converts piece sizes (and the terrain types' own size caveats) like starred distances. */
    scaled: z.boolean(),
    reading: z.string().check(z.minLength(1)),
    source: SourceSchema,
  }),
  selection: z.strictObject({
    compulsory: z.literal('alternateDefenderFirst'),
    optional: z.enum(['defenderAllThenInvader', 'alternateDefenderFirst']),
    placement: z.literal('alternateDefenderFirst'),
    source: SourceSchema,
  }),
  placement: z.strictObject({
    flankSectorBw: z.number().check(z.positive()),
    perspective: z.string(),
    die: z.array(PlacementRowSchema).check(z.minLength(1)),
    spacingBw: z.nullable(z.number().check(z.positive())),
    spacingText: z.string(),
    source: SourceSchema,
  }),
  opponent: z.strictObject({ moveUpToBw: z.number().check(z.positive()), rows: z.array(OpponentRowSchema).check(z.minLength(1)), source: SourceSchema }),
  vitalSettlement: z.nullable(z.strictObject({ text: z.string(), source: SourceSchema })),
  scouting: z.strictObject({
    values: z.strictObject({ black: z.number(), white: z.number(), green: z.number(), yellow: z.number(), red: z.number() }),
    best: z.number().check(z.int(), z.minimum(1)),
    text: z.string(),
    source: SourceSchema,
  }),
  deployment: z.strictObject({
    minFromCentreBw: z.number().check(z.positive()),
    /** The deployment zone's line as the source prints it. */
    zoneText: z.string(),
    /** Our clean reading where that line is garbled (seed 002 "up ≥ 6BW"); the app shows it, with the line one tap away. */
    zoneReading: z.optional(z.string().check(z.minLength(1))),
    sideEdgeText: z.string(),
    campText: z.string(),
    firstText: z.string(),
    ambushText: z.string(),
    generalsText: z.string(),
    flankMarchText: z.string(),
    declareText: z.nullable(z.string()),
    /** The troops the edition's sheet names as deploying before all others, which the setup asks for (000 PBS 10.D; 002 Deployment Process). */
    firstTroops: z.array(z.enum(['batteries', 'barricades', 'battleWagons', 'redoubts', 'expendables'])).check(z.minLength(1)),
    /** The plan's closing instructions in the source's order, after the thirds (PBS 10.E-10.G): generals, the declaration (10.E), flank marches and ambush cards (10.F-10.G). */
    finalSteps: z.array(z.enum(['generals', 'flankMarches', 'declare'])).check(z.minLength(1)),
    unit: z.enum(['TuG', 'UG']),
    source: SourceSchema,
  }),
  preGameMoves: z.nullable(z.strictObject({ moves: z.array(z.string()).check(z.minLength(1)), source: SourceSchema })),
  /** Every distance of the table, once each; the loader checks them against the numbers above. */
  distances: z
    .array(DistanceRowSchema)
    .check(
      z.minLength(1),
      z.refine((rows) => new Set(rows.map((r) => r.key)).size === rows.length, { message: 'each distance key at most once' }),
    ),
  /** How the app reads what the seeds leave open; shown to players as assumptions. */
  readings: z.array(z.strictObject({ topic: z.string(), text: z.string(), source: SourceSchema })),
});
export type Edition = z.infer<typeof EditionSchema>;
