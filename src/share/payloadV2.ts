import type { z } from '../lib/zod';
import { megEngine, PublicViewSchema, type Action, type ActionDef, type Setup } from '../engine';
import { SetupSchema } from '../engine/schema/setup';
import { BadBody, BitReader, BitWriter } from './bits';
import { SEEDED, SHARE_TAG, packAction, packSetup, unpackAction, unpackSetup, type PackedAction, type SharePayload } from './payload';
import { TEXT, schemaCodec, type FieldCodec } from './schemaCodec';

/*
 * Share links, version 2 (ARCHITECTURE.md "Formats"): the same payload as version 1 (a game: setup and
 * actions; or a view: fingerprint and the room's view), as a bit stream packed by the schemas instead of
 * JSON. Its first byte says what follows: FLAG_VIEW for a view, FLAG_DEFLATED when the rest is raw DEFLATE
 * (used only when that is shorter).
 */

/** The body's first byte: the rest is raw DEFLATE of the bit stream. */
export const FLAG_DEFLATED = 1;
/** The body's first byte: a view, not a game. */
export const FLAG_VIEW = 2;

/**
 * An action's code in the stream: one bit set when it is the same as the action's before (days, deployment
 * ticks and battle turns come in runs), else that bit clear and groups of 5 bits: 0 for an action the
 * revealed seed draws again, else its link code + 1.
 */
const CODE_CHUNK = 5;
/** The number of actions: groups of 6 bits. */
const COUNT_CHUNK = 6;

type LinkAction = Pick<ActionDef, 'type' | 'linkCode' | 'schema'>;

/** The v2 codec of each action by link code: its fields in schema order, each by its schema (the `type` is the code). */
export function actionCodecV2(actions: readonly LinkAction[]) {
  const byCode = new Map(
    actions.map((def) => [
      def.linkCode,
      {
        type: def.type,
        fields: Object.entries(def.schema.shape as Record<string, z.ZodMiniType>)
          .filter(([name]) => name !== 'type')
          .map(([name, schema]) => [name, schemaCodec(schema)] as const),
      },
    ]),
  );
  const codeOf = new Map(actions.map((def) => [def.type, def.linkCode]));
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

const actionsV2 = actionCodecV2(megEngine.linkActions);

const maybeText: FieldCodec = {
  write(w, v) {
    w.flag(typeof v === 'string');
    if (typeof v === 'string') TEXT.write(w, v);
  },
  read: (r) => (r.flag() ? TEXT.read(r) : undefined),
};

/** The setup's fields in schema order; the seed only when the link carries it, the battle code never (issue 13). */
const SETUP_FIELDS: readonly (readonly [string, FieldCodec])[] = Object.entries(SetupSchema.shape as Record<string, z.ZodMiniType>)
  .filter(([name]) => name !== 'battleSeed')
  .map(([name, schema]) => [name, name === 'seed' ? maybeText : schemaCodec(schema)] as const);

/** A fingerprint as shown ("1A2B 3C4D 5E6F 7081") in 64 bits, any other text as text. */
const FINGERPRINT = /^[0-9A-F]{4}( [0-9A-F]{4}){3}$/;
const fingerprintCodec: FieldCodec = {
  write(w, v) {
    w.flag(v !== null);
    if (v === null) return;
    const text = String(v);
    const hex = FINGERPRINT.test(text);
    w.flag(hex);
    if (!hex) return TEXT.write(w, text);
    for (const group of text.split(' ')) w.bits(parseInt(group, 16), 16);
  },
  read(r) {
    if (!r.flag()) return null;
    if (!r.flag()) return TEXT.read(r);
    return Array.from({ length: 4 }, () => r.bits(16).toString(16).toUpperCase().padStart(4, '0')).join(' ');
  },
};

const viewCodec = schemaCodec(PublicViewSchema as unknown as z.ZodMiniType);

/** A share payload as the version 2 bit stream, with the first byte's flags (not yet deflated). */
export function writeBodyV2(payload: SharePayload): { flags: number; bits: Uint8Array } {
  const w = new BitWriter();
  if (payload[1] === 'v') {
    fingerprintCodec.write(w, payload[2]);
    viewCodec.write(w, payload[3]);
    return { flags: FLAG_VIEW, bits: w.finish() };
  }
  const [, , packedSetup, packed] = payload;
  const carried = packedSetup[7] !== null;
  const setup = unpackSetup(packedSetup, '') as Record<string, unknown>;
  for (const [name, codec] of SETUP_FIELDS) codec.write(w, name === 'seed' ? (carried ? setup.seed : undefined) : setup[name]);
  w.varint(packed.length, COUNT_CHUNK);
  let previous: number | null = null;
  for (const entry of packed) {
    const action = entry === SEEDED ? null : unpackAction(entry);
    if (entry !== SEEDED && !action) throw new Error('writeBodyV2: an action with no link code');
    previous = actionsV2.write(w, action, previous);
  }
  return { flags: 0, bits: w.finish() };
}

/** The payload (version 1's arrays) of a version 2 bit stream; throws `BadBody` when it is not one. */
export function readBodyV2(flags: number, bits: Uint8Array): SharePayload {
  const r = new BitReader(bits);
  if (flags & FLAG_VIEW) {
    const fingerprint = fingerprintCodec.read(r);
    const view = viewCodec.read(r);
    r.end();
    return [SHARE_TAG, 'v', fingerprint as string | null, view];
  }
  const setup: Record<string, unknown> = {};
  for (const [name, codec] of SETUP_FIELDS) {
    const value = codec.read(r);
    if (value !== undefined) setup[name] = value;
  }
  const carried = typeof setup.seed === 'string';
  const count = r.varint(COUNT_CHUNK);
  if (count > 200_000) throw new BadBody('too many actions');
  const packed: PackedAction[] = [];
  let previous: number | null = null;
  for (let i = 0; i < count; i++) {
    const { action, code } = actionsV2.read(r, previous);
    previous = code;
    packed.push(action === null ? SEEDED : packAction(action as unknown as Action));
  }
  r.end();
  return [SHARE_TAG, 'g', packSetup({ ...setup, seed: carried ? setup.seed : '' } as Setup, carried), packed];
}
