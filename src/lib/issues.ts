import type { z } from './zod';

/** One problem a schema found, as zod reports it: where, its code, and the facts its code carries. */
export type SchemaIssue = z.core.$ZodIssue;

/** zod's message for every problem when no locale is loaded, and no schema gave its own. */
const ZOD_DEFAULT = 'Invalid input';

/** A value as a file writes it: a text in quotes, anything else as JSON. */
const written = (value: unknown): string => JSON.stringify(typeof value === 'bigint' ? Number(value) : value) ?? String(value);

/**
 * A problem in the same words in every language, for a developer or a log: its code and the facts it carries, e.g.
 * `invalid_type (number)`, `invalid_value ("maximus" | "magna")`, `too_small (>= 1)`. zod's own English messages are not
 * loaded (src/lib/zod.ts); a player reads a problem in their language (src/ui/words/issues.ts). A message the app's
 * schema wrote itself (`refine`, a pack's `error`: words for a developer calling a pack) is kept as it is.
 */
export function issueFacts(issue: SchemaIssue): string {
  if (issue.message !== ZOD_DEFAULT) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `invalid_type (${issue.expected})`;
    case 'invalid_value':
      return `invalid_value (${issue.values.map(written).join(' | ')})`;
    case 'too_small':
      return `too_small (${issue.inclusive === false ? '>' : '>='} ${written(issue.minimum)})`;
    case 'too_big':
      return `too_big (${issue.inclusive === false ? '<' : '<='} ${written(issue.maximum)})`;
    case 'unrecognized_keys':
      return `unrecognized_keys (${issue.keys.join(', ')})`;
    case 'invalid_format':
      return `invalid_format (${issue.format})`;
    case 'not_multiple_of':
      return `not_multiple_of (${written(issue.divisor)})`;
    default:
      return issue.code;
  }
}
