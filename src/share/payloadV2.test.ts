import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import v2Links from '../../tests/fixtures/links/v2.json';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { replayStates, rules } from '../../tests/support/scenario';
import { megEngine, publicView, type GameLog } from '../engine';
import { FootprintSchema } from '../engine/schema/table';
import { BadBody, BitReader, BitWriter, TEXT_LETTERS } from './bits';
import { readShared } from './link';
import { LINK_WORDS } from './linkWords';
import { packAction, packSetup, SEEDED, SHARE_TAG, type SharePayload } from './payload';
import { actionStream, layoutCodec } from './layoutCodec';
import { actionLayouts, layoutOf } from './layoutOf';
import { readBodyV2, writeBodyV2 } from './payloadV2';

const roundTrip = (payload: SharePayload): SharePayload => {
  const { flags, bits } = writeBodyV2(payload);
  return readBodyV2(flags, bits);
};

describe('the bit stream', () => {
  it('round-trips fixed bits, varints of any size, signed numbers, floats and text', () => {
    const w = new BitWriter();
    const counts = [0, 1, 7, 8, 15, 16, 255, 256, 65_535, 2 ** 40 + 3, Number.MAX_SAFE_INTEGER];
    const signedNumbers = [0, -1, 1, -2, 63, -64, -1_000_000];
    const texts = ['', 'Anna', 'Later Romans', 'Zoë', '🛡 Ærø', TEXT_LETTERS];
    w.bits(5, 3);
    w.flag(true);
    for (const n of counts) w.varint(n, 4);
    for (const n of signedNumbers) w.signed(n, 3);
    w.float64(1 / 3);
    for (const t of texts) w.text(t);
    const r = new BitReader(w.finish());
    expect(r.bits(3)).toBe(5);
    expect(r.flag()).toBe(true);
    expect(counts.map(() => r.varint(4))).toEqual(counts);
    expect(signedNumbers.map(() => r.signed(3))).toEqual(signedNumbers);
    expect(r.float64()).toBe(1 / 3);
    expect(texts.map(() => r.text())).toEqual(texts);
    expect(() => r.end()).not.toThrow();
  });

  it('takes 6 bits a letter for a name of the common letters, 8 for any other', () => {
    const size = (t: string) => {
      const w = new BitWriter();
      w.text(t);
      return w.finish().length;
    };
    expect(size('Later Romans')).toBe(Math.ceil((1 + 5 + 12 * 6) / 8));
    expect(size('Zoë')).toBe(Math.ceil((1 + 5 + 4 * 8) / 8));
  });

  it('refuses reading past the end, bytes left over and padding that is not zero', () => {
    expect(() => new BitReader(new Uint8Array([0xff])).bits(9)).toThrow(BadBody);
    const left = new BitReader(new Uint8Array([0, 0]));
    left.bits(3);
    expect(() => left.end()).toThrow(BadBody);
    const padded = new BitReader(new Uint8Array([0b0001_0000]));
    padded.bits(3);
    expect(() => padded.end()).toThrow(BadBody);
  });
});

describe('the schema codec', () => {
  const footprint = layoutCodec(layoutOf(FootprintSchema));

  it.each([
    [{ x: 12.5, y: -3, width: 4, depth: 2, angle: 30 }],
    [{ x: 0, y: 0, width: 0.25, depth: 1000, angle: -360 }],
    [{ x: 41.73, y: 20.73, width: 4.1, depth: 4, angle: -16.5 }],
    // Finer than hundredths: a 64-bit float.
    [{ x: 1 / 3, y: Math.PI, width: Math.SQRT2, depth: 1e-9, angle: 359.999 }],
  ])('round-trips a footprint %j exactly (decimals as scaled whole numbers, else floats)', (value) => {
    const w = new BitWriter();
    footprint.write(w, value);
    const r = new BitReader(w.finish());
    expect(footprint.read(r)).toEqual(value);
  });

  it('writes a recorded position to the tenth in under 8 bytes (a scaled decimal, not a float)', () => {
    const w = new BitWriter();
    footprint.write(w, { x: 43.1, y: 13.4, width: 4, depth: 4, angle: 0 });
    expect(w.finish().length).toBeLessThanOrEqual(7);
  });
});

describe('the words that travel as their index (linkWords.ts)', () => {
  it('keeps the words of the first version 2 links in their places (append only)', () => {
    const FIRST = [
      'waterside', 'desert', 'cultivated', 'forest', 'jungle', 'plains', 'mountains', 'standard', 'coastal',
      'hills', 'fields', 'village', 'riversAndStreams', 'town', 'rockyGround', 'tilledFields', 'brush', 'gully',
      'woods', 'marsh', 'orchardsVineyards', 'sandyGround', 'sandDunes', 'dryWadi', 'open', 'openArea',
      'ploughedFields', 'tallCrops', 'boundariedFields', 'orchards', 'vineyards', 'terrainedHills', 'deepWater',
      'wadi', 'impassableHills', 'swamp',
    ];
    expect(LINK_WORDS.slice(0, FIRST.length)).toEqual(FIRST);
    expect(new Set(LINK_WORDS).size).toBe(LINK_WORDS.length);
  });

  it('holds every territory and terrain id of the rules data (a new one: append it)', () => {
    const ids = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if ((key === 'id' || key === 'terrain') && typeof v === 'string') ids.add(v);
          walk(v);
        }
      }
    };
    walk(rules.territories);
    expect(ids.size).toBeGreaterThan(20);
    expect([...ids].filter((id) => !(LINK_WORDS as readonly string[]).includes(id))).toEqual([]);
  });
});

describe('version 2 bodies round-trip to the same payload as version 1', () => {
  const MODES = [
    ['digital', 'digital'],
    ['physical', 'physical'],
    ['digital', 'physical'],
    ['physical', 'digital'],
  ] as const;

  it('every action of random games in every mode, each by its link code (issue 29: schema-aware packing)', () => {
    const codec = actionStream(actionLayouts(megEngine.linkActions));
    const seen = new Set<string>();
    for (const [cards, dice] of MODES) {
      for (const n of [1, 2, 3]) {
        const { log } = playRandomGame(rules, makeSetup({ cards, dice, edition: n % 2 ? '2023' : '2020' }), `v2-${cards}-${dice}-${n}`);
        const w = new BitWriter();
        let previous: number | null = null;
        for (const action of log) previous = codec.write(w, action as unknown as Record<string, unknown>, previous);
        const r = new BitReader(w.finish());
        let before: number | null = null;
        for (const action of log) {
          seen.add(action.type);
          const { action: read, code } = codec.read(r, before);
          before = code;
          expect(read).toEqual(action);
          expect(code).toBe(megEngine.linkActions.find((d) => d.type === action.type)!.linkCode + 1);
        }
        r.end();
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('a game payload: the setup in every variant, seeded actions and the seed only when carried', () => {
    const base = makeSetup({ seed: 'kept-secret', seedSource: 'drawn' });
    const variants = [
      base,
      { ...base, table: { ...base.table, baseWidthMm: 40 } },
      { ...base, odds: true, profile: { name: 'Club', note: 'House rules', values: { flankSector: 8.5, marchDays: 4, mayMoveLess: true, tugRounding: 'up' as const, dice: { red: ['skull', 'skull', 'wound', 'wound', 'blank', 'special'] as ('skull' | 'wound' | 'blank' | 'special')[] } } } },
      { ...base, edition: '2020' as const, legacyTerritoryPass: true as const, odds: false },
      { ...base, players: [{ ...base.players[0], name: 'Zoë' }, { ...base.players[1], army: { ...base.players[1].army, name: "Łódź's Own", territories: ['plains', 'atlantis'] } }] as typeof base.players },
    ];
    const actions = [SEEDED, packAction({ type: 'chooseRole', role: 'defender' }), SEEDED, SEEDED, packAction({ type: 'playDayCard', side: 'invader', card: null })] as const;
    for (const setup of variants) {
      for (const withSeed of [true, false]) {
        const payload: SharePayload = [SHARE_TAG, 'g', packSetup(setup, withSeed), [...actions]];
        expect(roundTrip(payload)).toEqual(payload);
      }
    }
  });

  it('never carries the battle code (issue 13): the same bits with it or without it', () => {
    const setup = makeSetup({ seed: 'kept-secret', seedSource: 'drawn' });
    const sealed = { ...setup, battleSeed: 'link-battle-secret' };
    const bits = (s: typeof setup) => writeBodyV2([SHARE_TAG, 'g', packSetup(s, true), []]).bits;
    expect(bits(sealed)).toEqual(bits(setup));
  });

  it('a view payload: the room view at every step of random games, with a drawn code\'s fingerprint or none', () => {
    for (const [cards, dice] of MODES) {
      const setup = makeSetup({ cards, dice, seed: `view-${cards}-${dice}`, seedSource: 'drawn' });
      const { log } = playRandomGame(rules, setup, `view-choices-${cards}-${dice}`);
      const states = replayStates(setup, log);
      const pick = seedrandom(`${cards}-${dice}`);
      for (const state of states) {
        const payload: SharePayload = [SHARE_TAG, 'v', pick() < 0.5 ? null : 'ABCD 0123 4567 89EF', publicView(state)];
        expect(roundTrip(payload)).toEqual(payload);
      }
    }
  });
});

/** Links made by version 2 when it was first written: a change to its layout (a schema's field order, a word's index) breaks them. */
describe('links of version 2 keep opening (tests/fixtures/links/v2.json)', () => {
  const fixtures = v2Links as { name: string; example: string; actions: number; kind: 'game' | 'view'; link: string }[];

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', async (_name, fixture) => {
    const log = JSON.parse(readFileSync(`examples/${fixture.example}`, 'utf8')) as GameLog;
    const actions = log.actions.slice(0, fixture.actions);
    const read = await readShared(rules, fixture.link);
    if (!read.ok) throw new Error(`the version 2 link no longer opens: ${JSON.stringify(read)}`);
    expect(read.battle.kind).toBe(fixture.kind);
    expect(read.battle.view).toEqual(publicView(replayStates(log.setup, actions).at(-1)!));
    if (read.battle.kind === 'game') expect(read.battle.log.actions).toEqual(actions);
  });
});
