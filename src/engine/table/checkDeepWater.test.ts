// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAction } from '../game';
import { checkFootprint } from './check';
import { tableGeometry } from './geometry';
import type { Footprint, TableViolation } from './types';
import { rules } from '../../../tests/support/scenario';
import { at, idOf, watersideOptional } from '../../../tests/support/table';
import type { GameState } from '../state';

/** 2023 Waterside row 1 column 2: the deep water along the defender's left edge; his one optional piece placed by a 1 (left flank sector). */
const byWater = (terrain: string) => () => watersideOptional(terrain, [{ placement: 1 }]);
const magna = (make: () => GameState) => (): GameState => {
  const s = make();
  return { ...s, setup: { ...s.setup, scale: 'magna', table: { widthCm: 121.92, depthCm: 91.44 } } };
};
const g = tableGeometry(rules, byWater('hills')().setup);
const WATER = g.distances.find((d) => d.key === 'deepWater')!.value;
const gm = tableGeometry(rules, magna(byWater('hills'))().setup);
const WATER_MAGNA = gm.distances.find((d) => d.key === 'deepWater')!.value;

type Row = [string, () => GameState, string, Footprint, TableViolation['code'][]];

/** A straight watercourse `width` wide whose ends are the middles of its short sides at a and b (turned clockwise as drawn). */
function segment(a: { x: number; y: number }, b: { x: number; y: number }, width = 2): Footprint {
  const angle = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, width, depth: Math.hypot(b.x - a.x, b.y - a.y), angle };
}

/** Centre x of a w-wide piece whose left side is `gap` from the water's bank (negative: reaching into it). */
const fromBank = (water: number, gap: number, w = 6) => water + gap + w / 2;

const ROWS: Row[] = [
  // 000 Waterside terrain types: Town "May be placed touching, or superimposing onto, deep water".
  ['000 Waterside Town: may lie on the deep water', byWater('town'), 'town', at(4, 10, 8, 8), []],
  ['000 Waterside Town: may touch the deep water', byWater('town'), 'town', at(fromBank(WATER, 0, 8), 10, 8, 8), ['outsideSector']],
  // Any other piece may touch it, not lie on it (the Town is the only exception in seed 000).
  ['000 PBS 9.A; Waterside: Hills may touch the deep water', byWater('hills'), 'hills', at(fromBank(WATER, 0, 4), 10, 4, 4), []],
  ['000 PBS 9.A; Waterside: Hills may not reach into the deep water', byWater('hills'), 'hills', at(fromBank(WATER, -1, 4), 10, 4, 4), ['inDeepWater']],
  ['000 PBS 9.A; Waterside: Hills may not reach the side edge beside it', byWater('hills'), 'hills', at(3, 10, 6, 6), ['inDeepWater']],
  // 000 Waterside Village, Sandy Ground, Sand Dunes: "May be placed touching deep water even if it extends into the central sector."
  ['000 Waterside Village: touching, it may extend into the centre sector', byWater('village'), 'village', at(fromBank(WATER, 0), 10, 6, 6), []],
  ['000 Waterside Village: it may not lie on the deep water', byWater('village'), 'village', at(fromBank(WATER, -2), 10, 6, 6), ['inDeepWater']],
  ['000 Waterside Sandy Ground: touching, it may extend into the centre sector', byWater('sandyGround'), 'sandyGround', at(fromBank(WATER, 0, 8), 10, 8, 6), []],
  ['000 Waterside Sandy Ground: it may not lie on the deep water', byWater('sandyGround'), 'sandyGround', at(fromBank(WATER, -3, 8), 10, 8, 6), ['inDeepWater']],
  ['000 Waterside Sand Dunes: touching, it may extend into the centre sector', byWater('sandDunes'), 'sandDunes', at(fromBank(WATER, 0, 8), 10, 8, 6), []],
  ['000 Waterside Sand Dunes: it may not lie on the deep water', byWater('sandDunes'), 'sandDunes', at(fromBank(WATER, -1, 8), 10, 8, 6), ['inDeepWater']],
  // 000 Waterside Marsh: "May be placed touching Deep Water ... without dicing, even if it extends into another sector."
  ['000 Waterside Marsh: placed touching the deep water without dicing', () => watersideOptional('marsh', [{ placement: 'touching' }]), 'marsh', at(fromBank(WATER, 0, 8), 10, 8, 6), []],
  ['000 Waterside Marsh: it may not lie on the deep water', () => watersideOptional('marsh', [{ placement: 'touching' }]), 'marsh', at(fromBank(WATER, -2, 8), 10, 8, 6), ['inDeepWater']],
  // 000 Waterside Rivers and Streams: "from table-edge to another table-edge/Deep Water Banks".
  ['000 Waterside Rivers: may end at the deep water bank', byWater('riversAndStreams'), 'riversAndStreams', segment({ x: 8.5, y: 0 }, { x: WATER, y: 20 }), []],
  ['000 Waterside Rivers: may end in the deep water', byWater('riversAndStreams'), 'riversAndStreams', segment({ x: 8.5, y: 0 }, { x: WATER - 3, y: 20 }), []],
  ['000 Waterside Rivers: may not run along or under the deep water', byWater('riversAndStreams'), 'riversAndStreams', at(3, g.depth / 2, 2, g.depth), ['inDeepWater']],
  // Magna: the deep water is starred in seed 002 (4 BW), so the same Hills touch it where in Maximus they would lie on it.
  ['002 Magna: Hills touching the 4 BW deep water', magna(byWater('hills')), 'hills', at(fromBank(WATER_MAGNA, 0, 3), 10, 3, 3), []],
  ['002 Magna: Hills reaching into the 4 BW deep water', magna(byWater('hills')), 'hills', at(fromBank(WATER_MAGNA, -1, 3), 10, 3, 3), ['inDeepWater']],
];

describe('the table diagram checks the deep water (issue 27; seed 000 terrain types, PBS 9.A)', () => {
  it('the deep water is drawn at its full depth along the chosen edge', () => {
    expect(WATER).toBe(6);
    expect(WATER_MAGNA).toBeLessThan(WATER);
  });

  it.each(ROWS)('%s', (_rule, make, terrain, footprint, codes) => {
    const state = make();
    const violations = checkFootprint(rules, state, idOf(state, terrain), 'placed', footprint);
    expect(violations.map((v) => v.code).sort()).toEqual([...codes].sort());
    for (const v of violations) expect(v.source).toMatch(/^00[0-4] /);
  });

  it('says which rule it breaks: the Town-only rule, or a watercourse ending at the bank', () => {
    const hills = byWater('hills')();
    expect(checkFootprint(rules, hills, idOf(hills, 'hills'), 'placed', at(3, 10, 6, 6))).toEqual([
      { code: 'inDeepWater', source: '000 PBS 9.A; 000 Waterside terrain types: Town', params: { rule: 'townOnly' } },
    ]);
    const river = byWater('riversAndStreams')();
    expect(checkFootprint(rules, river, idOf(river, 'riversAndStreams'), 'placed', at(3, g.depth / 2, 2, g.depth))).toEqual([
      { code: 'inDeepWater', source: expect.stringMatching(/Rivers and Streams/), params: { rule: 'riverEnds' } },
    ]);
  });

  it("checks a final position too: the opponent's move may not push a piece into the water (000 PBS 9.E)", () => {
    const state = watersideOptional('hills', [{ placement: 1, opponent: 4, outcome: 'move' }]);
    const id = idOf(state, 'hills');
    const placed = { ...state, pieces: state.pieces.map((p) => (p.id === id ? { ...p, positions: { placed: at(12, 10, 6, 6) } } : p)) };
    expect(checkFootprint(rules, placed, id, 'final', at(fromBank(WATER, 0), 10, 6, 6))).toEqual([]);
    expect(checkFootprint(rules, placed, id, 'final', at(fromBank(WATER, -2), 10, 6, 6)).map((v) => v.code)).toEqual(['inDeepWater']);
  });

});

/** A game played under app rules `version` (src/engine/rulesVersion.ts). */
const underRules = (version: number, make: () => GameState) => (): GameState => {
  const s = make();
  return { ...s, setup: { ...s.setup, rulesVersion: version } };
};

describe('the engine refuses a position in the deep water from app rules 3 (issue 34 part 7; seed 000 PBS 9.A, terrain types: Town)', () => {
  const record = (state: GameState, terrain: string, footprint: Footprint) =>
    applyAction(rules, state, { type: 'recordPosition', piece: idOf(state, terrain), stage: 'placed', ...footprint });

  it.each([
    ['a Village wholly in the deep-water flank', 'village', at(3, 10, 6, 6)],
    ['Hills reaching the side edge under the deep water', 'hills', at(3, 10, 6, 6)],
  ])('rules 3 refuses %s, citing the rule; rules 2 takes it as the table diagram alone checked it then', (_name, terrain, footprint) => {
    const now = record(underRules(3, byWater(terrain))(), terrain, footprint);
    expect(now.ok).toBe(false);
    if (!now.ok) {
      expect(now.error.code).toBe('positionBreaksRule');
      expect(now.error.params).toMatchObject({
        terrain,
        violations: [{ code: 'inDeepWater', source: '000 PBS 9.A; 000 Waterside terrain types: Town', params: { rule: 'townOnly' } }],
      });
    }
    expect(record(underRules(2, byWater(terrain))(), terrain, footprint).ok).toBe(true);
    // A file or link made before games named their rules is read under rules 2.
    expect(record(byWater(terrain)(), terrain, footprint).ok).toBe(true);
  });

  it('rules 3 still takes a Town on the deep water and a piece touching it (000 Waterside terrain types)', () => {
    expect(record(underRules(3, byWater('town'))(), 'town', at(4, 10, 8, 8)).ok).toBe(true);
    expect(record(underRules(3, byWater('hills'))(), 'hills', at(fromBank(WATER, 0, 4), 10, 4, 4)).ok).toBe(true);
  });
});
