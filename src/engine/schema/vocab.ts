import { z } from '../../lib/zod';

/** The colour ladder shared by cards and dice, worst to best (RULES-NOTES 0; seed 000 PBS 8.A). */
export const COLOURS = ['black', 'white', 'green', 'yellow', 'red'] as const;
export const ColourSchema = z.enum(COLOURS);
export type Colour = z.infer<typeof ColourSchema>;

/** Terrain going categories of the 2023 tables (seed 000 terrain types). */
export const CATEGORIES = ['good', 'rough', 'difficult'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** Terrain densities, sparsest first (seed 000 PBS 9.B). */
export const DENSITIES = ['featureless', 'open', 'normal', 'dense', 'veryDense'] as const;
export const DensitySchema = z.enum(DENSITIES);
export type Density = z.infer<typeof DensitySchema>;

/** Army commander ratings (seed 000 PBS 8.A). */
export const RATINGS = ['legendary', 'talented', 'competent', 'mediocre'] as const;
export const RatingSchema = z.enum(RATINGS);
export type Rating = z.infer<typeof RatingSchema>;

/** Faces a command die can show (RULES-NOTES 4). */
export const FACES = ['skull', 'wound', 'special', 'blank'] as const;
export const FaceSchema = z.enum(FACES);
export type Face = z.infer<typeof FaceSchema>;

/** A citation of a seed file and section, e.g. "000 PBS 9.B". */
export const SourceSchema = z.string().check(z.regex(/^00[0-4] .+/, 'must start with the seed number, e.g. "000 PBS 9.B"'));

/** Identifiers in data files are lower camel case. */
/** An id's form: lower camel case (also read by the engine's fast action check, actionParse.ts). */
export const ID_PATTERN = /^[a-z][A-Za-z0-9]*$/;
export const IdSchema = z.string().check(z.regex(ID_PATTERN, 'must be lower camel case, e.g. "rockyGround"'));
