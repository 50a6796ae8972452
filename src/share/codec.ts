import { sha256 } from '@noble/hashes/sha2.js';
import { BadBody } from './bits';
import type { Layout } from './layout';
import { SEEDED, SHARE_TAG, SHARE_VERSION, SHARE_VERSION_JSON, SharePayloadSchema, packAction, type PackedAction, type SharePayload } from './payload';
import { FLAG_DEFLATED, FLAG_VIEW, PIN_V2, readBodyV2, writeBodyV2 } from './payloadV2';
import { FLAGS_V3, readBodyV3, writeBodyV3, type LinkBody } from './payloadV3';
import { FLAGS_V4, readBodyV4, writeBodyV4 } from './payloadV4';
import { FLAGS_V5, readBodyV5, writeBodyV5 } from './payloadV5';

/** The longest link payload read or made, in characters (a finished game's link is far shorter; see README "Share links"). */
export const MAX_PAYLOAD_CHARS = 60_000;
/** The most JSON a link may expand to: a link that inflates beyond it is refused unread (a "zip bomb" stays harmless). */
export const MAX_JSON_BYTES = 4_000_000;

/** Why a link's payload could not be read, before any rule is applied. */
export type DecodeFailure = 'empty' | 'notALink' | 'tooLong' | 'damaged' | 'newerVersion' | 'olderVersion' | 'foreign' | 'invalid' | 'unsupported';

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: DecodeFailure };

const CHECK_BYTES = 4;
const HEADER = 1 + CHECK_BYTES;
const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** base64url without padding (RFC 4648 section 5), the alphabet a URL fragment carries untouched. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not canonical base64url (a changed padding bit counts as damage). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : null;
}

/** The first bytes of SHA-256 over the version byte and the compressed body: any changed or missing character fails it. */
function checksum(version: number, body: Uint8Array): Uint8Array {
  const data = new Uint8Array(body.length + 1);
  data[0] = version;
  data.set(body, 1);
  return sha256(data).subarray(0, CHECK_BYTES);
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'tooLong'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return 'tooLong';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | 'tooLong'> {
  const writer = stream.writable.getWriter();
  // Errors surface on the readable side; the writer's own promises are only awaited there.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return readAll(stream.readable as ReadableStream<Uint8Array>, limit);
}

/** Link text of a body: version byte, checksum, body, all in base64url. */
function envelope(version: number, body: Uint8Array): string {
  const bytes = new Uint8Array(HEADER + body.length);
  bytes[0] = version;
  bytes.set(checksum(version, body), 1);
  bytes.set(body, HEADER);
  return toBase64Url(bytes);
}

/** The version and body of link text whose checksum holds, or why not. */
function openEnvelope(text: string): Decoded<{ version: number; body: Uint8Array }> {
  if (text.length === 0) return { ok: false, reason: 'empty' };
  if (!ALPHABET.test(text)) return { ok: false, reason: 'notALink' };
  if (text.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'tooLong' };
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length <= HEADER) return { ok: false, reason: 'damaged' };
  const version = bytes[0]!;
  const body = bytes.subarray(HEADER);
  const expected = checksum(version, body);
  if (expected.some((b, i) => b !== bytes[1 + i])) return { ok: false, reason: 'damaged' };
  if (version > SHARE_VERSION) return { ok: false, reason: 'newerVersion' };
  if (version < SHARE_VERSION_JSON) return { ok: false, reason: 'olderVersion' };
  return { ok: true, value: { version, body } };
}

/** The bytes of a raw DEFLATE body, at most `MAX_JSON_BYTES` of them, or why not. */
export async function inflate(body: Uint8Array): Promise<Decoded<Uint8Array>> {
  if (typeof DecompressionStream === 'undefined') return { ok: false, reason: 'unsupported' };
  try {
    const out = await transform(body, new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
    return out === 'tooLong' ? { ok: false, reason: 'tooLong' } : { ok: true, value: out };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** Bytes compressed by the browser's raw DEFLATE. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const body = await transform(bytes, new CompressionStream('deflate-raw'), Infinity);
  if (body === 'tooLong') throw new Error('unreachable: compression has no limit');
  return body;
}

/**
 * Any JSON value as link text of version 1 (or `version`): version byte, checksum, then the JSON
 * compressed with the browser's raw DEFLATE, all in base64url. For tests, and the links made before version 2.
 */
export async function encodeJson(value: unknown, version: number = SHARE_VERSION_JSON): Promise<string> {
  return envelope(version, await deflate(new TextEncoder().encode(JSON.stringify(value))));
}

/** The JSON value of version 1 link text, or why it cannot be read; never throws. */
export async function decodeJson(text: string): Promise<Decoded<unknown>> {
  const opened = openEnvelope(text);
  if (!opened.ok) return opened;
  if (opened.value.version !== SHARE_VERSION_JSON) return { ok: false, reason: 'foreign' };
  const json = await inflate(opened.value.body);
  if (!json.ok) return json;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json.value)) as unknown };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** A field of a version 1 action tuple: enums (also nullable, in lists and tuples) by their index, anything else as it is. */
function v1Field(layout: Layout, v: unknown): unknown {
  switch (layout.kind) {
    case 'nullable':
      return v === null ? null : v1Field(layout.of, v);
    case 'choice':
      // Only an enum (text choices) travelled by index; an unknown index passes on, for the engine to refuse.
      return layout.values.every((c) => typeof c === 'string') && typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < layout.values.length ? layout.values[v] : v;
    case 'list':
      return Array.isArray(v) ? v.map((x) => v1Field(layout.of, x)) : v;
    case 'tuple':
      return Array.isArray(v) ? v.map((x, i) => (layout.items[i] ? v1Field(layout.items[i], x) : x)) : v;
    default:
      return v;
  }
}

const V1_ACTIONS = new Map(PIN_V2.actions.map((a) => [a.code, a]));

/**
 * A version 1 action tuple read by the action layouts pinned with version 2 (the schemas as version 1's last links
 * were written), as today's tuple: version 1 links open whatever the live action schemas become. An unknown code or
 * a wrong number of fields stays as it came, for the reader to refuse.
 */
export function actionOfV1(entry: PackedAction): PackedAction {
  if (entry === SEEDED || !Array.isArray(entry)) return entry;
  const [code, ...values] = entry;
  const pinned = V1_ACTIONS.get(code);
  if (!pinned || values.length !== pinned.fields.length) return entry;
  const action = Object.fromEntries([['type', pinned.type], ...pinned.fields.map(([name, layout], i) => [name, v1Field(layout, values[i])])]);
  return packAction(action as never);
}

/** How each version after the first writes and reads its bit stream, and the flags its first byte may hold. */
const BODIES: Record<number, LinkBody & { flags: number }> = {
  2: { flags: FLAG_DEFLATED | FLAG_VIEW, write: writeBodyV2, read: readBodyV2 },
  3: { flags: FLAGS_V3, write: writeBodyV3, read: readBodyV3 },
  4: { flags: FLAGS_V4, write: writeBodyV4, read: readBodyV4 },
  5: { flags: FLAGS_V5, write: writeBodyV5, read: readBodyV5 },
};

/**
 * A share payload as link text of version 5 (or `version`, 2 to 4 for tests and the links made before): the version
 * byte, the checksum, then a flags byte and the payload's bit stream (payloadV5.ts), deflated when that is shorter.
 */
export async function encodePayload(payload: SharePayload, version: number = SHARE_VERSION): Promise<string> {
  const codec = BODIES[version];
  if (!codec) throw new Error(`encodePayload: no link version ${version}`);
  const { flags, bits } = codec.write(payload);
  const packed = typeof CompressionStream === 'undefined' ? bits : await deflate(bits);
  const deflated = packed.length < bits.length;
  const rest = deflated ? packed : bits;
  const body = new Uint8Array(1 + rest.length);
  body[0] = flags | (deflated ? FLAG_DEFLATED : 0);
  body.set(rest, 1);
  return envelope(version, body);
}

/** The payload of a version 2 or 3 body, or `invalid` when its bits are not one. */
async function decodeBody(version: number, body: Uint8Array): Promise<Decoded<SharePayload>> {
  const codec = BODIES[version];
  if (!codec) return { ok: false, reason: 'invalid' };
  const flags = body[0]!;
  if ((flags & ~codec.flags) !== 0) return { ok: false, reason: 'invalid' };
  const rest = body.subarray(1);
  const bits = flags & FLAG_DEFLATED ? await inflate(rest) : ({ ok: true, value: rest } as const);
  if (!bits.ok) return bits;
  try {
    return { ok: true, value: codec.read(flags, bits.value) };
  } catch (error) {
    if (error instanceof BadBody || error instanceof RangeError || error instanceof TypeError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

/**
 * The share payload of link text of version 1, 2 or 3: `foreign` when it is JSON of something else,
 * `invalid` when it is ours but malformed. Never throws.
 */
export async function decodePayload(text: string): Promise<Decoded<SharePayload>> {
  const opened = openEnvelope(text);
  if (!opened.ok) return opened;
  let value: unknown;
  if (opened.value.version === SHARE_VERSION_JSON) {
    const decoded = await decodeJson(text);
    if (!decoded.ok) return decoded;
    value = decoded.value;
  } else {
    const decoded = await decodeBody(opened.value.version, opened.value.body);
    if (!decoded.ok) return decoded;
    value = decoded.value;
  }
  if (!Array.isArray(value) || value[0] !== SHARE_TAG) return { ok: false, reason: 'foreign' };
  const parsed = SharePayloadSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const payload = parsed.data;
  if (opened.value.version !== SHARE_VERSION_JSON || payload[1] !== 'g') return { ok: true, value: payload };
  try {
    return { ok: true, value: [payload[0], payload[1], payload[2], payload[3].map(actionOfV1), ...payload.slice(4)] as SharePayload };
  } catch {
    // A field the live action no longer has, or a value packAction cannot take: a link that cannot be opened.
    return { ok: false, reason: 'invalid' };
  }
}
