import type { z } from './zod';
import { describeIssues } from './parse';
import { refuse, type PackRefusal } from './result';

/** A pack's data after loading: ready to use, or refused with a message naming the file, the entry and the field. */
export type PackLoad<T> = { ok: true; pack: T } | PackRefusal;

/**
 * Parses one pack's data file with its schema, then runs the pack's own cross-checks (`check` returns the
 * problems in words). A broken file disables that pack only: the result says why, and nothing throws.
 */
export function loadPackFile<T, P>(
  schema: z.ZodMiniType<T>,
  path: string,
  data: unknown,
  build: (parsed: T) => { problems: string[]; pack: P },
): PackLoad<P> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return refuse(`${path}: ${describeIssues(data, parsed.error, 5)}`);
  return checked(path, build(parsed.data));
}

/**
 * The same pack from a file the build and the tests already ran through its schema (the shipped data,
 * vite.config.ts): no zod parse, so a pack's first screen does not wait for it; the cross-checks still run.
 */
export function trustedPackFile<T, P>(path: string, data: unknown, build: (parsed: T) => { problems: string[]; pack: P }): PackLoad<P> {
  return checked(path, build(data as T));
}

function checked<P>(path: string, { problems, pack }: { problems: string[]; pack: P }): PackLoad<P> {
  if (problems.length > 0) return refuse(`${path}: ${problems.slice(0, 5).join('; ')}`);
  return { ok: true, pack };
}
