import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bundledPresets } from '../engine';
import { encodeJson, fromBase64Url, toBase64Url } from './codec';
import { EVENT_LINK_VERSION, EVENT_PREFIX, eventLink, eventPayload, readEventLink, type EventInfo } from './eventLink';

const BASE = 'https://wargames-club.github.io/pre-battle-wizard/';
/** A shipped preset other than the rules as printed: a profile with values to carry. */
const PROFILE = bundledPresets().find((p) => Object.keys(p.profile.values).length > 0)!.profile;
const EVENT: EventInfo = { event: 'Britcon Ancients Open 27', round: 3, profile: PROFILE };

/** A character of the payload's alphabet other than `c`. */
const other = (c: string) => (c === 'A' ? 'B' : 'A');

describe('the event link (issue 37)', () => {
  it('carries the event, its round and its rules profile, and reads them back from the address, its fragment or its payload', async () => {
    const link = await eventLink(BASE, EVENT);
    expect(link.startsWith(`${BASE}${EVENT_PREFIX}`)).toBe(true);
    const payload = link.slice(link.indexOf(EVENT_PREFIX) + EVENT_PREFIX.length);
    expect(fromBase64Url(payload)![0]).toBe(EVENT_LINK_VERSION);
    for (const text of [link, `${EVENT_PREFIX}${payload}`, payload, `  ${link.slice(0, 40)}\n${link.slice(40)}  `]) {
      expect(await readEventLink(text)).toEqual({ ok: true, info: EVENT });
    }
  });

  it('leaves out what the umpire did not give, and stays short enough for a phone to scan', async () => {
    const bare = await eventPayload({ event: 'Cold Wars' });
    expect(await readEventLink(bare)).toEqual({ ok: true, info: { event: 'Cold Wars' } });
    expect(bare.length).toBeLessThan(60);
    expect((await eventLink(BASE, EVENT)).length).toBeLessThan(400);
  });

  it('refuses to make a link of an event the setup could not take (25 letters, round 0)', async () => {
    await expect(eventPayload({ event: 'x'.repeat(25) })).rejects.toThrow();
    await expect(eventPayload({ event: 'Cold Wars', round: 0 })).rejects.toThrow();
  });

  it('says why a bad link cannot be read: each changed character, a cut link, a newer version, a share link, nothing', async () => {
    const payload = await eventPayload(EVENT);
    for (let i = 0; i < payload.length; i += 7) {
      const changed = `${payload.slice(0, i)}${other(payload[i]!)}${payload.slice(i + 1)}`;
      expect((await readEventLink(changed)).ok, `character ${i}`).toBe(false);
    }
    expect(await readEventLink(payload.slice(0, -3))).toEqual({ ok: false, reason: 'damaged' });
    expect(await readEventLink('')).toEqual({ ok: false, reason: 'empty' });
    expect(await readEventLink('not an event link!')).toEqual({ ok: false, reason: 'notALink' });
    // A newer version of the app's link, with a checksum that holds: an update is asked for, not damage claimed.
    const bytes = fromBase64Url(payload)!;
    const newer = new Uint8Array(bytes);
    newer[0] = EVENT_LINK_VERSION + 1;
    const checked = new Uint8Array([newer[0], ...newer.subarray(5)]);
    newer.set(sha256(checked).subarray(0, 4), 1);
    expect(await readEventLink(toBase64Url(newer))).toEqual({ ok: false, reason: 'newerVersion' });
  });

  it('reads a well-formed link of other content (a share link\'s JSON, an event with a bad round) as invalid, never as an event', async () => {
    expect(await readEventLink(await encodeJson(['pbw', 'g', [], []], EVENT_LINK_VERSION))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readEventLink(await encodeJson(['pbw-event', 'Cold Wars', 100, null], EVENT_LINK_VERSION))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readEventLink(await encodeJson(['pbw-event', 'Cold Wars', 2, null], EVENT_LINK_VERSION))).toEqual({ ok: true, info: { event: 'Cold Wars', round: 2 } });
  });
});
