import seedrandom from 'seedrandom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BYTES, MAX_PAYLOAD_CHARS, decodeJson, decodePayload, encodeJson, encodePayload, fromBase64Url, toBase64Url, type DecodeFailure } from './codec';
import { SHARE_VERSION, SHARE_VERSION_JSON, type SharePayload } from './payload';

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

describe('encodePayload / decodePayload (version 5, and 4, 3 and 2 still read)', () => {
  it('writes version 5 and reads back the same payload', async () => {
    const text = await encodePayload(sample as SharePayload);
    expect(fromBase64Url(text)![0]).toBe(SHARE_VERSION);
    expect(SHARE_VERSION).toBe(5);
    expect(await decodePayload(text)).toEqual({ ok: true, value: sample });
  });

  it('reads version 4 written by its pinned layout as the same payload', async () => {
    const text = await encodePayload(sample as SharePayload, 4);
    expect(fromBase64Url(text)![0]).toBe(4);
    expect(await decodePayload(text)).toEqual({ ok: true, value: sample });
  });

  it('reads version 3 written by its pinned layout as the same payload', async () => {
    const text = await encodePayload(sample as SharePayload, 3);
    expect(fromBase64Url(text)![0]).toBe(3);
    expect(await decodePayload(text)).toEqual({ ok: true, value: sample });
  });

  it('reads version 2 written by its pinned layout as the same payload', async () => {
    const text = await encodePayload(sample as SharePayload, 2);
    expect(fromBase64Url(text)![0]).toBe(2);
    expect(await decodePayload(text)).toEqual({ ok: true, value: sample });
  });

  it('marks a battle sheet\'s link in version 3 and only there (version 2 has no room for it)', async () => {
    const marked = [...sample, 'sheet'] as unknown as SharePayload;
    expect(await decodePayload(await encodePayload(marked))).toEqual({ ok: true, value: marked });
    expect(await decodePayload(await encodePayload(marked, 2))).toEqual({ ok: true, value: sample });
  });

  it('round-trips text beyond the six-bit letters', async () => {
    const odd = structuredClone(sample) as SharePayload & unknown[];
    const setup = odd[2] as unknown[];
    (setup[8] as unknown[])[0] = 'Zoë Ærø 🛡';
    (setup[9] as unknown[])[1] = "Łódź's Own";
    const read = await decodePayload(await encodePayload(odd));
    expect(read).toEqual({ ok: true, value: odd });
  });
});

// Safari 16.4, the oldest Safari supported, is the first with compression streams; an older browser
// still makes links and opens the plain ones (issue 35).
describe('a browser without CompressionStream or DecompressionStream', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A payload whose repeated names deflate to fewer bytes. */
  const repetitive = structuredClone(sample) as SharePayload & unknown[];
  for (const i of [8, 9]) ((repetitive[2] as unknown[])[i] as unknown[])[1] = 'Legio Legio Legio Legio Legio Legio Legio Legio Legio Legio';

  it('writes the plain bits, which any browser opens, where another browser writes them deflated', async () => {
    const deflated = await encodePayload(repetitive);
    vi.stubGlobal('CompressionStream', undefined);
    vi.stubGlobal('DecompressionStream', undefined);
    const plain = await encodePayload(repetitive);
    expect(plain).not.toBe(deflated);
    expect(plain.length).toBeGreaterThan(deflated.length);
    expect(await decodePayload(plain)).toEqual({ ok: true, value: repetitive });
    vi.unstubAllGlobals();
    expect(await decodePayload(plain)).toEqual({ ok: true, value: repetitive });
  });

  it('says it cannot open a deflated link (the words: "This browser cannot open share links"), and a version 1 link likewise', async () => {
    const deflated = await encodePayload(repetitive);
    const v1 = await encodeJson(repetitive);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await decodePayload(deflated)).toEqual({ ok: false, reason: 'unsupported' });
    expect(await decodeJson(v1)).toEqual({ ok: false, reason: 'unsupported' });
  });
});

describe('encodeJson / decodeJson (version 1, still read)', () => {
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

const reason = async (text: string): Promise<DecodeFailure | 'ok'> => {
  const decoded = await decodePayload(text);
  return decoded.ok ? 'ok' : decoded.reason;
};

/** Link text of `version` whose checksum holds over `body`: a forger's link, or a bug's. */
async function signed(version: number, body: Uint8Array): Promise<string> {
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toBase64Url(new Uint8Array([version, ...sha256(new Uint8Array([version, ...body])).subarray(0, 4), ...body]));
}

/** Every tampered link gets a reason, never an exception (issue 10: tamper tests), in both versions. */
describe.each([
  ['version 1', () => encodeJson(sample)],
  ['version 2', () => encodePayload(sample as SharePayload)],
])('tampered links, %s', (_version, make) => {
  it('refuses a link with any one character changed as damaged', async () => {
    const text = await make();
    for (let i = 0; i < text.length; i++) {
      const flipped = text.slice(0, i) + other(text[i]!) + text.slice(i + 1);
      expect(await reason(flipped), `character ${i}`).toBe('damaged');
    }
  });

  it('refuses a link cut short anywhere as damaged', async () => {
    const text = await make();
    for (let length = 1; length < text.length; length++) expect(await reason(text.slice(0, length)), `length ${length}`).toBe('damaged');
  });
});

describe('a version 2 or 3 body that is not one', () => {
  it.each([2, 3])('refuses a signed version %i body cut short, padded, or with flags it does not know as invalid', async (version) => {
    const body = fromBase64Url(await encodePayload(sample as SharePayload, version))!.subarray(5);
    expect(await reason(await signed(version, body))).toBe('ok');
    expect(await reason(await signed(version, body.subarray(0, body.length - 1)))).toBe('invalid');
    expect(await reason(await signed(version, new Uint8Array([...body, 0])))).toBe('invalid');
    expect(await reason(await signed(version, new Uint8Array([body[0]! | 0x80, ...body.subarray(1)])))).toBe('invalid');
  });

  it('refuses the sheet\'s flag in a version 2 body (version 3 brought it)', async () => {
    const body = fromBase64Url(await encodePayload(sample as SharePayload, 2))!.subarray(5);
    expect(await reason(await signed(2, new Uint8Array([body[0]! | 4, ...body.subarray(1)])))).toBe('invalid');
  });

  it('refuses random signed bodies (fixed seeds) without throwing', async () => {
    const pick = seedrandom('random-bodies');
    for (let n = 0; n < 300; n++) {
      const length = 1 + Math.floor(pick() * 200);
      const body = Uint8Array.from({ length }, () => Math.floor(pick() * 256));
      const version = 2 + (n % 2);
      body[0] = body[0]! & (version === 2 ? 3 : 7);
      expect(['invalid', 'damaged', 'tooLong'], `body ${n}`).toContain(await reason(await signed(version, body)));
    }
  });
});

describe('tampered links', () => {
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
    expect(await reason(await encodeJson(sample, SHARE_VERSION_JSON - 1))).toBe('olderVersion');
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
    // Keep the version, replace the body with bytes that are no DEFLATE stream, and sign them again.
    expect(await reason(await signed(bytes[0]!, new Uint8Array([0xff, 0xff, 0xff, 0xff])))).toBe('damaged');
    // Version 2 with its deflate flag over the same bytes.
    expect(await reason(await signed(2, new Uint8Array([1, 0xff, 0xff, 0xff, 0xff])))).toBe('damaged');
  });
});
