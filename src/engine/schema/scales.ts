import { z } from '../../lib/zod';
import { IdSchema, SourceSchema } from './vocab';

/**
 * Game scales (seed 002 notes under the pre-battle system; seed 001 is the Pacto sheet in HBW).
 * Distances and sizes in the rules are written for Maximus in BW; `factor` and `rounding` turn a
 * printed number into the scale's number, in `unit`. Table sizes are not in the seeds: every table
 * is an editable default flagged `assumption: true`, and so is its base width.
 */

export const SCALE_IDS = ['maximus', 'magna', 'pacto'] as const;
export const ScaleIdSchema = z.enum(SCALE_IDS);
export type ScaleId = z.infer<typeof ScaleIdSchema>;

export const FactorSchema = z.strictObject({
  numerator: z.number().check(z.int(), z.positive()),
  denominator: z.number().check(z.int(), z.positive()),
});
export type Factor = z.infer<typeof FactorSchema>;

export const TableSizeSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string().check(z.minLength(1)),
    widthCm: z.number().check(z.positive()),
    depthCm: z.number().check(z.positive()),
    /** Width of one base (BW) in millimetres; not in the seeds, so an editable default (see `note`). */
    baseWidthMm: z.number().check(z.positive()),
    assumption: z.boolean(),
    note: z.string(),
  })
  .check(z.refine((t) => !t.assumption || t.note.length > 0, { message: 'an assumed table size needs a note' }));
export type TableSize = z.infer<typeof TableSizeSchema>;

export const ScaleSchema = z
  .strictObject({
    id: ScaleIdSchema,
    name: z.string().check(z.minLength(1)),
    unit: z.enum(['BW', 'HBW']),
    factor: FactorSchema,
    rounding: z.enum(['none', 'up']),
    note: z.string().check(z.minLength(1)),
    source: SourceSchema,
    /**
     * How the scale reads a distance its own sheet prints in BW where it prints its unit everywhere else
     * (the Pacto sheet's weather "visibility 4BW"; a token marked `|pactoPrintsBw`). Shown beside such a distance.
     */
    printedBwReading: z.optional(z.strictObject({ text: z.string().check(z.minLength(1)), source: SourceSchema })),
    tables: z.array(TableSizeSchema).check(z.minLength(1)),
    defaultTable: IdSchema,
  })
  .check(z.refine((s) => s.tables.some((t) => t.id === s.defaultTable), { message: 'defaultTable must name one of tables' }));
export type Scale = z.infer<typeof ScaleSchema>;

export const ScalesSchema = z
  .strictObject({ scales: z.array(ScaleSchema).check(z.length(3)) })
  .check(z.refine((s) => new Set(s.scales.map((x) => x.id)).size === 3, { message: 'one entry per scale' }));
export type Scales = z.infer<typeof ScalesSchema>;

/**
 * A printed (Maximus, BW) size or distance in the given scale's unit: multiplied by the factor,
 * rounded up where the scale says so ("reduced to 2/3 rounded up": 6 -> 4, 10 -> 7, 4 -> 3, 8 -> 6).
 */
export function scaleDistance(scale: Pick<Scale, 'factor' | 'rounding'>, printed: number): number {
  const exact = (printed * scale.factor.numerator) / scale.factor.denominator;
  if (scale.rounding === 'none') return exact;
  // Guard against floating error such as 6 * 2 / 3 = 4.000000000000001.
  return Math.ceil(exact - 1e-9);
}
