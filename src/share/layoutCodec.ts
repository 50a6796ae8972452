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

/** A version's pinned words (territories and terrain): each one's index, and the word at an index. */
function wordList(words: readonly string[]) {
  const index = new Map<string, number>(words.map((word, i) => [word, i]));
  return {
    indexOf: (value: string) => index.get(value),
    read(r: BitReader): string {
      const word = words[r.varint(WORD_CHUNK)];
      if (word === undefined) throw new BadBody('an unknown word');
      return word;
    },
  };
}

/** Version 2's text: a word of its pinned list as its index, any other text as its letters (`bits.ts`). */
function textV2(words: readonly string[]): FieldCodec {
  const list = wordList(words);
  return {
    write(w, value) {
      if (typeof value !== 'string') throw new TypeError('not text');
      const index = list.indexOf(value);
      w.flag(index !== undefined);
      if (index !== undefined) w.varint(index, WORD_CHUNK);
      else w.text(value);
    },
    read: (r) => (r.flag() ? list.read(r) : r.text()),
  };
}

/** Text as version 2 writes it with today's words (`linkWords.ts`). */
export const TEXT: FieldCodec = textV2(LINK_WORDS);

/** Text of at most `max` letters: longer text is neither written nor read. */
function cappedText(text: FieldCodec, max: number): FieldCodec {
  const fits = (v: unknown) => typeof v === 'string' && [...v].length <= max;
  return {
    write(w, v) {
      if (!fits(v)) throw new TypeError(`text longer than ${max}`);
      text.write(w, v);
    },
    read(r) {
      const v = text.read(r);
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

/**
 * How a version writes the kinds of its layouts: version 2's way, or version 3's (shorter names, small counts
 * and lists, whole decimals), chosen by its pin's `scheme` and fixed with it.
 */
interface Kinds {
  text: FieldCodec;
  capped: (max: number) => FieldCodec;
  whole: (min: number | undefined, max: number | undefined) => FieldCodec;
  decimal: (unsigned: boolean) => FieldCodec;
  lengthChunk: number;
}

const KINDS_V2: Kinds = { text: TEXT, capped: (max) => cappedText(TEXT, max), whole: wholeCodec, decimal: decimalCodec, lengthChunk: LENGTH_CHUNK };

/** The codecs of a pinned version's layouts: each made once per layout object. */
function codecs(kinds: Kinds): (layout: Layout) => FieldCodec {
  const cache = new WeakMap<Layout, FieldCodec>();
  const codecOf = (layout: Layout): FieldCodec => {
    const known = cache.get(layout);
    if (known) return known;
    const made = build(layout, kinds, codecOf);
    cache.set(layout, made);
    return made;
  };
  return codecOf;
}

/** The codec of a layout as version 2 writes it. */
export const layoutCodec = codecs(KINDS_V2);

function build(layout: Layout, kinds: Kinds, layoutCodec: (layout: Layout) => FieldCodec): FieldCodec {
  switch (layout.kind) {
    case 'nullable':
      return maybe(layoutCodec(layout.of), null);
    case 'optional':
      return maybe(layoutCodec(layout.of), undefined);
    case 'boolean':
      return { write: (w, v) => w.flag(v === true), read: (r) => r.flag() };
    case 'text':
      return layout.max === undefined ? kinds.text : kinds.capped(layout.max);
    case 'whole':
      return kinds.whole(layout.min, layout.max);
    case 'decimal':
      return kinds.decimal(layout.unsigned);
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
          w.varint(v.length, kinds.lengthChunk);
          for (const x of v) element.write(w, x);
        },
        read(r) {
          const length = r.varint(kinds.lengthChunk);
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
export function actionStream(actions: LinkPin['actions'], codecOf: (layout: Layout) => FieldCodec = layoutCodec) {
  const byCode = new Map(actions.map((a) => [a.code, { type: a.type, fields: a.fields.map(([name, f]) => [name, codecOf(f)] as const) }]));
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

/** The actions of one body, written or read in order: each call after the one for the action before. */
export interface ActionRun {
  /** Writes an action, or null for one the revealed seed draws again. */
  write: (w: BitWriter, action: Record<string, unknown> | null) => void;
  /** The action object (unchecked: the engine parses it when it applies it), or null for a seeded one. */
  read: (r: BitReader) => Record<string, unknown> | null;
}

/**
 * The actions of a pinned version: version 2's codes (`actionStream`), or version 3's, where an action's code is
 * its place among the codes used most recently (move to front): `0` for the code of the action before, else `1`
 * and its place less one in groups of 2 bits, so the steps' recurring rounds (a terrain piece's selection, dice
 * and position, a deployment's ticks, a battle turn) cost a few bits each. The list starts in code order, 0 first
 * (an action the seed draws again), then each link code + 1.
 */
export function pinnedActions(pin: LinkPin, codecOf: (layout: Layout) => FieldCodec): { begin: () => ActionRun } {
  const v2 = actionStream(pin.actions, codecOf);
  if (pin.scheme !== 3) {
    return {
      begin() {
        let previous: number | null = null;
        return {
          write: (w, action) => void (previous = v2.write(w, action, previous)),
          read(r) {
            const { action, code } = v2.read(r, previous);
            previous = code;
            return action;
          },
        };
      },
    };
  }
  const byCode = new Map(pin.actions.map((a) => [a.code + 1, { type: a.type, fields: a.fields.map(([name, f]) => [name, codecOf(f)] as const) }]));
  const codeOf = new Map(pin.actions.map((a) => [a.type, a.code + 1]));
  const first = [0, ...[...byCode.keys()].sort((a, b) => a - b)];
  return {
    begin() {
      const recent = [...first];
      const toFront = (at: number) => {
        const code = recent[at]!;
        recent.splice(at, 1);
        recent.unshift(code);
        return code;
      };
      return {
        write(w, action) {
          const code = action === null ? 0 : codeOf.get(action.type as string);
          if (code === undefined) throw new Error(`no link code for ${String(action?.type)}`);
          const at = recent.indexOf(code);
          w.flag(at > 0);
          if (at > 0) w.varint(at - 1, SMALL_CHUNK);
          toFront(at);
          if (action === null) return;
          for (const [name, codec] of byCode.get(code)!.fields) codec.write(w, action[name]);
        },
        read(r) {
          const at = r.flag() ? r.varint(SMALL_CHUNK) + 1 : 0;
          if (at >= recent.length) throw new BadBody('an unknown action code');
          const code = toFront(at);
          if (code === 0) return null;
          const layout = byCode.get(code)!;
          return Object.fromEntries([['type', layout.type], ...layout.fields.map(([name, codec]) => [name, codec.read(r)])]);
        },
      };
    },
  };
}

/** A letter code pinned with a version: the letters and each one's code length, a canonical prefix code (shortest codes first). */
export interface LetterCode {
  letters: string;
  lengths: readonly number[];
}

/** The canonical prefix code of `lengths`: codes of one length are consecutive, in the letters' order. */
function prefixCode({ letters, lengths }: LetterCode) {
  const symbols = [...letters];
  if (symbols.length !== lengths.length) throw new Error('a letter code needs one length a letter');
  const order = symbols.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]! || a - b);
  const codes = new Map<string, { code: number; length: number }>();
  /** For each length: the first code, and the index in `order` of its first letter. */
  const firstCode: number[] = [];
  const firstIndex: number[] = [];
  const count: number[] = [];
  let code = 0;
  let previous = 0;
  order.forEach((i, at) => {
    const length = lengths[i]!;
    code <<= length - previous;
    previous = length;
    if (firstCode[length] === undefined) {
      firstCode[length] = code;
      firstIndex[length] = at;
    }
    count[length] = (count[length] ?? 0) + 1;
    codes.set(symbols[i]!, { code, length });
    code += 1;
  });
  const longest = previous;
  return {
    /** Whether every letter of a text has a code. */
    covers: (text: string) => [...text].every((c) => codes.has(c)),
    write(w: BitWriter, c: string) {
      const { code, length } = codes.get(c)!;
      w.bits(code, length);
    },
    read(r: BitReader): string {
      let value = 0;
      for (let length = 1; length <= longest; length++) {
        value = value * 2 + r.bits(1);
        const first = firstCode[length];
        if (first !== undefined && value >= first && value - first < count[length]!) return symbols[order[firstIndex[length]! + value - first]!]!;
      }
      throw new BadBody('a letter with no code');
    },
  };
}

/**
 * Version 3's text: a pinned word as its index, else one bit then its letters by the pinned letter code after
 * their count (names mostly: about 4.5 bits a letter), or, when a letter has no code, its UTF-8 bytes after their count.
 */
function codedText(letters: LetterCode, words: readonly string[]): FieldCodec {
  const code = prefixCode(letters);
  const list = wordList(words);
  return {
    write(w, value) {
      if (typeof value !== 'string') throw new TypeError('not text');
      const index = list.indexOf(value);
      w.flag(index !== undefined);
      if (index !== undefined) return w.varint(index, WORD_CHUNK);
      const coded = code.covers(value);
      w.flag(coded);
      if (!coded) {
        const data = new TextEncoder().encode(value);
        w.varint(data.length, NUMBER_CHUNK);
        return w.bytesOf(data);
      }
      const chars = [...value];
      w.varint(chars.length, LENGTH_CHUNK);
      for (const c of chars) code.write(w, c);
    },
    read(r) {
      if (r.flag()) return list.read(r);
      if (!r.flag()) {
        const data = r.bytesOf(r.varint(NUMBER_CHUNK));
        try {
          return new TextDecoder('utf-8', { fatal: true }).decode(data);
        } catch {
          throw new BadBody('text that is not UTF-8');
        }
      }
      const length = r.varint(LENGTH_CHUNK);
      if (length > r.remaining()) throw new BadBody('the body ends early');
      return Array.from({ length }, () => code.read(r)).join('');
    },
  };
}

/** Version 3's whole numbers: fixed bits when both bounds leave at most 32 values, small counts first when they leave more. */
function wholeV3(min: number | undefined, max: number | undefined): FieldCodec {
  if (min === undefined || max === undefined || max - min < 32) return wholeCodec(min, max);
  const check = (v: unknown): number => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) throw new TypeError(`${String(v)} out of bounds`);
    return v;
  };
  return {
    write: (w, v) => w.varint(check(v) - min, SMALL_CHUNK),
    read(r) {
      const v = r.varint(SMALL_CHUNK) + min;
      if (v > max) throw new BadBody('a number out of bounds');
      return v;
    },
  };
}

/** Version 3's decimals: a prefix `0` for units (then groups of 3 bits), `10` tenths and `110` hundredths (groups of 5: positions on the table), `111` a 64-bit float. */
function decimalV3(unsigned: boolean): FieldCodec {
  return {
    write(w, value) {
      if (typeof value !== 'number' || !Number.isFinite(value) || (unsigned && value < 0)) throw new TypeError('not a number in bounds');
      const scale = SCALES.findIndex((s) => Math.abs(value * s) <= 2 ** 40 && Math.round(value * s) / s === value);
      const step = scale < 0 ? FLOAT : scale;
      for (let i = 0; i < Math.min(step + 1, FLOAT); i++) w.flag(i < step);
      if (step === FLOAT) return w.float64(value);
      const whole = Math.round(value * SCALES[step]!);
      if (unsigned) w.varint(whole, step === 0 ? UNITS_CHUNK : PARTS_CHUNK);
      else w.signed(whole, step === 0 ? UNITS_CHUNK : PARTS_CHUNK);
    },
    read(r) {
      let step = 0;
      while (step < FLOAT && r.flag()) step += 1;
      if (step === FLOAT) {
        const value = r.float64();
        if (!Number.isFinite(value)) throw new BadBody('not a number');
        return value;
      }
      const whole = unsigned ? r.varint(step === 0 ? UNITS_CHUNK : PARTS_CHUNK) : r.signed(step === 0 ? UNITS_CHUNK : PARTS_CHUNK);
      return whole === 0 ? 0 : whole / SCALES[step]!;
    },
  };
}

/** Version 3: whole units in groups of 3 bits, tenths and hundredths (positions on the table) in groups of 5. */
const UNITS_CHUNK = 3;
const PARTS_CHUNK = 5;

/** Small counts (a list's length, a count with wide bounds) in version 3: groups of 2 bits (0 to 3 in 3 bits). */
const SMALL_CHUNK = 2;

/** The codecs of a pinned version's layouts, by its scheme: version 2's, or version 3's with its letter code. */
export function pinnedCodecs(pin: LinkPin): (layout: Layout) => FieldCodec {
  const words = pin.words ?? LINK_WORDS;
  if (pin.scheme !== 3) {
    const text = textV2(words);
    return codecs({ ...KINDS_V2, text, capped: (max) => cappedText(text, max) });
  }
  if (!pin.letters) throw new Error('a version 3 pin needs its letter code');
  const text = codedText(pin.letters, words);
  return codecs({ text, capped: (max) => cappedText(text, max), whole: wholeV3, decimal: decimalV3, lengthChunk: SMALL_CHUNK });
}
