import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { replayStates, rules } from '../../tests/support/scenario';
import { formatHash, installRoutes, parseHash } from '../ui/navigation';
import { ROUTES } from '../ui/app/routes';
import { publicView } from '../engine';
import { BitReader, BitWriter } from './bits';
import { decodePayload, fromBase64Url } from './codec';
import { SHARED_PREFIX } from './fragment';
import { layoutCodec, pinnedCodecs } from './layoutCodec';
import { packAction, packSetup, SEEDED, SHARE_TAG, type SharePayload } from './payload';
import { FLAG_SHEET, PIN_V3, readBodyV3, writeBodyV3 } from './payloadV3';

const roundTrip = (payload: SharePayload): SharePayload => {
  const { flags, bits } = writeBodyV3(payload);
  return readBodyV3(flags, bits);
};

const MODES = [
  ['digital', 'digital'],
  ['physical', 'physical'],
  ['digital', 'physical'],
  ['physical', 'digital'],
] as const;

describe('version 3 bodies', () => {
  it('round-trip every action of random games in every mode and the room view at every step', () => {
    for (const [cards, dice] of MODES) {
      const setup = makeSetup({ cards, dice, seed: `v3-${cards}-${dice}`, seedSource: 'drawn', rulesVersion: 2 });
      const { log } = playRandomGame(rules, setup, `v3-choices-${cards}-${dice}`);
      const game: SharePayload = [SHARE_TAG, 'g', packSetup(setup, true), log.map((a, i) => (i % 7 === 3 ? SEEDED : packAction(a)))];
      expect(roundTrip(game)).toEqual(game);
      const pick = seedrandom(`${cards}-${dice}`);
      for (const state of replayStates(setup, log)) {
        const view: SharePayload = [SHARE_TAG, 'v', pick() < 0.5 ? null : 'ABCD 0123 4567 89EF', publicView(state)];
        expect(roundTrip(view)).toEqual(view);
      }
    }
  });

  it('carry the app rules version, and a tournament\'s event, round and table in a game\'s setup and a view\'s (issue 37)', () => {
    const setup = makeSetup({ rulesVersion: 2 });
    const tournament = { event: 'Britcon Ancients Open 27', round: 3, table: 16 };
    const packedSetup = [...packSetup(setup, false)] as unknown[];
    while (packedSetup.length < 15) packedSetup.push(null);
    packedSetup[15] = tournament;
    const game = [SHARE_TAG, 'g', packedSetup, [SEEDED]] as unknown as SharePayload;
    expect(roundTrip(game)).toEqual(game);
    const view = publicView(replayStates(setup, []).at(-1)!);
    const withRoom = { ...view, setup: { ...view.setup, rulesVersion: 2, tournament: { event: 'Cold Wars', table: 4 } } };
    expect(roundTrip([SHARE_TAG, 'v', null, withRoom])).toEqual([SHARE_TAG, 'v', null, withRoom]);
  });

  it('refuse an event of more than 24 letters, in writing and in reading', () => {
    const codec = pinnedCodecs(PIN_V3);
    const setupLayout = PIN_V3.setup.kind === 'object' ? PIN_V3.setup.fields.find(([name]) => name === 'tournament')![1] : null;
    const tournament = codec(setupLayout!);
    expect(() => tournament.write(new BitWriter(), { event: 'x'.repeat(25) })).toThrow(TypeError);
    const w = new BitWriter();
    tournament.write(w, { event: 'x'.repeat(24) });
    expect(tournament.read(new BitReader(w.finish()))).toEqual({ event: 'x'.repeat(24) });
  });

  it('write names in fewer bits than version 2, and any text at all', () => {
    const bits = (version: 2 | 3, value: string) => {
      const text = (version === 3 ? pinnedCodecs(PIN_V3) : layoutCodec)({ kind: 'text' });
      const w = new BitWriter();
      text.write(w, value);
      const r = new BitReader(w.finish());
      expect(text.read(r)).toBe(value);
      return w.finish().length * 8;
    };
    // About 5.4 bits a letter for a name with capitals and a hyphen, 4.6 for plain words, against 6 (or 8 with an apostrophe).
    expect(bits(3, 'Maximilian Fitzgerald-Hartwell')).toBeLessThan(bits(2, 'Maximilian Fitzgerald-Hartwell') - 10);
    expect(bits(3, "Alexander's Macedonian Successors")).toBeLessThan(bits(2, "Alexander's Macedonian Successors") * 0.7);
    expect(bits(3, 'later roman field army')).toBeLessThanOrEqual(Math.ceil((2 + 8 + 22 * 4.6) / 8) * 8);
    for (const odd of ['', 'Zoë Ærø', '🛡 Łódź', 'plains', 'A', '0123456789']) bits(3, odd);
  });

  it('mark a battle sheet\'s link in the first byte', () => {
    const game: SharePayload = [SHARE_TAG, 'g', packSetup(makeSetup(), false), [], 'sheet'];
    expect(writeBodyV3(game).flags & FLAG_SHEET).toBe(FLAG_SHEET);
    expect(roundTrip(game)).toEqual(game);
  });
});

/**
 * Links of version 3 as the build that made version 3 wrote them (tests/fixtures/links/v3.json: random games in every
 * mode, one a sheet's, and views at mid-game): a change to version 3's pinned layout, its letter code or its kinds
 * breaks them, and must be a version 4 instead.
 */
describe('links of version 3 keep opening (tests/fixtures/links/v3.json)', () => {
  const FIXTURES = 'tests/fixtures/links/v3.json';

  it('decode to what they were made from', async () => {
    const fixtures = JSON.parse(readFileSync(FIXTURES, 'utf8')) as { name: string; link: string; payload: SharePayload }[];
    expect(fixtures.length).toBe(8);
    for (const { name, link, payload } of fixtures) {
      expect(fromBase64Url(link)![0], name).toBe(3);
      expect(await decodePayload(link), name).toEqual({ ok: true, value: payload });
    }
  });
});

describe('the address of a shared battle', () => {
  it('is frozen: `#/shared/<payload>`, the route the app opens, whatever the link version', () => {
    installRoutes(ROUTES);
    expect(SHARED_PREFIX).toBe('#/shared/');
    expect(ROUTES.shared.path).toBe('/shared');
    expect(formatHash('shared', { payload: 'AbC-_9' })).toBe('#/shared/AbC-_9');
    expect(parseHash('#/shared/AbC-_9')).toEqual({ view: 'shared', params: { payload: 'AbC-_9' } });
  });
});
