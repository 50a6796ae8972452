import { z } from '../../packs/common/zod';
import { IdSchema, SourceSchema } from './vocab';

/** A spelling the app may mark in its texts: letters, optionally joined by a hyphen ("BW", "A-C"). */
const FormSchema = z.string().regex(/^[A-Za-z]+(?:-[A-Za-z]+)*$/, 'must be letters, optionally joined by a hyphen, e.g. "A-C"');

/** One term of the glossary: what the sources mean by it, in their own words, with file and section. */
export const GlossaryEntrySchema = z.strictObject({
  id: IdSchema,
  term: z.string().min(1),
  name: z.string().min(1),
  /** Spellings the app marks in its texts so a tap opens this entry; empty for words that are never marked. */
  forms: z.array(FormSchema),
  definition: z.string().min(1),
  /** The sources' own words the definition is transcribed from. */
  sourceWords: z.string().min(1),
  source: SourceSchema,
  /** What the app reads into the sources where they leave it unsaid (an abbreviation never spelled out), or null. */
  reading: z.string().min(1).nullable(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

/** The glossary of abbreviations and terms the pre-battle uses (seeds 000-002). */
export const GlossarySchema = z
  .strictObject({ entries: z.array(GlossaryEntrySchema).min(1) })
  .refine((g) => new Set(g.entries.map((e) => e.id)).size === g.entries.length, { message: 'each entry id at most once' })
  .refine((g) => new Set(g.entries.flatMap((e) => e.forms)).size === g.entries.flatMap((e) => e.forms).length, {
    message: 'each form belongs to one entry only',
  });
export type Glossary = z.infer<typeof GlossarySchema>;
