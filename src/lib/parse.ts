import { issueFacts } from './issues';
import type { z } from './zod';
import { refuse, type PackRefusal } from './result';

/** Names the place of a problem in the data: `terrain[3] (forest).battle.dice`, using each entry's id or name. */
export function describePath(data: unknown, path: readonly PropertyKey[]): string {
  let node: unknown = data;
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') {
      const entry = Array.isArray(node) ? (node[key] as { id?: unknown; name?: unknown } | undefined) : undefined;
      const label = entry && typeof entry === 'object' ? (entry.id ?? entry.name) : undefined;
      out += typeof label === 'string' ? `[${key}] (${label})` : `[${key}]`;
    } else {
      out += out ? `.${String(key)}` : String(key);
    }
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return out;
}

/** Where a value first fails a schema, as a dotted path ('' for the value itself), or null when it fits. */
export function problemPath(schema: z.ZodMiniType, value: unknown): string | null {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue ? issue.path.map(String).join('.') : null;
}

/** The first problems zod found, each with where it is, joined into one line the same in every language (issueFacts). */
export function describeIssues(data: unknown, error: z.core.$ZodError, limit = 3): string {
  return error.issues
    .slice(0, limit)
    .map((issue) => {
      const where = describePath(data, issue.path);
      return where ? `${where}: ${issueFacts(issue)}` : issueFacts(issue);
    })
    .join('; ');
}

/**
 * Checks the input of a pack function: the parsed value, or a refusal that says what is wrong and where,
 * e.g. `battleDice: attacker: invalid_value ("infantry" | "cavalry" | "artillery")`. Never throws.
 */
export function parseInput<T>(schema: z.ZodMiniType<T>, input: unknown, what: string): { ok: true; value: T } | PackRefusal {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return refuse(`${what}: ${describeIssues(input, result.error)}`);
}
