import { z } from './zod';

/** A citation of a seed file and section, e.g. "003 Forest" (seeds 003 and 004 carry the packs). */
export const SourceSchema = z.string().check(z.regex(/^00[0-4] .+/, 'must start with the seed number, e.g. "003 Forest"'));

/** Identifiers in data files are lower camel case. */
export const IdSchema = z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'must be lower camel case, e.g. "fordableRiver"'));
