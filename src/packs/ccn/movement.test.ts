import { describe, expect, it, vi } from 'vitest';
import raw from '../../../data/ccn/terrain.json';
import { ccnPack } from './bundled';
import { loadCcn } from './load';
import { CCN_TERRAIN_IDS, hexNotes, terrainChoices, type CcnHexTerrain, type CcnUnitKind } from './movement';

type Notes = [boolean, boolean, boolean, boolean | null];

describe('hexNotes: movement and squares (seed 003 Movement paragraphs)', () => {
  it.each<[string, CcnHexTerrain, CcnUnitKind | 'leader', Notes]>([
    // [cite, terrain, unit, [mayNotEnter, mustStop, mustStopAcrossHexside, mayFormSquare]]
    ['seed 003 Forest: units and leaders must stop; infantry may form square', 'forest', 'infantry', [false, true, false, true]],
    ['seed 003 Forest: a leader must stop', 'forest', 'leader', [false, true, false, null]],
    ['seed 003 Hill: no movement restrictions; infantry may form square', 'hill', 'lightInfantry', [false, false, false, true]],
    ['seed 003 Rugged Hill: no unit may enter', 'ruggedHill', 'cavalry', [true, false, false, null]],
    ['seed 003 Town or Windmill: must stop; infantry may not form square', 'townOrWindmill', 'infantry', [false, true, false, false]],
    ['seed 003 Field Works: stop on crossing the hex side; no square', 'fieldWorks', 'infantry', [false, false, true, false]],
    ['seed 003 Field Works on a Hill: no square', ['hill', 'fieldWorks'], 'infantry', [false, false, true, false]],
    ['seed 003 River: impassable', 'river', 'artillery', [true, false, false, null]],
    ['seed 003 Fordable River: must stop; infantry may form square', 'fordableRiver', 'infantry', [false, true, false, true]],
    ['seed 003 Bridge: cancels the river; infantry may form square', ['bridge', 'river'], 'infantry', [false, false, false, true]],
    ['seed 003 Bridge: cancels the fordable river stop', ['bridge', 'fordableRiver'], 'cavalry', [false, false, false, null]],
    ['seed 003 Sand Quarry: impassable for artillery', 'sandQuarry', 'artillery', [true, false, false, null]],
    ['seed 003 Sand Quarry: infantry must stop and may form square', 'sandQuarry', 'infantry', [false, true, false, true]],
    ['open ground: nothing to say', 'clear', 'infantry', [false, false, false, null]],
  ])('%s', (_cite, terrain, unit, [mayNotEnter, mustStop, mustStopAcrossHexside, mayFormSquare]) => {
    const r = hexNotes({ terrain, unit });
    if (!r.ok) throw new Error(r.error);
    expect({ mayNotEnter: r.mayNotEnter, mustStop: r.mustStop, mustStopAcrossHexside: r.mustStopAcrossHexside, mayFormSquare: r.mayFormSquare })
      .toEqual({ mayNotEnter, mustStop, mustStopAcrossHexside, mayFormSquare });
    for (const n of r.notes) expect(n.source).toMatch(/^003 /);
  });

  it('quotes the seed sentence (seed 003 Forest Movement)', () => {
    const r = hexNotes({ terrain: 'forest', unit: 'cavalry' });
    expect(r.ok && r.notes).toEqual([
      { rule: 'A unit or leader that enters a Forest hex must stop and may move no further on that turn.', source: '003 Forest', terrain: 'forest', code: 'mustStop' },
    ]);
  });

  it.each([undefined, null, 'forest', { terrain: 'swamp', unit: 'infantry' }, { terrain: 'forest', unit: 'general' }])(
    'refuses %o with a message',
    (input) => {
      const r = hexNotes(input as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^hexNotes: /);
    },
  );
});

describe('the pack and its terrain ids', () => {
  it('CCN_TERRAIN_IDS is clear plus every terrain of data/ccn/terrain.json, in order', () => {
    const load = ccnPack();
    expect(load.ok && ['clear', ...load.pack.terrain.keys()]).toEqual([...CCN_TERRAIN_IDS]);
  });

  it('refuses a file whose dice case lacks the seed sentence (every answer quotes its rule)', () => {
    const bad = structuredClone(raw) as { terrain: { battle: { dice: { text: { cavalry: string | null } }[] } }[] };
    bad.terrain[0]!.battle.dice[0]!.text.cavalry = null;
    const load = loadCcn(bad);
    expect(load.ok).toBe(false);
    if (!load.ok) expect(load.error).toMatch(/text.cavalry must be null exactly when cavalry is/);
  });

  it('refuses a file that drops a reading the answers rely on', () => {
    const bad = structuredClone(raw) as { readings: { id: string }[] };
    bad.readings = bad.readings.filter((r) => r.id !== 'hexsideLine');
    const load = loadCcn(bad);
    expect(!load.ok && load.error).toMatch(/missing reading hexsideLine/);
  });

  it('every public function refuses, without throwing, when the pack failed to load', async () => {
    vi.resetModules();
    vi.doMock('./bundled', () => ({ ccnPack: () => ({ ok: false, error: 'data/ccn/terrain.json: broken' }) }));
    const pack = await import('./index');
    const answers = [
      pack.battleDice({ attacker: 'infantry', from: 'clear', to: 'forest', combat: 'melee', dice: 3 }),
      pack.lineOfSight({ hexes: [] }, { q: 0, r: 0 }, { q: 2, r: 0 }),
      pack.hexNotes({ terrain: 'forest', unit: 'infantry' }),
    ];
    for (const a of answers) {
      expect(a).toEqual({ ok: false, error: 'The C&C Napoleonics rules could not be loaded: data/ccn/terrain.json: broken' });
    }
    vi.doUnmock('./bundled');
  });
});

describe('terrainChoices', () => {
  it('lists the seed 003 terrain with names and sources from the data', () => {
    const load = ccnPack();
    if (!load.ok) throw new Error(load.error);
    expect(terrainChoices(load.pack)[0]).toEqual({ id: 'forest', name: 'Forest', source: '003 Forest' });
    expect(terrainChoices(load.pack)).toHaveLength(CCN_TERRAIN_IDS.length - 1);
  });
});
