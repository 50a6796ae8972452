import { z } from '../../lib/zod';
import { CategorySchema, DensitySchema, IdSchema, SourceSchema } from './vocab';
import { FlankSchema, TerrainTableRulesSchema } from './territory';
import { ScaledTextSchema } from './scaledText';

/**
 * The 2020 quick-reference-sheet edition of the MeG pre-battle (seeds 001 Pacto and 002 Maximus):
 * the terrain table with territory codes and the generic PBS map.
 *
 * Conventions:
 * - Text fields keep seed 002's (BW) wording; where 002 is garbled, seed 001 (HBW) is used and the
 *   entry's `note` says so.
 * - The G/R/D colour coding of the terrain table was lost in OCR, so every `category` is inferred
 *   (`categoryAssumed: true`) and `note` says from what.
 * - `assumption: true` marks any other value that is not in the seeds (the note says which).
 */

/** The seven 2020 territory types and their codes (seed 002 terrain table footer). */
export const QRS_TERRITORY_CODES = ['S', 'C', 'D', 'F', 'J', 'M', 'P'] as const;
export const QrsTerritoryCodeSchema = z.enum(QRS_TERRITORY_CODES);
export type QrsTerritoryCode = z.infer<typeof QrsTerritoryCodeSchema>;

export const QRS_TERRITORY_IDS = ['standard', 'coastal', 'desert', 'forest', 'jungle', 'mountains', 'plains'] as const;
export const QrsTerritoryIdSchema = z.enum(QRS_TERRITORY_IDS);
export type QrsTerritoryId = z.infer<typeof QrsTerritoryIdSchema>;

export const QrsTerritorySchema = z.strictObject({
  code: QrsTerritoryCodeSchema,
  id: QrsTerritoryIdSchema,
  name: z.string().check(z.minLength(1)),
  source: SourceSchema,
});
export type QrsTerritory = z.infer<typeof QrsTerritorySchema>;

/**
 * Where a terrain type may be chosen: in every territory, in the listed territories, only in
 * scenarios, or (terrained hills) wherever the Rough/Difficult terrain on its slopes is allowed.
 */
export const QrsTerrainTerritoriesSchema = z.union([
  z.tuple([z.literal('any')]),
  z.tuple([z.literal('scenarioOnly')]),
  z.tuple([z.literal('asTerrainAllowed')]),
  z.array(QrsTerritoryIdSchema).check(z.minLength(1)),
]);
export type QrsTerrainTerritories = z.infer<typeof QrsTerrainTerritoriesSchema>;

/** Seed 001's (Pacto) words for the fields where they differ from seed 002's in substance, with their source. */
export const QrsPactoWordingSchema = z
  .strictObject({
    description: z.optional(ScaledTextSchema),
    visibility: z.optional(ScaledTextSchema),
    cover: z.optional(ScaledTextSchema),
    specialRules: z.optional(ScaledTextSchema),
    note: z.string().check(z.minLength(1)),
    source: SourceSchema,
  })
  .check(
    z.refine((w) => w.source.startsWith('001 '), { message: 'the Pacto wording comes from source 001' }),
    z.refine((w) => [w.description, w.visibility, w.cover, w.specialRules].some((f) => f !== undefined), { message: 'a Pacto wording changes at least one field' }),
  );
export type QrsPactoWording = z.infer<typeof QrsPactoWordingSchema>;

export const QrsTerrainSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string().check(z.minLength(1)),
    territories: QrsTerrainTerritoriesSchema,
    /** Going category (G/R/D); inferred, see `categoryAssumed` and `note`. */
    category: CategorySchema,
    /** When the category depends on the piece (terrained hills take the slope terrain's category). */
    categoryOptions: z.optional(z.array(CategorySchema).check(z.minLength(2))),
    /** Nothing may enter it, even partially. */
    impassable: z.boolean(),
    categoryAssumed: z.boolean(),
    /** Some value other than the category is not in the seeds (the note says which). */
    assumption: z.boolean(),
    /** "May not go in centre (lost on a 3/4)": a placement die that sends it to the centre loses it. */
    lostInCentre: z.optional(z.boolean()),
    /** May also be used as an impassable secure flank (river/coast flanks, deep water). */
    impassableSecureFlank: z.optional(z.boolean()),
    /** Seed 002's words; every distance is a token (`ScaledTextSchema`), said in the game's scale. */
    description: ScaledTextSchema,
    visibility: ScaledTextSchema,
    cover: ScaledTextSchema,
    specialRules: ScaledTextSchema,
    /**
     * Where the Pacto sheet (seed 001) words a field differently in substance from seed 002 (Woods, Forest),
     * its words, which a Pacto game shows in place of 002's; `note` says what differs.
     */
    pactoWording: z.optional(QrsPactoWordingSchema),
    /** "A maximum of 1 per pre-laid town or village": at most one per pre-laid piece of these. */
    maxPerPlaced: z.optional(z.array(IdSchema).check(z.minLength(1))),
    /** Size and shape on the table, and spacing, where the sheet's words set them. */
    tableRules: z.optional(TerrainTableRulesSchema),
    /** "Nothing may go even partially within": no other piece may overlap it on the table, though it may touch it; the words and their source. */
    nothingWithin: z.optional(z.strictObject({ text: z.string().check(z.minLength(1)), source: SourceSchema })),
    note: z.string(),
    source: SourceSchema,
  })
  .check(z.refine((t) => !(t.categoryAssumed || t.assumption) || t.note.trim().length > 0, {
    message: 'an assumed value needs a note saying what was assumed and why',
  }));
export type QrsTerrain = z.infer<typeof QrsTerrainSchema>;

export const QrsTerrainTableSchema = z
  .strictObject({
    /** How the merged territory-code cells of seed 002 were read. */
    reading: z.string().check(z.minLength(1)),
    source: SourceSchema,
    territories: z.array(QrsTerritorySchema).check(z.length(7)),
    terrain: z.array(QrsTerrainSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((t) => new Set(t.territories.map((x) => x.code)).size === 7, { message: 'territory codes must be unique' }),
    z.refine((t) => new Set(t.terrain.map((x) => x.id)).size === t.terrain.length, { message: 'terrain ids must be unique' }),
    z.refine(
      (t) => {
        const ids = new Set(t.terrain.map((x) => x.id));
        return t.terrain.every((x) => (x.maxPerPlaced ?? []).every((id) => ids.has(id)));
      },
      { message: 'maxPerPlaced must name terrain in the table' },
    ),
  );
export type QrsTerrainTable = z.infer<typeof QrsTerrainTableSchema>;

/** Whether a terrain type may be chosen in a territory (scenario-only terrain never is). */
export function qrsTerrainAllowed(terrain: QrsTerrain, territory: QrsTerritoryId, table?: QrsTerrainTable): boolean {
  const [first] = terrain.territories;
  if (first === 'any') return true;
  if (first === 'scenarioOnly') return false;
  if (first === 'asTerrainAllowed') {
    // Terrained hills: allowed where some Rough or Difficult terrain (other than hills) is allowed.
    if (!table) return true;
    return table.terrain.some(
      (t) =>
        t.id !== terrain.id &&
        !t.impassable &&
        t.category !== 'good' &&
        t.territories[0] !== 'asTerrainAllowed' &&
        qrsTerrainAllowed(t, territory),
    );
  }
  return (terrain.territories as readonly string[]).includes(territory);
}

/** One row of the generic map's secure-flank axis: the best reading of a garbled block. */
export const QrsPbsRowSchema = z.strictObject({
  flank: FlankSchema,
  /** The words read for this row in seed 002. */
  printed: z.string().check(z.minLength(1)),
  verified: z.boolean(),
  note: z.string().check(z.minLength(1)),
});
export type QrsPbsRow = z.infer<typeof QrsPbsRowSchema>;

/** A code of the map legend, e.g. "P/D" = Plains or Desert. */
export const QrsMapLegendSchema = z.strictObject({
  code: z.string().check(z.minLength(1)),
  territories: z.array(QrsTerritoryIdSchema).check(z.minLength(1)),
});

/** "1 BETTER = 1 side-to-side" etc. (seed 002, beside the map). */
export const QrsCardDifferenceSchema = z.strictObject({
  better: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  printed: z.string().check(z.minLength(1)),
});

/** The 2020 generic PBS map (seed 002): rows are the secure-flank axis, columns the density axis. */
export const QrsPbsMapSchema = z
  .strictObject({
    verified: z.boolean(),
    note: z.string().check(z.minLength(1)),
    reading: z.string().check(z.minLength(1)),
    source: SourceSchema,
    /** Density of each column, left to right, from the header row. */
    columns: z.array(DensitySchema).check(z.length(5)),
    /** Secure flank of each row, row 1 at the top. */
    rows: z.array(QrsPbsRowSchema).check(z.length(5)),
    legend: z.array(QrsMapLegendSchema).check(z.minLength(1)),
    /** Each square's codes as printed (arrows dropped), row 1 at the top. */
    printedSquares: z.array(z.array(z.string().check(z.minLength(1))).check(z.length(5))).check(z.length(5)),
    /** Territories allowed on each square, row 1 at the top. */
    squares: z.array(z.array(z.array(QrsTerritoryIdSchema).check(z.minLength(1))).check(z.length(5))).check(z.length(5)),
    /** "Can move between top and bottom line." */
    wrapsTopBottom: z.boolean(),
    cardDifference: z.array(QrsCardDifferenceSchema).check(z.length(4)),
  })
  .check(z.refine((m) => m.verified || m.rows.every((r) => !r.verified) || m.note.length > 0, {
    message: 'an unverified map needs a note',
  }));
export type QrsPbsMap = z.infer<typeof QrsPbsMapSchema>;
