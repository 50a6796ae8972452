import { sha256 } from '@noble/hashes/sha2.js';
import { SHARE_TAG, SHARE_VERSION, SharePayloadSchema, type SharePayload } from './payload';

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

/**
 * Any JSON value as link text: version byte, checksum, then the JSON compressed with the browser's
 * raw DEFLATE, all in base64url. For tests and for `encodePayload`.
 */
export async function encodeJson(value: unknown, version: number = SHARE_VERSION): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const body = await transform(json, new CompressionStream('deflate-raw'), Infinity);
  if (body === 'tooLong') throw new Error('unreachable: compression has no limit');
  const bytes = new Uint8Array(HEADER + body.length);
  bytes[0] = version;
  bytes.set(checksum(version, body), 1);
  bytes.set(body, HEADER);
  return toBase64Url(bytes);
}

/** The JSON value of link text, or why it cannot be read; never throws. */
export async function decodeJson(text: string): Promise<Decoded<unknown>> {
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
  if (version < SHARE_VERSION) return { ok: false, reason: 'olderVersion' };
  if (typeof DecompressionStream === 'undefined') return { ok: false, reason: 'unsupported' };
  let json: Uint8Array | 'tooLong';
  try {
    json = await transform(body, new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (json === 'tooLong') return { ok: false, reason: 'tooLong' };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) as unknown };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}

/** A share payload as link text. */
export function encodePayload(payload: SharePayload): Promise<string> {
  return encodeJson(payload);
}

/** The share payload of link text: `foreign` when it is JSON of something else, `invalid` when it is ours but malformed. */
export async function decodePayload(text: string): Promise<Decoded<SharePayload>> {
  const decoded = await decodeJson(text);
  if (!decoded.ok) return decoded;
  const value = decoded.value;
  if (!Array.isArray(value) || value[0] !== SHARE_TAG) return { ok: false, reason: 'foreign' };
  const parsed = SharePayloadSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'invalid' };
}
