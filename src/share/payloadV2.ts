import { BadBody, BitReader, BitWriter } from './bits';
import type { LinkPin } from './layout';
import { pinnedActions, pinnedCodecs, type FieldCodec } from './layoutCodec';
import { SEEDED, SHARE_TAG, packAction, packSetup, unpackAction, unpackSetup, type PackedAction, type SharePayload } from './payload';
import V2 from './pins/link-v2.json';

/*
 * Share links, version 2 (ARCHITECTURE.md "Formats"): the same payload as version 1 (a game: setup and
 * actions; or a view: fingerprint and the room's view), as a bit stream laid out by the layout pinned for
 * version 2 (pins/link-v2.json, the schemas as they were at commit b3397dc), never by the live schemas.
 * Its first byte says what follows: FLAG_VIEW for a view, FLAG_DEFLATED when the rest is raw DEFLATE (used
 * only when that is shorter).
 */

/** The body's first byte: the rest is raw DEFLATE of the bit stream. */
export const FLAG_DEFLATED = 1;
/** The body's first byte: a view, not a game. */
export const FLAG_VIEW = 2;

/** The number of actions: groups of 6 bits. */
export const COUNT_CHUNK = 6;
/** The most actions a link body may say it holds. */
const MAX_ACTIONS = 200_000;

/** A fingerprint as shown ("1A2B 3C4D 5E6F 7081") in 64 bits, any other text as text. */
const FINGERPRINT = /^[0-9A-F]{4}( [0-9A-F]{4}){3}$/;
export const fingerprintCodec = (textCodec: FieldCodec): FieldCodec => ({
  write(w, v) {
    w.flag(v !== null);
    if (v === null) return;
    const shown = String(v);
    const hex = FINGERPRINT.test(shown);
    w.flag(hex);
    if (!hex) return textCodec.write(w, shown);
    for (const group of shown.split(' ')) w.bits(parseInt(group, 16), 16);
  },
  read(r) {
    if (!r.flag()) return null;
    if (!r.flag()) return textCodec.read(r);
    return Array.from({ length: 4 }, () => r.bits(16).toString(16).toUpperCase().padStart(4, '0')).join(' ');
  },
});

/** What a game or view body carries, read by a pinned layout and nothing else: objects, unchecked (the engine parses them). */
export type BodyContent =
  | { kind: 'game'; setup: Record<string, unknown>; actions: (Record<string, unknown> | null)[] }
  | { kind: 'view'; fingerprint: string | null; view: unknown };

/** The bit stream of a pinned version: a game's setup (its seed only when carried), its actions, or a view. */
export function pinnedBody(pin: LinkPin) {
  const codecOf = pinnedCodecs(pin);
  const setupCodec = codecOf(pin.setup);
  const viewCodec = codecOf(pin.view);
  const fingerprint = fingerprintCodec(codecOf({ kind: 'text' }));
  const actions = pinnedActions(pin, codecOf);
  return {
    write(w: BitWriter, content: BodyContent): void {
      if (content.kind === 'view') {
        fingerprint.write(w, content.fingerprint);
        viewCodec.write(w, content.view);
        return;
      }
      setupCodec.write(w, content.setup);
      w.varint(content.actions.length, COUNT_CHUNK);
      const run = actions.begin();
      for (const action of content.actions) run.write(w, action);
    },
    read(r: BitReader, view: boolean): BodyContent {
      if (view) {
        const shown = fingerprint.read(r);
        return { kind: 'view', fingerprint: shown as string | null, view: viewCodec.read(r) };
      }
      const setup = setupCodec.read(r) as Record<string, unknown>;
      const count = r.varint(COUNT_CHUNK);
      if (count > MAX_ACTIONS) throw new BadBody('too many actions');
      const run = actions.begin();
      const read = Array.from({ length: count }, () => run.read(r));
      return { kind: 'game', setup, actions: read };
    },
  };
}

/** The pinned layout of version 2. */
export const PIN_V2 = V2 as unknown as LinkPin;
const bodyV2 = pinnedBody(PIN_V2);

/** A payload's content as objects: the setup with its seed only when carried (never the battle code), each action or null for a seeded one. */
export function contentOf(payload: SharePayload): BodyContent {
  if (payload[1] === 'v') return { kind: 'view', fingerprint: payload[2], view: payload[3] };
  const [, , packedSetup, packed] = payload;
  const carried = packedSetup[7] !== null;
  const { seed: _seed, ...setup } = unpackSetup(packedSetup, '') as Record<string, unknown>;
  const actions = packed.map((entry) => {
    if (entry === SEEDED) return null;
    const action = unpackAction(entry);
    if (!action) throw new Error('contentOf: an action with no link code');
    return action;
  });
  return { kind: 'game', setup: carried ? { ...setup, seed: packedSetup[7] } : setup, actions };
}

/** The payload (version 1's arrays) of content read from a body. */
export function payloadOf(content: BodyContent): SharePayload {
  if (content.kind === 'view') return [SHARE_TAG, 'v', content.fingerprint, content.view];
  const carried = typeof content.setup.seed === 'string';
  const packed: PackedAction[] = content.actions.map((action) => (action === null ? SEEDED : packAction(action as never)));
  return [SHARE_TAG, 'g', packSetup({ ...content.setup, seed: carried ? content.setup.seed : '' } as never, carried), packed];
}

/** A share payload as the version 2 bit stream, with the first byte's flags (not yet deflated). For tests and the links made before version 3. */
export function writeBodyV2(payload: SharePayload): { flags: number; bits: Uint8Array } {
  const w = new BitWriter();
  bodyV2.write(w, contentOf(payload));
  return { flags: payload[1] === 'v' ? FLAG_VIEW : 0, bits: w.finish() };
}

/** The content of a version 2 bit stream, read by its pin alone; throws `BadBody` when it is not one. */
export function readContentV2(flags: number, bits: Uint8Array): BodyContent {
  const r = new BitReader(bits);
  const content = bodyV2.read(r, (flags & FLAG_VIEW) !== 0);
  r.end();
  return content;
}

/** The payload (version 1's arrays) of a version 2 bit stream; throws `BadBody` when it is not one. */
export function readBodyV2(flags: number, bits: Uint8Array): SharePayload {
  return payloadOf(readContentV2(flags, bits));
}
