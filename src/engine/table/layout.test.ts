// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicView } from '../view';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { atSquare, pick, rules, run, step } from '../../../tests/support/scenario';
import { at, cultivated, cultivatedFlanks, idOf, plains2020, watersideOptional, withPosition } from '../../../tests/support/table';
import { checkFootprint } from './check';
import { tableGeometry } from './geometry';
import { tableLayout } from './layout';
import { edgeGap, inBand, overlaps, rectDistance } from './rect';
import type { GameState } from '../state';

const itemOf = (state: GameState, terrain: string) => {
  const item = tableLayout(rules, state).find((i) => i.terrain === terrain);
  if (!item) throw new Error(`no item for ${terrain}`);
  return item;
};

describe('tableLayout: what the diagram draws (PBS 9.A-9.E)', () => {
  it('000 PBS 9.A: the deep-water flank runs along the defender-named side edge, as deep as it may be (6 BW; Magna 4)', () => {
    const state = step(atSquare({ territory: 'waterside', row: 0, col: 1 }), { type: 'placeDeepWater', edge: 'right' });
    expect(tableLayout(rules, state)).toEqual([
      expect.objectContaining({ key: 'deepWater', kind: 'deepWater', pieceId: null, sector: 'right', footprint: at(42, 15, 6, 30), suggested: false }),
    ]);
    const magna = { ...state, setup: { ...state.setup, scale: 'magna' as const, table: { widthCm: 121.92, depthCm: 91.44 } } };
    expect(tableLayout(rules, magna)[0]?.footprint).toEqual(at(30.48 - 2, 22.86 / 2, 4, 22.86));
  });

  it('000 PBS 9.A: no item before the defender names the deep-water edge', () => {
    expect(tableLayout(rules, atSquare({ territory: 'waterside', row: 0, col: 1 }))).toEqual([]);
  });

  it('000 PBS 9.A: secure-flank pieces are compulsory-sized, in the shared flank sector, each on its owner half', () => {
    const state = cultivatedFlanks();
    const geometry = tableGeometry(rules, state.setup);
    const [woods, rocky] = tableLayout(rules, state);
    expect(woods).toMatchObject({ kind: 'flank', owner: 'defender', sector: 'left', sizeBounds: { min: 6, max: 10 }, suggested: true });
    expect(rocky).toMatchObject({ kind: 'flank', owner: 'invader', sector: 'left', suggested: true });
    expect(woods!.footprint).toMatchObject({ width: 6, depth: 6 });
    expect(inBand(woods!.footprint, geometry.sectors.left, 'x')).toBe(true);
    expect(inBand(woods!.footprint, { from: 0, to: 15 }, 'y')).toBe(true);
    expect(inBand(rocky!.footprint, { from: 15, to: 30 }, 'y')).toBe(true);
  });

  it.each([
    ['defender', 1, 'left', '000 PBS 9.E: 1 is his own left flank sector, the defender left'],
    ['invader', 1, 'right', "000 PBS 9.E: the invader's left flank sector is the defender's right"],
    ['invader', 6, 'left', "000 PBS 9.E: the invader's right flank sector is the defender's left"],
    ['defender', 2, 'centre', '000 PBS 9.E: 2-5 the centre, from either side'],
  ] as const)('the %s rolls %i: the %s sector on the table (%s)', (side, die, sector, _rule) => {
    const rolls = side === 'defender' ? [{ placement: die }] : [{ placement: 2 }, { placement: die }];
    const state = cultivated('hills', 'woods', rolls);
    const item = itemOf(state, side === 'defender' ? 'hills' : 'woods');
    expect(item.sector).toBe(sector);
    const geometry = tableGeometry(rules, state.setup);
    expect(inBand(item.footprint, geometry.sectors[sector], 'x')).toBe(true);
  });

  it('000 PBS 9.E: an odd centre result touches a table edge, the placing player own base edge first', () => {
    const state = cultivated('hills', 'woods', [{ placement: 3 }, { placement: 5 }]);
    const hills = itemOf(state, 'hills');
    const woods = itemOf(state, 'woods');
    expect(hills).toMatchObject({ touchEdge: true, sector: 'centre' });
    expect(edgeGap(hills.footprint, 45, 30)).toBeCloseTo(0, 6);
    expect(hills.footprint.y).toBe(3);
    expect(woods.footprint.y).toBe(27);
  });

  it('suggestions in the same sector do not overlap, and every suggestion passes the placement checks', () => {
    const state = cultivated('hills', 'woods', [{ placement: 2 }, { placement: 4 }]);
    const [hills, woods] = tableLayout(rules, state);
    expect(overlaps(hills!.footprint, woods!.footprint)).toBe(false);
    for (const item of [hills!, woods!]) expect(checkFootprint(rules, state, item.pieceId!, 'placed', item.footprint)).toEqual([]);
  });

  it('002 Other Terrain Placement: suggestions keep 2 BW from other terrain in 2020', () => {
    const state = plains2020('hills', 'brush', [{ placement: 4 }, { placement: 4 }]);
    const items = tableLayout(rules, state);
    expect(items.map((i) => i.kind)).toEqual(['flank', 'flank', 'compulsory', 'compulsory']);
    const [, , hills, brush] = items;
    expect(rectDistance(hills!.footprint, brush!.footprint)).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(checkFootprint(rules, state, item.pieceId!, 'placed', item.footprint)).toEqual([]);
  });

  it('recorded positions override the suggestion: the final one, else the placed one', () => {
    let state = cultivated('hills', 'woods', [{ placement: 2, opponent: 4, outcome: 'move' }, { placement: 2 }]);
    const id = idOf(state, 'hills');
    state = withPosition(state, id, 'placed', at(20, 10, 6, 6));
    expect(itemOf(state, 'hills')).toMatchObject({ footprint: at(20, 10, 6, 6), suggested: false, recorded: { placed: at(20, 10, 6, 6) } });
    state = withPosition(state, id, 'final', at(23, 12, 6, 6));
    expect(itemOf(state, 'hills')).toMatchObject({ footprint: at(23, 12, 6, 6), suggested: false, outcome: 'move' });
  });

  it('000 PBS 9.E: a removed piece keeps its item with its outcome, and later pieces may go where it was', () => {
    const state = cultivated('hills', 'woods', [{ placement: 2, opponent: 6, outcome: 'remove' }, { placement: 2 }]);
    const hills = itemOf(state, 'hills');
    expect(hills).toMatchObject({ outcome: 'remove', lost: false });
    expect(itemOf(state, 'woods').footprint).toEqual(hills.footprint);
  });

  it('002 Terrain table: a 2020 impassable hill sent to the centre is lost (removed), and says so', () => {
    const base = run(atSquare({ edition: '2020', territory: 'mountains', row: 1, col: 2 }), [
      { type: 'placeDeepWater', edge: 'left' },
      pick('defender', 'impassableHills'),
      pick('invader', 'hills'),
    ]);
    const state = step(base, { type: 'rollPlacement', die: 3 });
    expect(itemOf(state, 'impassableHills')).toMatchObject({ outcome: 'remove', lost: true, sector: 'centre' });
  });

  it('000 terrain types: a river runs from base edge to base edge, no wider than 2 BW, with no piece-size bounds', () => {
    const state = cultivated('riversAndStreams', 'woods', [{ placement: 2 }, { placement: 2 }]);
    const river = itemOf(state, 'riversAndStreams');
    expect(river).toMatchObject({ edgeToEdge: true, maxWidth: 2, sizeBounds: null });
    expect(river.footprint).toMatchObject({ width: 2, depth: 30, y: 15, angle: 0 });
    expect(checkFootprint(rules, state, river.pieceId!, 'placed', river.footprint)).toEqual([]);
  });

  it('000 terrain types: size bounds follow the terrain type (a village fits within 6 x 6 BW)', () => {
    const state = watersideOptional('village', [{ placement: 1 }]);
    expect(itemOf(state, 'village')).toMatchObject({ sizeBounds: { min: 4, max: 6 }, kind: 'optional' });
    const deepWater = tableLayout(rules, state)[0]!;
    expect(overlaps(itemOf(state, 'village').footprint, deepWater.footprint)).toBe(false);
  });

  it('works from the public view alone, and is deterministic', () => {
    const setup = makeSetup({ seed: 'layout-public' });
    const { state } = playRandomGame(rules, setup, 'layout-public-choices');
    expect(tableLayout(rules, publicView(state))).toEqual(tableLayout(rules, state));
    expect(tableLayout(rules, state)).toEqual(tableLayout(rules, state));
  });

  it.each(['2023', '2020'] as const)('random %s games: every suggestion that found room passes its placement checks', (edition) => {
    for (let i = 0; i < 12; i++) {
      for (const scale of ['maximus', 'magna', 'pacto'] as const) {
        const table = rules.scales.scales.find((s) => s.id === scale)!.tables[0]!;
        const setup = makeSetup({ edition, scale, table: { widthCm: table.widthCm, depthCm: table.depthCm }, seed: `layout-${edition}-${i}` });
        const { state } = playRandomGame(rules, setup, `layout-choices-${edition}-${i}`);
        const items = tableLayout(rules, state);
        for (const item of items) {
          if (item.pieceId === null || item.outcome === 'remove' || item.outsideSector) continue;
          const clear = items.filter((o) => o !== item && o.outcome !== 'remove').every((o) => !overlaps(o.footprint, item.footprint));
          if (!clear) continue;
          const problems = checkFootprint(rules, state, item.pieceId, 'placed', item.footprint).filter((v) => v.code !== 'tooClose' && v.code !== 'notTouching');
          expect({ edition, scale, i, terrain: item.terrain, problems }).toEqual({ edition, scale, i, terrain: item.terrain, problems: [] });
        }
      }
    }
  });

  it('2020: a piece diced into a flank sector the deep water leaves no room in is drawn clear of the water, marked outside its sector (002: "Nothing may go even partially within"; issue 38)', () => {
    let found = 0;
    for (let i = 0; i < 40; i++) {
      for (const scale of ['maximus', 'magna', 'pacto'] as const) {
        const table = rules.scales.scales.find((s) => s.id === scale)!.tables[0]!;
        const setup = makeSetup({ edition: '2020', scale, table: { widthCm: table.widthCm, depthCm: table.depthCm }, seed: `water-room-${i}` });
        const items = tableLayout(rules, playRandomGame(rules, setup, `water-room-choices-${i}`).state);
        const water = items.find((it) => it.kind === 'deepWater');
        for (const item of items.filter((it) => it.outsideSector)) {
          found += 1;
          expect(item.suggested).toBe(true);
          expect(water && overlaps(item.footprint, water.footprint)).toBe(false);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
