import { describe, expect, it } from 'vitest';
import { agvPack } from '../../packs/agv';
import { featureLabels, moveBy, nextFeatureId, offTable, placementAt, putFeature, removeFeature, rotateBy } from './layoutEdit';
import type { GeneralPlacement, Layout, LinearPlacement } from './layoutEntry';

const load = agvPack();
if (!load.ok) throw new Error(load.error);
const { features } = load.pack;
const table = { widthCm: 180, depthCm: 120 };
const wood: GeneralPlacement = { id: 'f1', type: 'woods', x: 10, y: 10, width: 7, depth: 7, rotation: 0, shape: 'rectangle' };
const road: LinearPlacement = { id: 'f2', type: 'roads', points: [[0, 60], [30, 60]] };
const layout: Layout = { table, features: [wood, road] };

describe('placing features', () => {
  it('a new wood or village starts inside the seed 004 limits (5-10 cm across, its diagonal too)', () => {
    for (const type of ['woods', 'villages'] as const) {
      const f = placementAt(features.get(type)!, 'f9', [50, 50], table) as GeneralPlacement;
      expect(Math.min(f.width, f.depth)).toBeGreaterThanOrEqual(5);
      expect(Math.hypot(f.width, f.depth)).toBeLessThanOrEqual(10);
    }
  });

  it('a new landmark is no more than 5 cm across in any direction (seed 004 Landmarks)', () => {
    const f = placementAt(features.get('landmarks')!, 'f9', [50, 50], table) as GeneralPlacement;
    expect(Math.hypot(f.width, f.depth)).toBeLessThanOrEqual(5);
  });

  it('a new line is drawn through the spot and kept on the table', () => {
    expect(placementAt(features.get('streams')!, 'f9', [5, 40], table)).toEqual({ id: 'f9', type: 'streams', points: [[0, 40], [20, 40]] });
  });

  it('ids and labels count per type in placing order', () => {
    expect(nextFeatureId(layout)).toBe('f3');
    const labels = featureLabels([...layout.features, { ...wood, id: 'f3' }], (t) => (t === 'woods' ? 'W' : 'Rd'));
    expect([...labels.values()]).toEqual(['W1', 'Rd1', 'W2']);
  });
});

describe('moving and turning', () => {
  it('moves by whole cm and stops at the table edge', () => {
    expect(moveBy(wood, 5, -20, table)).toMatchObject({ x: 15, y: 0 });
    expect(moveBy(road, -10, 5, table)).toMatchObject({ points: [[0, 65], [30, 65]] });
  });

  it('turns an area in 0-359 degrees and a line about its first point', () => {
    expect(rotateBy(wood, -15, table)).toMatchObject({ rotation: 345 });
    expect(rotateBy(road, 90, table)).toMatchObject({ points: [[0, 60], [0, 90]] });
  });

  it('puts, replaces and removes features without changing the layout given', () => {
    const frozen = Object.freeze({ ...layout, features: Object.freeze([...layout.features]) }) as Layout;
    const moved = putFeature(frozen, { ...wood, x: 40 });
    expect(moved.features[0]).toMatchObject({ x: 40 });
    expect(removeFeature(moved, 'f1').features.map((f) => f.id)).toEqual(['f2']);
    expect(frozen.features[0]).toBe(wood);
  });

  it('finds the features a smaller table would leave off', () => {
    expect(offTable(layout.features, { widthCm: 20, depthCm: 80 }).map((f) => f.id)).toEqual(['f2']);
    expect(offTable(layout.features, { widthCm: 30, depthCm: 60 })).toEqual([]);
  });
});
