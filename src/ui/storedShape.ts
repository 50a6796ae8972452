/**
 * A few field checks for what the app reads back from its own storage (the library's entries, the window
 * stamps), small enough for Home's first paint: zod would be a tenth of Home's JavaScript (issue 14).
 * A check returns where a value fails (a dotted path, '' for the value itself) or null when it fits;
 * an object is checked key by key in the order its shape lists them, and the first failure is the answer.
 */
export type Check = (value: unknown) => string | null;

/** The checks of an object's keys, in the order they are checked. */
export type Shape = Readonly<Record<string, Check>>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const when =
  (test: (value: unknown) => boolean): Check =>
  (value) =>
    test(value) ? null : '';

function under(key: string | number, path: string | null): string | null {
  return path === null ? null : path === '' ? String(key) : `${key}.${path}`;
}

/** Where `value` fails `shape`, or null when every key fits (keys not in the shape are ignored). */
export function fits(shape: Shape, value: unknown): string | null {
  if (!isRecord(value)) return '';
  for (const [key, check] of Object.entries(shape)) {
    const path = under(key, check(value[key]));
    if (path !== null) return path;
  }
  return null;
}

export const field = {
  string: when((value) => typeof value === 'string'),
  nonEmpty: when((value) => typeof value === 'string' && value !== ''),
  boolean: when((value) => typeof value === 'boolean'),
  /** A whole number from 0 up (a revision, a count of actions). */
  count: when((value) => Number.isSafeInteger(value) && (value as number) >= 0),
  /** Any value, checked elsewhere (a game's log). */
  anything: when(() => true),
  /** An array of anything. */
  list: when(Array.isArray),
  oneOf: (values: readonly string[]): Check => when((value) => typeof value === 'string' && values.includes(value)),
  nullable:
    (check: Check): Check =>
    (value) =>
      value === null ? null : check(value),
  optional:
    (check: Check): Check =>
    (value) =>
      value === undefined ? null : check(value),
  object:
    (shape: Shape): Check =>
    (value) =>
      fits(shape, value),
  /** Exactly two items of one shape (the two players). */
  pair:
    (shape: Shape): Check =>
    (value) => {
      if (!Array.isArray(value) || value.length !== 2) return '';
      for (const [index, item] of value.entries()) {
        const path = under(index, fits(shape, item));
        if (path !== null) return path;
      }
      return null;
    },
};
