import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, MAX_PAYLOAD_CHARS, decodeJson, decodePayload, encodeJson, fromBase64Url, toBase64Url, type DecodeFailure } from './codec';
import { SHARE_VERSION } from './payload';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const player = (name: string) => [name, 'Army', 'competent', 5, 6, ['plains'], 12, [1, 0, 0, 0, 0]];
const sample = ['pbw', 'g', ['2023', 'maximus', 180, 120, 'physical', 'physical', 'drawn', null, player('Anna'), player('Bruno')], [[1, 1], [3, 0], 0]];

/** A character of the alphabet other than `c`. */
const other = (c: string) => ALPHABET[(ALPHABET.indexOf(c) + 1) % ALPHABET.length]!;

describe('base64url', () => {
  it.each([[[]], [[0]], [[0, 1]], [[255, 254, 253]], [[62, 63, 0xfb, 0xff]]])('round-trips %j without padding', (bytes) => {
    const text = toBase64Url(new Uint8Array(bytes));
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect([...(fromBase64Url(text) ?? [])]).toEqual(bytes);
  });

  it('refuses text that is not canonical base64url (a changed padding bit, padding, other letters, an impossible length)', () => {
    expect(fromBase64Url('AB')).toBeNull();
    expect(fromBase64Url('AA==')).toBeNull();
    expect(fromBase64Url('A+/A')).toBeNull();
    expect(fromBase64Url('AAAAA')).toBeNull();
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
  });
});

describe('encodeJson / decodeJson', () => {
  it('round-trips JSON through deflate-raw and base64url', async () => {
    const text = await encodeJson(sample);
    expect(await decodeJson(text)).toEqual({ ok: true, value: sample });
    expect(await decodePayload(text)).toEqual({ ok: true, value: sample });
  });

  it('round-trips text beyond ASCII', async () => {
    const value = ['pbw', 'Zoë', 'Ærø 🛡', 'Łódź'];
    expect(await decodeJson(await encodeJson(value))).toEqual({ ok: true, value });
  });
});

/** Every tampered link gets a reason, never an exception (issue 10: tamper tests). */
describe('tampered links', () => {
  const reason = async (text: string): Promise<DecodeFailure | 'ok'> => {
    const decoded = await decodePayload(text);
    return decoded.ok ? 'ok' : decoded.reason;
  };

  it('refuses a link with any one character changed as damaged', async () => {
    const text = await encodeJson(sample);
    for (let i = 0; i < text.length; i++) {
      const flipped = text.slice(0, i) + other(text[i]!) + text.slice(i + 1);
      expect(await reason(flipped), `character ${i}`).toBe('damaged');
    }
  });

  it('refuses a link cut short anywhere as damaged', async () => {
    const text = await encodeJson(sample);
    for (let length = 1; length < text.length; length++) expect(await reason(text.slice(0, length)), `length ${length}`).toBe('damaged');
  });

  it('refuses random base64url as damaged (fixed seeds)', async () => {
    const pick = seedrandom('random-links');
    for (let n = 0; n < 200; n++) {
      const length = 2 + Math.floor(pick() * 400);
      let text = Array.from({ length }, () => ALPHABET[Math.floor(pick() * 64)]).join('');
      if (text.length % 4 === 1) text = text.slice(1);
      expect(await reason(text), text).toBe('damaged');
    }
  });

  it('tells an empty link, and text that is not base64url, apart', async () => {
    expect(await reason('')).toBe('empty');
    expect(await reason('https://example.org/')).toBe('notALink');
    expect(await reason('abc def')).toBe('notALink');
  });

  it('refuses foreign JSON, and JSON of this app that is malformed', async () => {
    expect(await reason(await encodeJson({ hello: 'world' }))).toBe('foreign');
    expect(await reason(await encodeJson(['other-app', 'g']))).toBe('foreign');
    expect(await reason(await encodeJson(['pbw', 'x', 1]))).toBe('invalid');
    expect(await reason(await encodeJson(['pbw', 'g', [], []]))).toBe('invalid');
    expect(await reason(await encodeJson(['pbw', 'v']))).toBe('invalid');
  });

  it('names a newer and an older version', async () => {
    expect(await reason(await encodeJson(sample, SHARE_VERSION + 1))).toBe('newerVersion');
    expect(await reason(await encodeJson(sample, SHARE_VERSION - 1))).toBe('olderVersion');
  });

  it('refuses an oversize link unread, and a small link that would inflate beyond the limit', async () => {
    expect(await reason('A'.repeat(MAX_PAYLOAD_CHARS + 4))).toBe('tooLong');
    const bomb = await encodeJson(['pbw', 'x'.repeat(MAX_JSON_BYTES + 1)]);
    expect(bomb.length).toBeLessThan(MAX_PAYLOAD_CHARS);
    expect(await reason(bomb)).toBe('tooLong');
  });

  it('refuses a genuine checksum over a body that is not deflate data as damaged', async () => {
    const text = await encodeJson(sample);
    const bytes = fromBase64Url(text)!;
    // Keep the header, replace the body with bytes that are no DEFLATE stream, and sign them again.
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const body = new Uint8Array([0xff, 0xff, 0xff, 0xff]);
    const signed = new Uint8Array([bytes[0]!, ...sha256(new Uint8Array([bytes[0]!, ...body])).subarray(0, 4), ...body]);
    expect(await reason(toBase64Url(signed))).toBe('damaged');
  });
});
