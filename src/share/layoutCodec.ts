import { BadBody, type BitReader, type BitWriter } from './bits';
import type { Layout, LinkPin } from './layout';
import { LINK_WORDS } from './linkWords';

/*
 * Writes and reads values by a pinned layout (layout.ts), never by the live schemas: a link version's bits
 * are what its pin says, whatever the schemas have become since (ARCHITECTURE.md "Formats").
 */

/** How one value travels in a link body. */
export interface FieldCodec {
  write: (w: BitWriter, value: unknown) => void;
  read: (r: BitReader) => unknown;
}

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

/** Text: a word of the pinned list (territories and terrain) as its index, any other text as its letters. */
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

/** Text of at most `max` letters: longer text is neither written nor read. */
function cappedText(max: number): FieldCodec {
  const fits = (v: unknown) => typeof v === 'string' && [...v].length <= max;
  return {
    write(w, v) {
      if (!fits(v)) throw new TypeError(`text longer than ${max}`);
      TEXT.write(w, v);
    },
    read(r) {
      const v = TEXT.read(r);
      if (!fits(v)) throw new BadBody(`text longer than ${max}`);
      return v;
    },
  };
}

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

function maybe(inner: FieldCodec, absent: null | undefined): FieldCodec {
  return {
    write(w, v) {
      w.flag(v !== absent);
      if (v !== absent) inner.write(w, v);
    },
    read: (r) => (r.flag() ? inner.read(r) : absent),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value has the shape of a layout: how a union's option is chosen when written (the first it fits). */
export function fits(layout: Layout, v: unknown): boolean {
  switch (layout.kind) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'text':
      return typeof v === 'string' && (layout.max === undefined || [...v].length <= layout.max);
    case 'whole':
      return typeof v === 'number' && Number.isSafeInteger(v) && (layout.min === undefined || v >= layout.min) && (layout.max === undefined || v <= layout.max);
    case 'decimal':
      return typeof v === 'number' && Number.isFinite(v) && (!layout.unsigned || v >= 0);
    case 'choice':
      return layout.values.includes(v as never);
    case 'optional':
      return v === undefined || fits(layout.of, v);
    case 'nullable':
      return v === null || fits(layout.of, v);
    case 'list':
      return Array.isArray(v) && v.every((x) => fits(layout.of, x));
    case 'tuple':
      return Array.isArray(v) && v.length === layout.items.length && layout.items.every((item, i) => fits(item, v[i]));
    case 'object':
      return isRecord(v) && layout.fields.every(([name, field]) => fits(field, v[name]));
    case 'union':
      return layout.options.some((o) => fits(o, v));
    case 'record':
      return isRecord(v) && Object.entries(v).every(([key, x]) => layout.keys.includes(key) && (x === undefined || fits(layout.of, x)));
    case 'json':
      return true;
  }
}

const cache = new WeakMap<Layout, FieldCodec>();

/** The codec of a pinned layout (made once per layout object). */
export function layoutCodec(layout: Layout): FieldCodec {
  const known = cache.get(layout);
  if (known) return known;
  const made = build(layout);
  cache.set(layout, made);
  return made;
}

function build(layout: Layout): FieldCodec {
  switch (layout.kind) {
    case 'nullable':
      return maybe(layoutCodec(layout.of), null);
    case 'optional':
      return maybe(layoutCodec(layout.of), undefined);
    case 'boolean':
      return { write: (w, v) => w.flag(v === true), read: (r) => r.flag() };
    case 'text':
      return layout.max === undefined ? TEXT : cappedText(layout.max);
    case 'whole':
      return wholeCodec(layout.min, layout.max);
    case 'decimal':
      return decimalCodec(layout.unsigned);
    case 'choice':
      return indexCodec(layout.values, (v) => layout.values.indexOf(v as never), (o) => o);
    case 'union':
      return indexCodec(
        layout.options,
        (v) => layout.options.findIndex((o) => fits(o, v)),
        (o, r) => layoutCodec(o).read(r),
        (o, w, v) => layoutCodec(o).write(w, v),
      );
    case 'list': {
      const element = layoutCodec(layout.of);
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
      const items = layout.items.map(layoutCodec);
      return {
        write(w, v) {
          if (!Array.isArray(v) || v.length !== items.length) throw new TypeError('not the tuple');
          items.forEach((c, i) => c.write(w, v[i]));
        },
        read: (r) => items.map((c) => c.read(r)),
      };
    }
    case 'object': {
      const fields = layout.fields.map(([name, f]) => [name, layoutCodec(f)] as const);
      return {
        write(w, v) {
          if (!isRecord(v)) throw new TypeError('not an object');
          for (const [name, c] of fields) c.write(w, v[name]);
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
      const value = layoutCodec(layout.of);
      return {
        write(w, v) {
          const o = v as Record<string, unknown>;
          for (const key of layout.keys) {
            w.flag(o[key] !== undefined);
            if (o[key] !== undefined) value.write(w, o[key]);
          }
        },
        read(r) {
          const o: Record<string, unknown> = {};
          for (const key of layout.keys) if (r.flag()) o[key] = value.read(r);
          return o;
        },
      };
    }
    case 'json':
      return JSON_TEXT;
  }
}

/**
 * An action's code in the stream: one bit set when it is the same as the action's before (days, deployment
 * ticks and battle turns come in runs), else that bit clear and groups of 5 bits: 0 for an action the
 * revealed seed draws again, else its link code + 1.
 */
const CODE_CHUNK = 5;

/** The actions of a pinned version in the stream: each after its code, its fields by its pinned layout (the `type` is the code). */
export function actionStream(actions: LinkPin['actions']) {
  const byCode = new Map(actions.map((a) => [a.code, { type: a.type, fields: a.fields.map(([name, f]) => [name, layoutCodec(f)] as const) }]));
  const codeOf = new Map(actions.map((a) => [a.type, a.code]));
  const writeCode = (w: BitWriter, code: number, previous: number | null) => {
    w.flag(code === previous);
    if (code !== previous) w.varint(code, CODE_CHUNK);
  };
  return {
    /** Writes an action (null for a seeded one) after the code of the one before (null for the first); returns its code. */
    write(w: BitWriter, action: Record<string, unknown> | null, previous: number | null): number {
      if (action === null) {
        writeCode(w, 0, previous);
        return 0;
      }
      const code = codeOf.get(action.type as string);
      const layout = code === undefined ? undefined : byCode.get(code);
      if (code === undefined || !layout) throw new Error(`no link code for ${String(action.type)}`);
      writeCode(w, code + 1, previous);
      for (const [name, codec] of layout.fields) codec.write(w, action[name]);
      return code + 1;
    },
    /** The action object (unchecked: the engine parses it when it applies it), or null for a seeded one, and its code. */
    read(r: BitReader, previous: number | null): { action: Record<string, unknown> | null; code: number } {
      const same = r.flag();
      if (same && previous === null) throw new BadBody('a first action like the one before');
      const code = same ? previous! : r.varint(CODE_CHUNK);
      if (code === 0) return { action: null, code };
      const layout = byCode.get(code - 1);
      if (!layout) throw new BadBody('an unknown action code');
      return { action: Object.fromEntries([['type', layout.type], ...layout.fields.map(([name, codec]) => [name, codec.read(r)])]), code };
    },
  };
}
