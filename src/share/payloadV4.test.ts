import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSetup } from '../../tests/support/randomGame';
import { decodePayload, fromBase64Url } from './codec';
import { packAction, packSetup, SHARE_TAG, type SharePayload } from './payload';
import { PIN_V4, readBodyV4, writeBodyV4 } from './payloadV4';

const roundTrip = (payload: SharePayload): SharePayload => {
  const { flags, bits } = writeBodyV4(payload);
  return readBodyV4(flags, bits);
};

const TOURNAMENT = { event: "Northern Winter Open '26", round: 99, table: 999 };

describe('version 4 bodies (issue 37 and 38)', () => {
  it('carry a tournament at its bounds, the deep water\'s depth and a battle without a Vital Settlement or Fort', () => {
    const setup = makeSetup({ rulesVersion: 5, tournament: TOURNAMENT });
    const game: SharePayload = [SHARE_TAG, 'g', packSetup(setup, false), [packAction({ type: 'placeDeepWater', edge: 'right', depth: 2.5 }), packAction({ type: 'confirmVitalSettlement', placed: false })]];
    expect(roundTrip(game)).toEqual(game);
  });

  it('cannot hold an event longer than the 24 letters the setup takes: the pin carries the schema\'s bound', () => {
    const tournament = PIN_V4.setup.kind === 'object' ? PIN_V4.setup.fields.find(([name]) => name === 'tournament')?.[1] : undefined;
    expect(JSON.stringify(tournament)).toContain('["event",{"kind":"optional","of":{"kind":"text","max":24}}]');
    const longer = { ...makeSetup({ rulesVersion: 5 }), tournament: { event: `${TOURNAMENT.event}!` } };
    expect(() => writeBodyV4([SHARE_TAG, 'g', packSetup(longer, false), []])).toThrow(TypeError);
  });
});

/**
 * Links of version 4 as the build that made version 4 wrote them (tests/fixtures/links/v4.json: random games of app
 * rules 5 in every mode, the deep water 3.5 BW deep, no Vital Settlement or Fort, two with a tournament and one a
 * sheet's, and views at mid-game): a change to version 4's pinned layout breaks them, and must be a version 5 instead.
 */
describe('links of version 4 keep opening (tests/fixtures/links/v4.json)', () => {
  it('decode to what they were made from', async () => {
    const fixtures = JSON.parse(readFileSync('tests/fixtures/links/v4.json', 'utf8')) as { name: string; link: string; payload: SharePayload }[];
    expect(fixtures.length).toBe(8);
    for (const { name, link, payload } of fixtures) {
      expect(fromBase64Url(link)![0], name).toBe(4);
      expect(await decodePayload(link), name).toEqual({ ok: true, value: payload });
    }
  });
});
