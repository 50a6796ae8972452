/**
 * How a value travels in a link's bit stream, as data (ARCHITECTURE.md "Formats"): the layout of a link
 * version is pinned in `pins/` when the version is made, so the live schemas can change without moving a
 * bit of the links made before. Each kind says how its value is written (`layoutCodec.ts`).
 */
export type Layout =
  /** One bit. */
  | { kind: 'boolean' }
  /** A pinned word's index, else its letters (`bits.ts`); `max` letters at most when given. */
  | { kind: 'text'; max?: number }
  /** A whole number: fixed bits between both bounds, a count above a minimum, else signed. */
  | { kind: 'whole'; min?: number; max?: number }
  /** Units, tenths or hundredths (2 bits say which), finer as a 64-bit float; no sign when `unsigned`. */
  | { kind: 'decimal'; unsigned: boolean }
  /** One of these values (an enum's or literals'), as its index in the fewest bits. */
  | { kind: 'choice'; values: readonly (string | number | boolean | null)[] }
  /** A value or nothing (absent), behind one bit. */
  | { kind: 'optional'; of: Layout }
  /** A value or null, behind one bit. */
  | { kind: 'nullable'; of: Layout }
  /** Its length, then its items. */
  | { kind: 'list'; of: Layout }
  | { kind: 'tuple'; items: readonly Layout[] }
  /** Its fields in this order; an absent optional field is left out when read. */
  | { kind: 'object'; fields: readonly (readonly [string, Layout])[] }
  /** The index of the first option the value fits, then the value by that option. */
  | { kind: 'union'; options: readonly Layout[] }
  /** A presence bit for each key, in this order, then the value. */
  | { kind: 'record'; keys: readonly string[]; of: Layout }
  /** Its JSON as text. */
  | { kind: 'json' };

/** What a link version's game and view links carry, field by field: the whole of a pinned version. */
export interface LinkPin {
  /** The link version (the envelope's first byte). */
  version: number;
  /** Fields kept for what the live schemas do not have yet (`setup.tournament`): absent from a value, they cost their presence bit. */
  reserved?: readonly string[];
  /** How the kinds are written: version 2's way when absent, else version 3's (layoutCodec.ts `pinnedCodecs`). */
  scheme?: 3;
  /** The words text travels as the index of (territories and terrain: `linkWords.ts` when the version was pinned). */
  words?: readonly string[];
  /** Version 3's letter code for text (layoutCodec.ts `LetterCode`). */
  letters?: { letters: string; lengths: readonly number[] };
  /** The setup's fields in order (the seed and the battle code are written by the payload, not by this). */
  setup: Layout;
  /** Each action by its link code: its type and its fields in order. */
  actions: readonly { code: number; type: string; fields: readonly (readonly [string, Layout])[] }[];
  /** The room's public view. */
  view: Layout;
}
