import { describe, it, expect } from 'vitest';
import waterside from '../../data/meg/territories/waterside.json';
import desert from '../../data/meg/territories/desert.json';
import cultivated from '../../data/meg/territories/cultivated.json';
import forest from '../../data/meg/territories/forest.json';
import jungle from '../../data/meg/territories/jungle.json';
import plains from '../../data/meg/territories/plains.json';
import mountains from '../../data/meg/territories/mountains.json';
import { TerritorySchema, type Flank, type Territory } from '../../src/engine/schema/territory';

/** The seven 2023 territories (seed 000), parsed through the schema. */
const RAW = { waterside, desert, cultivated, forest, jungle, plains, mountains } as const;
type TerritoryId = keyof typeof RAW;
const IDS = Object.keys(RAW) as TerritoryId[];
const T = Object.fromEntries(IDS.map((id) => [id, TerritorySchema.parse(RAW[id])])) as Record<
  TerritoryId,
  Territory
>;

const terrainIds = (t: Territory): Set<string> => new Set(t.terrain.map((x) => x.id));
const row = (t: TerritoryId, id: string) => {
  const found = T[t].terrain.find((x) => x.id === id);
  if (!found) throw new Error(`${t} has no terrain ${id}`);
  return found;
};
const capFor = (t: TerritoryId, ids: string[]) =>
  T[t].caps.filter((c) => c.terrain.length === ids.length && ids.every((i) => c.terrain.includes(i)));

describe('2023 territory files (seed 000)', () => {
  it.each(IDS)('%s parses with TerritorySchema and keeps its id', (id) => {
    expect(() => TerritorySchema.parse(RAW[id])).not.toThrow();
    expect(T[id].id).toBe(id);
  });

  it.each(IDS)('%s map has 5 rows of 5 squares (25 squares)', (id) => {
    expect(T[id].map).toHaveLength(5);
    for (const r of T[id].map) expect(r).toHaveLength(5);
    expect(T[id].map.flat()).toHaveLength(25);
  });

  it.each(IDS)('%s: every referenced terrain id exists in its own terrain table (or is deepWater)', (id) => {
    const t = T[id];
    const known = terrainIds(t);
    const ok = (ref: string) => ref === 'deepWater' || known.has(ref);
    const refs: string[] = [];
    for (const sq of t.map.flat()) if (sq.flank.kind === 'pieces') refs.push(...sq.flank.options);
    for (const c of t.caps) refs.push(...c.terrain);
    for (const x of t.terrain) {
      refs.push(...(x.placement.contiguousWithoutDice ?? []), ...(x.placement.touchingWithoutDice ?? []));
    }
    for (const s of t.specialRules) {
      if (s.kind === 'flankSubstitute') refs.push(s.substitute, ...s.replaces);
      else if (s.kind === 'contiguousWithoutDice') refs.push(...s.terrain, ...s.to);
      else refs.push(...s.terrain);
    }
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => !ok(r))).toEqual([]);
  });

  it.each(IDS)('%s: terrain ids are unique and texts are free of HTML and OCR splits', (id) => {
    const t = T[id];
    expect(terrainIds(t).size).toBe(t.terrain.length);
    for (const x of t.terrain) {
      for (const s of [x.name, x.description, x.effects, x.specialRules]) {
        expect(s).not.toMatch(/<|\(B\) enefit|\(max/);
      }
    }
  });

  it('weather columns: Waterside -> coastal, Cultivated -> standard, the rest by name (RULES-NOTES 3)', () => {
    expect(Object.fromEntries(IDS.map((id) => [id, T[id].weatherColumn]))).toEqual({
      waterside: 'coastal',
      desert: 'desert',
      cultivated: 'standard',
      forest: 'forest',
      jungle: 'jungle',
      plains: 'plains',
      mountains: 'mountains',
    });
  });
});

// ---------------------------------------------------------------- map squares
const NONE: Flank = { kind: 'none' };
const DW: Flank = { kind: 'deepWater' };
const RW: Flank = { kind: 'pieces', options: ['rockyGround', 'woods'] };
const MMARSH: Flank = { kind: 'pieces', options: ['mountains', 'marsh'] };
const MDUNES: Flank = { kind: 'pieces', options: ['mountains', 'sandDunes'] };
const MFOREST: Flank = { kind: 'pieces', options: ['mountains', 'forest'] };
const MSANDY: Flank = { kind: 'pieces', options: ['mountains', 'sandyGround'] };

const SQUARES: [string, TerritoryId, number, number, Flank, string][] = [
  ['000 Waterside map row 1 col 1: No Flank, Open', 'waterside', 1, 1, NONE, 'open'],
  ['000 Waterside map row 1 col 5: Deep Water, Normal', 'waterside', 1, 5, DW, 'normal'],
  ['000 Waterside map row 3 col 4: Rocky Ground/Wood, Normal', 'waterside', 3, 4, RW, 'normal'],
  ['000 Waterside map row 4 col 5: Mountains/Marsh, Dense', 'waterside', 4, 5, MMARSH, 'dense'],
  ['000 Waterside map row 5 col 1: Deep Water, Normal', 'waterside', 5, 1, DW, 'normal'],
  ['000 Waterside map row 5 col 5: Mountains/Marsh, Very Dense', 'waterside', 5, 5, MMARSH, 'veryDense'],
  ['000 Desert map row 1 col 1: No Flank, Open', 'desert', 1, 1, NONE, 'open'],
  ['000 Desert map row 1 col 5: Mountains/Sand Dunes, Open', 'desert', 1, 5, MDUNES, 'open'],
  ['000 Desert map row 3 col 2: Mountains/Sand Dunes, Very Dense', 'desert', 3, 2, MDUNES, 'veryDense'],
  ['000 Desert map row 4 col 3: Deep Water, Normal', 'desert', 4, 3, DW, 'normal'],
  ['000 Desert map row 5 col 1: Deep Water, Open', 'desert', 5, 1, DW, 'open'],
  ['000 Desert map row 5 col 5: No Flank, Open', 'desert', 5, 5, NONE, 'open'],
  ['000 Cultivated map row 1 col 1: Mountains/Marsh, Dense', 'cultivated', 1, 1, MMARSH, 'dense'],
  ['000 Cultivated map row 1 col 5: Mountains/Marsh, Open', 'cultivated', 1, 5, MMARSH, 'open'],
  ['000 Cultivated map row 2 col 4: No Flank, Featureless', 'cultivated', 2, 4, NONE, 'featureless'],
  ['000 Cultivated map row 4 col 4: Deep Water, Very Dense', 'cultivated', 4, 4, DW, 'veryDense'],
  ['000 Cultivated map row 5 col 1: Deep Water, Open', 'cultivated', 5, 1, DW, 'open'],
  ['000 Cultivated map row 5 col 5: Rocky Ground/Wood, Featureless', 'cultivated', 5, 5, RW, 'featureless'],
  ['000 Forest map row 1 col 1: Mountains/Forest, Normal', 'forest', 1, 1, MFOREST, 'normal'],
  ['000 Forest map row 1 col 5: Mountains/Forest, Normal', 'forest', 1, 5, MFOREST, 'normal'],
  ['000 Forest map row 3 col 4: Rocky Ground/Wood, Open', 'forest', 3, 4, RW, 'open'],
  ['000 Forest map row 4 col 3: Deep Water, Dense', 'forest', 4, 3, DW, 'dense'],
  ['000 Forest map row 5 col 1: Mountains/Forest, Very Dense', 'forest', 5, 1, MFOREST, 'veryDense'],
  ['000 Forest map row 5 col 5: No Flank, Open', 'forest', 5, 5, NONE, 'open'],
  ['000 Jungle map row 1 col 1: No Flank, Open', 'jungle', 1, 1, NONE, 'open'],
  ['000 Jungle map row 1 col 3: Mountains/Forest, Very Dense', 'jungle', 1, 3, MFOREST, 'veryDense'],
  ['000 Jungle map row 1 col 5: Mountains/Forest, Open', 'jungle', 1, 5, MFOREST, 'open'],
  ['000 Jungle map row 2 col 4: Mountains/Forest, Very Dense', 'jungle', 2, 4, MFOREST, 'veryDense'],
  ['000 Jungle map row 5 col 1: Deep Water, Featureless', 'jungle', 5, 1, DW, 'featureless'],
  ['000 Jungle map row 5 col 3: No Flank, Normal', 'jungle', 5, 3, NONE, 'normal'],
  ['000 Jungle map row 5 col 5: Deep Water, Featureless', 'jungle', 5, 5, DW, 'featureless'],
  ['000 Plains map row 1 col 1: Rocky Ground/Wood, Open', 'plains', 1, 1, RW, 'open'],
  ['000 Plains map row 1 col 5: Rocky Ground/Wood, Dense', 'plains', 1, 5, RW, 'dense'],
  ['000 Plains map row 3 col 2: Mountains/Sandy Ground, Very Dense', 'plains', 3, 2, MSANDY, 'veryDense'],
  ['000 Plains map row 4 col 1: Deep Water, Dense', 'plains', 4, 1, DW, 'dense'],
  ['000 Plains map row 5 col 1: Mountains/Sandy Ground, Normal', 'plains', 5, 1, MSANDY, 'normal'],
  ['000 Plains map row 5 col 5: No Flank, Featureless', 'plains', 5, 5, NONE, 'featureless'],
  ['000 Mountains map row 1 col 1: Deep Water, Open', 'mountains', 1, 1, DW, 'open'],
  ['000 Mountains map row 1 col 5: Mountains/Forest, Featureless', 'mountains', 1, 5, MFOREST, 'featureless'],
  ['000 Mountains map row 3 col 2: Mountains/Forest, Very Dense', 'mountains', 3, 2, MFOREST, 'veryDense'],
  ['000 Mountains map row 5 col 1: Rocky Ground/Wood, Open', 'mountains', 5, 1, RW, 'open'],
  ['000 Mountains map row 5 col 3: Deep Water, Dense', 'mountains', 5, 3, DW, 'dense'],
  ['000 Mountains map row 5 col 5: Mountains/Forest, Dense', 'mountains', 5, 5, MFOREST, 'dense'],
];

describe('2023 map squares against seed 000', () => {
  it.each(SQUARES)('%s', (_cite, t, r, c, flank, density) => {
    const sq = T[t].map[r - 1][c - 1];
    expect(sq.flank).toEqual(flank);
    expect(sq.density).toBe(density);
  });

  it('000 maps: density counts per territory (whole-map checksum)', () => {
    const count = (t: TerritoryId) => {
      const n: Record<string, number> = {};
      for (const sq of T[t].map.flat()) n[sq.density] = (n[sq.density] ?? 0) + 1;
      return n;
    };
    // Counted by hand from the seed's five rows of each map.
    expect(count('waterside')).toEqual({ open: 7, featureless: 3, normal: 12, dense: 2, veryDense: 1 });
    expect(count('mountains')).toEqual({ open: 5, normal: 11, featureless: 2, dense: 6, veryDense: 1 });
  });
});

// ---------------------------------------------------------------- terrain tables
describe('2023 terrain tables against seed 000', () => {
  it.each([
    ['waterside', ['hills', 'fields', 'village', 'riversAndStreams', 'town', 'rockyGround', 'tilledFields', 'brush', 'gully', 'woods', 'marsh', 'orchardsVineyards', 'mountains', 'sandyGround', 'sandDunes']],
    ['desert', ['hills', 'fields', 'village', 'town', 'rockyGround', 'brush', 'gully', 'woods', 'dryWadi', 'orchardsVineyards', 'mountains', 'sandyGround', 'sandDunes']],
    ['cultivated', ['hills', 'fields', 'village', 'riversAndStreams', 'town', 'rockyGround', 'tilledFields', 'brush', 'gully', 'woods', 'marsh', 'orchardsVineyards', 'mountains']],
    ['forest', ['hills', 'fields', 'village', 'riversAndStreams', 'town', 'rockyGround', 'brush', 'gully', 'woods', 'marsh', 'orchardsVineyards', 'mountains', 'forest']],
    ['jungle', ['hills', 'fields', 'village', 'riversAndStreams', 'rockyGround', 'brush', 'gully', 'woods', 'marsh', 'mountains', 'forest']],
    ['plains', ['open', 'hills', 'fields', 'riversAndStreams', 'village', 'rockyGround', 'brush', 'gully', 'woods', 'orchardsVineyards', 'mountains', 'sandyGround']],
    ['mountains', ['hills', 'fields', 'village', 'riversAndStreams', 'rockyGround', 'brush', 'gully', 'woods', 'forest', 'marsh', 'mountains']],
  ] as [TerritoryId, string[]][])('000 %s terrain types: every row in printed order', (t, ids) => {
    expect(T[t].terrain.map((x) => x.id)).toEqual(ids);
  });

  it('000 Waterside terrain types: Fields (max 2 including Tilled Fields), Good, contiguous without dicing', () => {
    const f = row('waterside', 'fields');
    expect(f.name).toBe('Fields');
    expect(f.category).toBe('good');
    expect(f.linear).toBe(false);
    expect(f.effects).toBe('Boundary - Linear Obstacle: Cover, Charge Claim, Movement Penalty');
    expect(f.placement.contiguousWithoutDice).toEqual(['fields', 'tilledFields', 'town', 'village']);
    expect(row('waterside', 'tilledFields').category).toBe('rough');
    expect(capFor('waterside', ['fields', 'tilledFields'])).toHaveLength(1);
    expect(capFor('waterside', ['fields', 'tilledFields'])[0].max).toBe(2);
  });

  it('000 Waterside terrain types: Village (max 2 including Town) and Town (max 1) are two caps', () => {
    expect(capFor('waterside', ['village', 'town']).map((c) => c.max)).toEqual([2]);
    expect(capFor('waterside', ['town']).map((c) => c.max)).toEqual([1]);
    expect(row('waterside', 'town').category).toBe('rough');
  });

  it('000 Waterside terrain types: Marsh (max 1), Difficult, touching Deep Water/Rivers and Streams without dicing', () => {
    const m = row('waterside', 'marsh');
    expect(m.category).toBe('difficult');
    expect(m.placement).toEqual({ touchingWithoutDice: ['deepWater', 'riversAndStreams'] });
    expect(capFor('waterside', ['marsh']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Waterside terrain types: Rivers and Streams (max 1), linear, cannot be moved', () => {
    const r = row('waterside', 'riversAndStreams');
    expect(r.name).toBe('Rivers and Streams');
    expect(r.category).toBe('good');
    expect(r.linear).toBe(true);
    expect(r.placement).toEqual({ cannotBeMoved: true });
    expect(r.specialRules).toContain('cannot be moved, they can however be removed');
    expect(capFor('waterside', ['riversAndStreams']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Waterside terrain types: Orchards, Vineyards (max 1), Difficult', () => {
    const o = row('waterside', 'orchardsVineyards');
    expect(o.name).toBe('Orchards, Vineyards');
    expect(o.category).toBe('difficult');
    expect(capFor('waterside', ['orchardsVineyards']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Desert terrain types: Village (max 1 including Town) + Town (max 1 including Village) are one cap', () => {
    expect(capFor('desert', ['village', 'town']).map((c) => c.max)).toEqual([1]);
    expect(capFor('desert', ['town'])).toEqual([]);
    expect(T.desert.caps.filter((c) => c.terrain.includes('town'))).toHaveLength(1);
  });

  it('000 Desert terrain types: Town, Rough, can only be deployed touching a table edge', () => {
    const t = row('desert', 'town');
    expect(t.category).toBe('rough');
    expect(t.placement).toEqual({ mustTouchTableEdge: true });
  });

  it('000 Desert terrain types: Dry Wadi, Difficult, linear, no cap', () => {
    const w = row('desert', 'dryWadi');
    expect(w.name).toBe('Dry Wadi');
    expect(w.category).toBe('difficult');
    expect(w.linear).toBe(true);
    expect(capFor('desert', ['dryWadi'])).toEqual([]);
  });

  it('000 Desert terrain types: Sandy Ground, up to 2 of minimum size declared Dangerous', () => {
    expect(row('desert', 'sandyGround').declarations).toEqual([
      { status: 'dangerous', max: 2, minimumSizeOnly: true, effect: 'All troops moving through it must take a KaB test' },
    ]);
  });

  it('000 Desert terrain types: Fields (max 1) contiguous to Field/Town/Village', () => {
    expect(capFor('desert', ['fields']).map((c) => c.max)).toEqual([1]);
    expect(row('desert', 'fields').placement.contiguousWithoutDice).toEqual(['fields', 'town', 'village']);
  });

  it('000 Cultivated terrain types: Fields and Tilled Fields have no cap; Orchards, Vineyards has none either', () => {
    expect(T.cultivated.caps.filter((c) => c.terrain.some((x) => ['fields', 'tilledFields', 'orchardsVineyards'].includes(x)))).toEqual([]);
    expect(row('cultivated', 'tilledFields').category).toBe('rough');
    expect(row('cultivated', 'fields').placement.contiguousWithoutDice).toEqual(['fields', 'tilledFields', 'town', 'village']);
  });

  it('000 Cultivated terrain types: Brush (max 1), Rough', () => {
    expect(row('cultivated', 'brush').category).toBe('rough');
    expect(capFor('cultivated', ['brush']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Forest terrain types: Town (max 1) touching a table edge; Woods and Forest have no cap', () => {
    expect(row('forest', 'town').placement).toEqual({ mustTouchTableEdge: true });
    expect(capFor('forest', ['town']).map((c) => c.max)).toEqual([1]);
    expect(capFor('forest', ['village', 'town']).map((c) => c.max)).toEqual([2]);
    expect(capFor('forest', ['woods'])).toEqual([]);
    expect(capFor('forest', ['forest'])).toEqual([]);
  });

  it('000 Forest terrain types: Marsh, Difficult, "Bogs and pools of water", no cap; Forest, Difficult', () => {
    const m = row('forest', 'marsh');
    expect(m.category).toBe('difficult');
    expect(m.description).toBe('Bogs and pools of water');
    expect(capFor('forest', ['marsh'])).toEqual([]);
    expect(row('forest', 'forest').category).toBe('difficult');
  });

  it('000 Jungle terrain types: Village (max 1), can only be deployed touching a table edge; no Town', () => {
    expect(row('jungle', 'village').placement).toEqual({ mustTouchTableEdge: true });
    expect(capFor('jungle', ['village']).map((c) => c.max)).toEqual([1]);
    expect(terrainIds(T.jungle).has('town')).toBe(false);
    expect(row('jungle', 'fields').placement.contiguousWithoutDice).toEqual(['fields', 'village']);
  });

  it('000 Jungle terrain types: Rivers and Streams has no cap; Rocky Ground (max 1)', () => {
    expect(capFor('jungle', ['riversAndStreams'])).toEqual([]);
    expect(row('jungle', 'riversAndStreams').placement).toEqual({ cannotBeMoved: true });
    expect(capFor('jungle', ['rockyGround']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Jungle terrain types: Marsh (max 1) and Forest, up to 2 of minimum size declared Dangerous', () => {
    const dangerous2 = [{ status: 'dangerous', max: 2, minimumSizeOnly: true, effect: 'All troops moving through it must take a KaB test' }];
    expect(row('jungle', 'marsh').declarations).toEqual(dangerous2);
    expect(row('jungle', 'forest').declarations).toEqual(dangerous2);
    expect(capFor('jungle', ['marsh']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Plains terrain types: Open, Good, first row', () => {
    const o = T.plains.terrain[0];
    expect(o.id).toBe('open');
    expect(o.category).toBe('good');
  });

  it('000 Plains terrain types: Mountains, Difficult, can only be placed in a flank sector (odd left, even right)', () => {
    const m = row('plains', 'mountains');
    expect(m.category).toBe('difficult');
    expect(m.placement).toEqual({ flankSectorOnly: true });
    expect(m.specialRules).toBe('Can only be placed in Flank Sector. Dice to place - Odd - Left flank, Even - Right flank');
    expect(capFor('plains', ['mountains'])).toEqual([]);
  });

  it('000 Plains terrain types: Fields (max 2), Village (max 2), Sandy Ground dangerous (up to 2)', () => {
    expect(capFor('plains', ['fields']).map((c) => c.max)).toEqual([2]);
    expect(capFor('plains', ['village']).map((c) => c.max)).toEqual([2]);
    expect(row('plains', 'sandyGround').declarations.map((d) => [d.status, d.max])).toEqual([['dangerous', 2]]);
  });

  it('000 Mountains terrain types: Marsh (max 1), 1 of minimum size declared Dangerous', () => {
    expect(row('mountains', 'marsh').declarations).toEqual([
      { status: 'dangerous', max: 1, minimumSizeOnly: true, effect: 'All troops moving through it must take a KaB test' },
    ]);
    expect(capFor('mountains', ['marsh']).map((c) => c.max)).toEqual([1]);
  });

  it('000 Mountains terrain types: Mountains, up to 2 minimum sized declared Impassable to all troops; no cap', () => {
    expect(row('mountains', 'mountains').declarations).toEqual([
      { status: 'impassable', max: 2, minimumSizeOnly: true, effect: 'Impassable to all troops' },
    ]);
    expect(capFor('mountains', ['mountains'])).toEqual([]);
  });

  it('000 terrain types: only Rivers and Streams and Dry Wadi are linear', () => {
    const linear = IDS.flatMap((t) => T[t].terrain.filter((x) => x.linear).map((x) => `${t}:${x.id}`));
    expect(linear).toEqual([
      'waterside:riversAndStreams',
      'desert:dryWadi',
      'cultivated:riversAndStreams',
      'forest:riversAndStreams',
      'jungle:riversAndStreams',
      'plains:riversAndStreams',
      'mountains:riversAndStreams',
    ]);
  });

  it('000 terrain types: caps per territory (counts of distinct limits)', () => {
    expect(Object.fromEntries(IDS.map((t) => [t, T[t].caps.length]))).toEqual({
      waterside: 9,
      desert: 5,
      cultivated: 8,
      forest: 8,
      jungle: 7,
      plains: 5,
      mountains: 4,
    });
  });
});

// ---------------------------------------------------------------- special rules
describe('2023 territory special rules against seed 000', () => {
  it('000 Waterside Special Rule: camp in a Town or Village adjacent to the Deep Water flank', () => {
    expect(T.waterside.specialRules).toHaveLength(1);
    const r = T.waterside.specialRules[0];
    expect(r.kind).toBe('campIn');
    if (r.kind !== 'campIn') return;
    expect(r.terrain).toEqual(['town', 'village']);
    expect(r.text).toContain('adjacent to the Deep Water Flank');
  });

  it('000 Desert Special Rule: Sandy Ground instead of Rocky Ground/Wood or Mountains/Sand Dunes', () => {
    expect(T.desert.specialRules).toEqual([
      expect.objectContaining({ kind: 'flankSubstitute', substitute: 'sandyGround', replaces: ['rockyGround', 'woods', 'mountains', 'sandDunes'] }),
    ]);
  });

  it('000 Cultivated Special Rule: fields contiguous without dicing, and camp in a Town or Village touching a table edge', () => {
    expect(T.cultivated.specialRules.map((r) => r.kind)).toEqual(['contiguousWithoutDice', 'campIn']);
    expect(T.cultivated.specialRules[0]).toMatchObject({ terrain: ['fields', 'tilledFields'], to: ['town', 'village', 'fields', 'tilledFields'] });
    expect(T.cultivated.specialRules[1]).toMatchObject({ terrain: ['town', 'village'], condition: 'touching a table edge' });
  });

  it.each(['forest', 'jungle'] as TerritoryId[])('000 %s Special Rule: Woods/Forest within 2BW; camp in a Wood or Forest', (t) => {
    expect(T[t].specialRules.map((r) => r.kind)).toEqual(['nearOwnKind', 'campIn']);
    expect(T[t].specialRules[0]).toMatchObject({ terrain: ['woods', 'forest'], withinBw: 2 });
    expect(T[t].specialRules[1]).toMatchObject({ terrain: ['woods', 'forest'], condition: 'touching a table edge in their deployment zone' });
  });

  it('000 Plains Special Rule: Sandy Ground instead of a Rocky Ground/Wood', () => {
    expect(T.plains.specialRules).toEqual([
      expect.objectContaining({ kind: 'flankSubstitute', substitute: 'sandyGround', replaces: ['rockyGround', 'woods'] }),
    ]);
  });

  it('000 Mountains Special Rule: Mountains within 2BW of other Mountains', () => {
    expect(T.mountains.specialRules).toEqual([
      expect.objectContaining({ kind: 'nearOwnKind', terrain: ['mountains'], withinBw: 2 }),
    ]);
  });
});
