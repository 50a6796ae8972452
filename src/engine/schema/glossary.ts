import { z } from '../../lib/zod';
import { IdSchema, SourceSchema } from './vocab';
import { ScaledTextSchema } from './scaledText';

/**
 * A spelling the app may mark in its texts: letters, optionally joined by a hyphen or a space ("BW", "A-C",
 * "Charge Claim"), or opening with a bracketed capital as the terrain tables print it ("(B)enefit", "(V)").
 */
const FormSchema = z
  .string()
  .check(z.regex(/^(?:\([A-Z]\)[A-Za-z]*|[A-Za-z]+)(?:[- ][A-Za-z]+)*$/, 'must be letters, optionally joined by a hyphen or a space, e.g. "A-C", or open with a bracketed capital, e.g. "(B)enefit"'));

/** One term of the glossary: what the sources mean by it, in their own words, with file and section. */
export const GlossaryEntrySchema = z.strictObject({
  id: IdSchema,
  term: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** Spellings the app marks in its texts so a tap opens this entry; empty for words that are never marked. */
  forms: z.array(FormSchema),
  /** The app's definition; a distance in it is a token said in the game's scale (`ScaledTextSchema`). */
  definition: ScaledTextSchema.check(z.minLength(1)),
  /** The sources' own words the definition is transcribed from. */
  sourceWords: z.string().check(z.minLength(1)),
  source: SourceSchema,
  /** What the app reads into the sources where they leave it unsaid (an abbreviation never spelled out), or null. */
  reading: z.nullable(z.string().check(z.minLength(1))),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

/** The glossary of abbreviations and terms the pre-battle uses (seeds 000-002). */
export const GlossarySchema = z
  .strictObject({ entries: z.array(GlossaryEntrySchema).check(z.minLength(1)) })
  .check(
    z.refine((g) => new Set(g.entries.map((e) => e.id)).size === g.entries.length, { message: 'each entry id at most once' }),
    z.refine((g) => new Set(g.entries.flatMap((e) => e.forms)).size === g.entries.flatMap((e) => e.forms).length, {
      message: 'each form belongs to one entry only',
    }),
  );
export type Glossary = z.infer<typeof GlossarySchema>;
