import type { z } from '../lib/zod';
import { BadBody, type BitReader, type BitWriter } from './bits';
import { LINK_WORDS } from './linkWords';

/** How one value travels in a version 2 link body: written and read by its zod schema's shape. */
export interface FieldCodec {
  write: (w: BitWriter, value: unknown) => void;
  read: (r: BitReader) => unknown;
}

/** The zod definition fields the codec reads (zod mini keeps them on `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  shape?: Record<string, z.ZodMiniType>;
  options?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  checks?: { _zod: { def: { check: string; format?: string; value?: number; inclusive?: boolean } } }[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** How many bits tell `n` choices apart. */
export const bitsFor = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

/** A length or count: groups of 3 bits (up to 7 in 4 bits). */
const LENGTH_CHUNK = 3;
/** A number: groups of 4 bits. */
const NUMBER_CHUNK = 4;
/** A word of the pinned list: groups of 5 bits (the first 32 words in 6 bits). */
const WORD_CHUNK = 5;
/** Decimals travel as whole numbers of units, tenths or hundredths; anything finer as a 64-bit float. */
const SCALES = [1, 10, 100] as const;
const FLOAT = 3;

const WORD_INDEX = new Map<string, number>(LINK_WORDS.map((word, i) => [word, i]));

/** Text: a word of the pinned list (territories and terrain) as its index, any other text as UTF-8. */
export const TEXT: FieldCodec = {
  write(w, value) {
    if (typeof value !== 'string') throw new TypeError('not text');
    const index = WORD_INDEX.get(value);
    w.flag(index !== undefined);
    if (index !== undefined) w.varint(index, WORD_CHUNK);
    else w.text(value);
  },
  read(r) {
    if (!r.flag()) return r.text();
    const word = LINK_WORDS[r.varint(WORD_CHUNK)];
    if (word === undefined) throw new BadBody('an unknown word');
    return word;
  },
};

/**
 * A number that need not be whole: a whole number of units, tenths or hundredths (2 bits say which; no
 * sign when the schema allows none below zero), anything finer as a 64-bit float.
 */
function decimalCodec(unsigned: boolean): FieldCodec {
  return {
    write(w, value) {
      if (typeof value !== 'number' || !Number.isFinite(value) || (unsigned && value < 0)) throw new TypeError('not a number in bounds');
      const scale = SCALES.findIndex((s) => Math.abs(value * s) <= 2 ** 40 && Math.round(value * s) / s === value);
      if (scale < 0) {
        w.bits(FLOAT, 2);
        w.float64(value);
        return;
      }
      w.bits(scale, 2);
      const whole = Math.round(value * SCALES[scale]!);
      if (unsigned) w.varint(whole, NUMBER_CHUNK);
      else w.signed(whole, NUMBER_CHUNK);
    },
    read(r) {
      const scale = r.bits(2);
      if (scale === FLOAT) {
        const value = r.float64();
        if (!Number.isFinite(value)) throw new BadBody('not a number');
        return value;
      }
      const whole = unsigned ? r.varint(NUMBER_CHUNK) : r.signed(NUMBER_CHUNK);
      return whole === 0 ? 0 : whole / SCALES[scale]!;
    },
  };
}

/** A whole number from its bounds: fixed bits between a minimum and a maximum, a count above a minimum, else signed. */
function wholeCodec(min: number | undefined, max: number | undefined): FieldCodec {
  const check = (v: unknown): number => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || (min !== undefined && v < min) || (max !== undefined && v > max)) throw new TypeError(`${String(v)} out of bounds`);
    return v;
  };
  if (min !== undefined && max !== undefined && max - min < 2 ** 16) {
    const width = bitsFor(max - min + 1);
    return {
      write: (w, v) => w.bits(check(v) - min, width),
      read: (r) => {
        const v = r.bits(width) + min;
        if (v > max) throw new BadBody('a number out of bounds');
        return v;
      },
    };
  }
  if (min !== undefined) return { write: (w, v) => w.varint(check(v) - min, NUMBER_CHUNK), read: (r) => r.varint(NUMBER_CHUNK) + min };
  return { write: (w, v) => w.signed(check(v), NUMBER_CHUNK), read: (r) => r.signed(NUMBER_CHUNK) };
}

function numberCodec(def: Def): FieldCodec {
  let whole = false;
  let min: number | undefined;
  let max: number | undefined;
  let lowest: number | undefined;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'number_format' && c.format === 'safeint') whole = true;
    if (c.check === 'greater_than' && typeof c.value === 'number') lowest = c.value;
    if (c.check === 'greater_than' && typeof c.value === 'number') min = c.inclusive ? c.value : Math.floor(c.value) + 1;
    if (c.check === 'less_than' && typeof c.value === 'number') max = c.inclusive ? c.value : Math.ceil(c.value) - 1;
  }
  return whole ? wholeCodec(min, max) : decimalCodec(lowest !== undefined && lowest >= 0);
}

/** A choice among `n` alternatives as its index in fixed bits; an index beyond them is a bad body. */
function indexCodec<T>(choices: readonly T[], indexOf: (value: unknown) => number, make: (choice: T, r: BitReader) => unknown, write?: (choice: T, w: BitWriter, value: unknown) => void): FieldCodec {
  const width = bitsFor(choices.length);
  return {
    write(w, value) {
      const i = indexOf(value);
      if (i < 0) throw new TypeError(`${JSON.stringify(value)} is none of the choices`);
      w.bits(i, width);
      write?.(choices[i]!, w, value);
    },
    read(r) {
      const choice = choices[r.bits(width)];
      if (choice === undefined) throw new BadBody('an unknown choice');
      return make(choice, r);
    },
  };
}

/** A value with no shape the codec knows: its JSON as text (never used by today's schemas, kept for safety). */
const JSON_TEXT: FieldCodec = {
  write: (w, v) => w.text(JSON.stringify(v)),
  read(r) {
    try {
      return JSON.parse(r.text()) as unknown;
    } catch {
      throw new BadBody('not JSON');
    }
  },
};

const cache = new WeakMap<object, FieldCodec>();

/**
 * The codec of a zod schema, read from its definition: objects field by field in the schema's order,
 * enums and unions as their index, optional and nullable values behind one bit, lists after their
 * length, whole numbers in the bits their bounds need, decimals scaled, text as above.
 */
export function schemaCodec(schema: z.ZodMiniType): FieldCodec {
  const known = cache.get(schema);
  if (known) return known;
  const made = build(schema);
  cache.set(schema, made);
  return made;
}

function maybe(inner: FieldCodec, absent: null | undefined): FieldCodec {
  return {
    write(w, v) {
      w.flag(v !== absent);
      if (v !== absent) inner.write(w, v);
    },
    read: (r) => (r.flag() ? inner.read(r) : absent),
  };
}

function build(schema: z.ZodMiniType): FieldCodec {
  const def = defOf(schema);
  switch (def.type) {
    case 'nullable':
      return maybe(schemaCodec(def.innerType!), null);
    case 'optional':
    case 'default':
      return maybe(schemaCodec(def.innerType!), undefined);
    case 'boolean':
      return { write: (w, v) => w.flag(v === true), read: (r) => r.flag() };
    case 'string':
      return TEXT;
    case 'number':
      return numberCodec(def);
    case 'enum': {
      const options = Object.values(def.entries ?? {});
      return indexCodec(options, (v) => options.indexOf(v as string), (o) => o);
    }
    case 'literal': {
      const values = def.values ?? [];
      return indexCodec(values, (v) => values.indexOf(v), (o) => o);
    }
    case 'union': {
      const options = def.options ?? [];
      return indexCodec(
        options,
        (v) => options.findIndex((o) => (o as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success),
        (o, r) => schemaCodec(o).read(r),
        (o, w, v) => schemaCodec(o).write(w, v),
      );
    }
    case 'array': {
      const element = schemaCodec(def.element!);
      return {
        write(w, v) {
          if (!Array.isArray(v)) throw new TypeError('not a list');
          w.varint(v.length, LENGTH_CHUNK);
          for (const x of v) element.write(w, x);
        },
        read(r) {
          const length = r.varint(LENGTH_CHUNK);
          if (length > 100_000 || length > r.remaining()) throw new BadBody('a list too long');
          return Array.from({ length }, () => element.read(r));
        },
      };
    }
    case 'tuple': {
      const items = (def.items ?? []).map(schemaCodec);
      return {
        write(w, v) {
          if (!Array.isArray(v) || v.length !== items.length) throw new TypeError('not the tuple');
          items.forEach((c, i) => c.write(w, v[i]));
        },
        read: (r) => items.map((c) => c.read(r)),
      };
    }
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([name, s]) => [name, schemaCodec(s)] as const);
      return {
        write(w, v) {
          if (typeof v !== 'object' || v === null) throw new TypeError('not an object');
          const o = v as Record<string, unknown>;
          for (const [name, c] of fields) c.write(w, o[name]);
        },
        read(r) {
          const o: Record<string, unknown> = {};
          for (const [name, c] of fields) {
            const value = c.read(r);
            if (value !== undefined) o[name] = value;
          }
          return o;
        },
      };
    }
    case 'record': {
      const keyDef = defOf(def.keyType!);
      const value = schemaCodec(def.valueType!);
      const keys = keyDef.type === 'enum' ? Object.values(keyDef.entries ?? {}).map(String) : null;
      if (!keys) return JSON_TEXT;
      return {
        write(w, v) {
          const o = v as Record<string, unknown>;
          for (const key of keys) {
            w.flag(o[key] !== undefined);
            if (o[key] !== undefined) value.write(w, o[key]);
          }
        },
        read(r) {
          const o: Record<string, unknown> = {};
          for (const key of keys) if (r.flag()) o[key] = value.read(r);
          return o;
        },
      };
    }
    default:
      return JSON_TEXT;
  }
}
