import type { SchemaIssue } from '../../lib/issues';
import { catalogue, msg } from './catalogue';

/**
 * A file's problems as "Details" shows them, one line each: where in the file (its path, as the file names it) and
 * what is wrong, from the problem's code and facts (zod's own English is never loaded: src/lib/zod.ts).
 */
export const ISSUE_WORDS = catalogue({
  at: msg<{ path: string; problem: string }>('at {path}: {problem}'),
  top: msg<{ problem: string }>('at the top: {problem}'),
  /** `expected`: zod's name of a kind of value (number, string, array, object, boolean...), shown as it is. */
  type: msg<{ expected: string }>('expected {expected}'),
  /** `values`: the values allowed, each as a file writes it ("maximus"). */
  value: msg<{ values: string[]; count: number }>('{count, plural, one {expected {values}} other {expected one of {values, list, or}}}'),
  small: msg<{ limit: number; inclusive: boolean; origin: string }>(
    '{origin, select, string {too short: at least {limit} characters} array {too few: at least {limit}} other {{inclusive, select, false {more than {limit} expected} other {at least {limit} expected}}}}',
  ),
  big: msg<{ limit: number; inclusive: boolean; origin: string }>(
    '{origin, select, string {too long: at most {limit} characters} array {too many: at most {limit}} other {{inclusive, select, false {less than {limit} expected} other {at most {limit} expected}}}}',
  ),
  keys: msg<{ keys: string[]; count: number }>('{count, plural, one {unknown field {keys}} other {unknown fields {keys, list}}}'),
  format: msg<{ format: string }>('not a valid {format}'),
  multiple: msg<{ divisor: number }>('expected a multiple of {divisor}'),
  union: 'matches none of the forms allowed',
  /** A game file's rules version, newer than this app's. */
  newerRules: msg<{ version: number; reads: number }>('{version}, this app plays up to {reads}'),
  /** A game file without its game code, its pre-battle not over. */
  noCode: 'missing, with the pre-battle not over',
  other: 'not what the app expects here',
});

/** A value as a file writes it: a text in quotes, a number as a number. */
const written = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** What is wrong, in the player's language, from the problem's code and facts. */
export function issueText(issue: SchemaIssue): string {
  const W = ISSUE_WORDS;
  switch (issue.code) {
    case 'invalid_type':
      return W.type({ expected: issue.expected });
    case 'invalid_value':
      return W.value({ values: issue.values.map(written), count: issue.values.length });
    case 'too_small':
      return W.small({ limit: Number(issue.minimum), inclusive: issue.inclusive !== false, origin: issue.origin });
    case 'too_big':
      return W.big({ limit: Number(issue.maximum), inclusive: issue.inclusive !== false, origin: issue.origin });
    case 'unrecognized_keys':
      return W.keys({ keys: issue.keys.map(written), count: issue.keys.length });
    case 'invalid_format':
      return W.format({ format: issue.format });
    case 'not_multiple_of':
      return W.multiple({ divisor: Number(issue.divisor) });
    case 'invalid_union':
      return W.union;
    default:
      return W.other;
  }
}

/** One line of "Details": where in the file (its path as the file names it), and what is wrong there. */
export function issueLine(issue: SchemaIssue): string {
  const problem = issueText(issue);
  return issue.path.length > 0 ? ISSUE_WORDS.at({ path: issue.path.map(String).join('.'), problem }) : ISSUE_WORDS.top({ problem });
}
