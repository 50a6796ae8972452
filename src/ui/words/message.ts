/**
 * Messages whose grammar is data: a subset of ICU MessageFormat, read once and formatted in a language through `Intl`.
 *
 * - `{name}`: a parameter; a number is written as the language writes numbers, a list of names is joined with "and".
 * - `{n, number}`, `{n, number, percent}`, `{n, number, decimal}` (up to two decimals).
 * - `{n, plural, =0 {none} one {# card} other {# cards}}` (`#` is the number) and `{n, selectordinal, ...}`:
 *   cases chosen by the language's plural rules (`Intl.PluralRules`: French "0 carte", English "0 cards").
 * - `{side, select, invader {...} defender {...} other {...}}`: a choice made inside the message (a side, a colour,
 *   a yes or no given as `true`/`false`); `other` is required.
 * - `{names, list}` and `{names, list, or}`: "a, b and c" and "a, b or c" (`Intl.ListFormat`).
 * - `{when, date, day}` / `{when, date, month}` / `{when, date, time}`: a date as the language writes it.
 * - `{x, kind}` where `kind` is a name the caller gives (`formatters`): the steps' messages name the game's things
 *   through them (a player, a colour, a terrain), in the message's language. Given a list, `{xs, kind, and}` names each
 *   and joins them with "and", `{xs, kind, or}` with "or", `{xs, kind, unit}` as a plain series ("a, b, c"),
 *   `{xs, kind, sentences}` with a space, `{xs, kind, letters}` with nothing.
 * - A dotted name reaches into a parameter: `{faces.0, face}`, `{game.players.1}`.
 *
 * There is no quoting: a message cannot show a brace, and `#` is the number only inside a plural's case.
 */

/**
 * A parameter's value: a word or name, a number, a list of names, a date, a yes or no or a name for a choice, or
 * what a caller's format names (an id, an object).
 */
export type ParamValue = string | number | boolean | Date | null | readonly unknown[] | object;
export type Params = Readonly<Record<string, unknown>>;

type Part =
  | string
  | { kind: 'pound' }
  | { kind: 'arg'; name: string; format: string | null; style: string | null }
  | { kind: 'plural'; name: string; ordinal: boolean; cases: Readonly<Record<string, Part[]>> }
  | { kind: 'select'; name: string; cases: Readonly<Record<string, Part[]>> };

export class MessageSyntaxError extends Error {
  constructor(text: string, at: number, why: string) {
    super(`${why} at ${at} in message: ${text}`);
  }
}

const IDENT = /[A-Za-z_][\w]*(?:\.\w+)*/y;
const WORD = /[A-Za-z_]\w*/y;
const SELECTOR = /(=\d+|[A-Za-z_]\w*)/y;
const POUND: Part = { kind: 'pound' };

/** Reads a message's text into its parts; throws `MessageSyntaxError` where it is malformed. */
function read(text: string): Part[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new MessageSyntaxError(text, at, why);
  };
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  const token = (pattern: RegExp, what: string): string => {
    space();
    pattern.lastIndex = at;
    const found = pattern.exec(text)?.[0] ?? fail(`expected ${what}`);
    at = pattern.lastIndex;
    return found;
  };
  const eat = (ch: string) => {
    space();
    if (text[at] !== ch) fail(`expected "${ch}"`);
    at += 1;
  };
  /** Parts up to the end of the text or the `}` closing a case (`inPlural`: `#` is a plural's number there). */
  const parts = (inCase: boolean, inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') out.push(literal);
      literal = '';
    };
    for (let ch = text[at]; ch !== '}'; ch = text[at]) {
      if (ch === undefined) {
        if (inCase) fail('a case is not closed');
        break;
      }
      at += 1;
      if (ch === '#' && inPlural) {
        flush();
        out.push(POUND);
      } else if (ch === '{') {
        flush();
        out.push(placeholder(inPlural));
      } else literal += ch;
    }
    if (!inCase && at < text.length) fail('a "}" closes nothing');
    flush();
    return out;
  };
  const placeholder = (inPlural: boolean): Part => {
    const name = token(IDENT, 'a parameter name');
    space();
    if (text[at] === '}') {
      at += 1;
      return { kind: 'arg', name, format: null, style: null };
    }
    eat(',');
    const format = token(WORD, 'a format');
    if (format === 'plural' || format === 'selectordinal' || format === 'select') {
      eat(',');
      const cases: Record<string, Part[]> = {};
      for (space(); text[at] !== '}'; space()) {
        const selector = token(SELECTOR, 'a case');
        if (selector in cases) fail(`case "${selector}" given twice`);
        eat('{');
        cases[selector] = parts(true, format !== 'select' || inPlural);
        eat('}');
      }
      at += 1;
      if (!('other' in cases)) fail(`"${name}" has no "other" case`);
      return format === 'select' ? { kind: 'select', name, cases } : { kind: 'plural', name, ordinal: format === 'selectordinal', cases };
    }
    space();
    let style: string | null = null;
    if (text[at] === ',') {
      at += 1;
      style = token(WORD, 'a style');
    }
    eat('}');
    return { kind: 'arg', name, format, style };
  };
  return parts(false, false);
}

const parsed = new Map<string, readonly Part[]>();

/** A message read into its parts, once per text. Throws `MessageSyntaxError` on a malformed message. */
export function parseMessage(text: string): readonly Part[] {
  let parts = parsed.get(text);
  if (!parts) {
    parts = text.includes('{') || text.includes('}') ? read(text) : [text];
    parsed.set(text, parts);
  }
  return parts;
}

/** The names of the parameters a message uses, with how it uses each (`plural`, `select`, a format, or `text`). */
export function messageParams(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      found.set(part.name, part.kind === 'arg' ? (part.format ?? 'text') : part.kind === 'plural' && part.ordinal ? 'selectordinal' : part.kind);
      if (part.kind !== 'arg') Object.values(part.cases).forEach(walk);
    }
  };
  walk(parseMessage(text));
  return found;
}

/** The cases a message's choices (`select`) name, by parameter. */
export function messageCases(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound' || part.kind === 'arg') continue;
      if (part.kind === 'select') found.set(part.name, [...(found.get(part.name) ?? []), ...Object.keys(part.cases)]);
      Object.values(part.cases).forEach(walk);
    }
  };
  walk(parseMessage(text));
  return found;
}

/** Formatters a caller names in its messages (`{piece, terrain}`): a value to words in the message's language. */
export type Formatters = Readonly<Record<string, (value: never, style: string | null) => string>>;

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  decimal: { maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
};
const DATE_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

const numberFormat = (locale: string, style: string | null) =>
  cached(`n|${locale}|${style}`, () => new Intl.NumberFormat(locale, style ? NUMBER_STYLES[style] : undefined));
const pluralRules = (locale: string, ordinal: boolean) =>
  cached(`p|${locale}|${ordinal}`, () => new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }));
const listFormat = (locale: string, style: string | null) =>
  cached(`l|${locale}|${style}`, () =>
    new Intl.ListFormat(locale, style === 'unit' ? { type: 'unit', style: 'short' } : { type: style === 'or' ? 'disjunction' : 'conjunction' }),
  );
const dateFormat = (locale: string, style: string | null) => cached(`d|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style ?? 'day']));

function valueOf(params: Params, name: string, text: string): ParamValue {
  let value: unknown = params[name];
  if (value === undefined && name.includes('.')) {
    value = params;
    for (const key of name.split('.')) value = (value as Readonly<Record<string, unknown>> | null | undefined)?.[key];
  }
  if (value === undefined) throw new Error(`message parameter "${name}" is missing: ${text}`);
  return value as ParamValue;
}

/** How a format's names of a list's items are joined (`{xs, terrain, or}`). */
const JOINS: Readonly<Record<string, (locale: string, items: string[]) => string>> = {
  and: (locale, items) => listFormat(locale, null).format(items),
  or: (locale, items) => listFormat(locale, 'or').format(items),
  unit: (locale, items) => listFormat(locale, 'unit').format(items),
  sentences: (_locale, items) => items.join(' '),
  letters: (_locale, items) => items.join(''),
};

function write(locale: string, text: string, parts: readonly Part[], params: Params, formatters: Formatters, pound: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      out += pound === null ? '#' : numberFormat(locale, null).format(pound);
      continue;
    }
    const value = valueOf(params, part.name, text);
    if (part.kind === 'select') {
      const key = String(value);
      out += write(locale, text, part.cases[key] ?? part.cases.other!, params, formatters, pound);
      continue;
    }
    if (part.kind === 'plural') {
      const n = Number(value);
      const chosen = part.cases[`=${n}`] ?? part.cases[pluralRules(locale, part.ordinal).select(n)] ?? part.cases.other!;
      out += write(locale, text, chosen, params, formatters, n);
      continue;
    }
    out += writeArg(locale, part, value, formatters, text);
  }
  return out;
}

function writeArg(locale: string, part: Extract<Part, { kind: 'arg' }>, value: ParamValue, formatters: Formatters, text: string): string {
  const { format, style } = part;
  if (format === null) {
    if (typeof value === 'number') return numberFormat(locale, null).format(value);
    if (Array.isArray(value)) return listFormat(locale, null).format(value as string[]);
    if (value instanceof Date) return dateFormat(locale, null).format(value);
    return String(value);
  }
  if (format === 'number') return numberFormat(locale, style).format(Number(value));
  if (format === 'list') return listFormat(locale, style).format(value as readonly string[]);
  if (format === 'date') return dateFormat(locale, style).format(value instanceof Date ? value : new Date(value as string | number));
  const custom = formatters[format] as ((value: unknown, style: string | null) => string) | undefined;
  if (!custom) throw new Error(`message format "${format}" is unknown: ${text}`);
  const join = style === null ? undefined : JOINS[style];
  if (join && Array.isArray(value)) return join(locale, value.map((item: unknown) => custom(item, null)));
  return custom(value, style);
}

/** A message's text written in `locale` with its parameters. */
export function formatMessage(locale: string, text: string, params: Params = {}, formatters: Formatters = {}): string {
  return write(locale, text, parseMessage(text), params, formatters, null);
}
