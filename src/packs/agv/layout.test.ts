import { describe, expect, it } from 'vitest';
import { agvPack } from './bundled';
import { checkLayout, checkLayoutWith, measuringReadingsWith, type AgvPiece, type AgvViolation } from './layout';

const pack = (() => {
  const load = agvPack();
  if (!load.ok) throw new Error(load.error);
  return load.pack;
})();
const table = { widthCm: 120, depthCm: 80 };
const area = (id: string, type: string, x: number, y: number, width: number, depth: number, more: object = {}): AgvPiece => ({ id, type, x, y, width, depth, ...more });
const line = (id: string, type: string, points: [number, number][], more: object = {}): AgvPiece => ({ id, type, points, ...more });
const run = (features: AgvPiece[]): AgvViolation[] => {
  const r = checkLayoutWith(pack, { table, features });
  if (!r.ok) throw new Error(r.error);
  return r.violations;
};
const codes = (features: AgvPiece[]) => run(features).map((v) => [v.code, ...v.features].join(' '));
const D = 5 * Math.SQRT2; // a 5 cm square turned 45 degrees reaches half its diagonal from its centre

describe('checkLayout: sizes (seed 004 Woods, Villages, Landmarks)', () => {
  it.each([
    ['seed 004 Woods: a 5 x 5 wood is exactly 5 cm across at its narrowest', [area('w1', 'woods', 20, 20, 5, 5)], []],
    ['seed 004 Woods: a 4.9 cm wide wood is too narrow', [area('w1', 'woods', 20, 20, 4.9, 6)], ['tooNarrow w1']],
    ['seed 004 Woods: a 6 x 8 wood is exactly 10 cm across its diagonal', [area('w1', 'woods', 20, 20, 6, 8)], []],
    ['seed 004 Woods: an 8 x 8 wood is 11.3 cm across its diagonal', [area('w1', 'woods', 20, 20, 8, 8)], ['tooWide w1']],
    ['seed 004 Woods: turning a 6 x 8 wood never changes its size', [area('w1', 'woods', 20, 20, 6, 8, { rotation: 37 })], []],
    ['seed 004 Woods: a 10 x 5 oval wood is exactly 5 and 10 cm across', [area('w1', 'woods', 20, 20, 10, 5, { shape: 'oval' })], []],
    ['seed 004 Woods: a 10.5 cm long oval wood is too wide', [area('w1', 'woods', 20, 20, 10.5, 6, { shape: 'oval' })], ['tooWide w1']],
    ['seed 004 Villages: an 11 x 3 village is both too narrow and too wide', [area('v1', 'villages', 20, 20, 11, 3)], ['tooNarrow v1', 'tooWide v1']],
    ['seed 004 Landmarks: a 3 x 4 landmark is exactly 5 cm across', [area('l1', 'landmarks', 20, 20, 3, 4)], []],
    ['seed 004 Landmarks: a 4 x 4 landmark is 5.7 cm across its diagonal', [area('l1', 'landmarks', 20, 20, 4, 4)], ['tooWide l1']],
    ['seed 004 Hills: hills have no size limit', [area('h1', 'hills', 50, 40, 60, 40)], []],
  ])('%s', (_, features, expected) => expect(codes(features)).toEqual(expected));

  it('seed 004 Woods: the message quotes the guideline and says what was measured', () => {
    const [v] = run([area('w1', 'woods', 20, 20, 9, 8.4)]);
    expect(v).toMatchObject({ code: 'tooWide', features: ['w1'], limit: 10, reading: 'rotatedPieceSize', source: '004 General terrain features: Woods' });
    expect(v.measured).toBeCloseTo(12.31, 2);
    expect(v.message).toBe("Wood w1 measures 12.3 cm across at its widest; 'An area of woods must be at least 5 cm across but not more than 10 cm across any direction'");
  });
});

describe('checkLayout: spacing edge to edge (seed 004 Woods, Villages)', () => {
  it.each([
    ['seed 004 Woods: woods exactly 15 cm apart', [area('w1', 'woods', 20, 20, 5, 5), area('w2', 'woods', 40, 20, 5, 5)], []],
    ['seed 004 Woods: woods 14.9 cm apart', [area('w1', 'woods', 20, 20, 5, 5), area('w2', 'woods', 39.9, 20, 5, 5)], ['tooClose w1 w2']],
    ['seed 004 Woods: turned 45 degrees, the same centres bring the corners 12.9 cm apart', [area('w1', 'woods', 20, 20, 5, 5, { rotation: 45 }), area('w2', 'woods', 40, 20, 5, 5, { rotation: 45 })], ['tooClose w1 w2']],
    ['seed 004 Woods: turned woods exactly 15 cm apart corner to corner', [area('w1', 'woods', 20, 20, 5, 5, { rotation: 45 }), area('w2', 'woods', 20 + 15 + D, 20, 5, 5, { rotation: 45 })], []],
    ['seed 004 Villages: villages exactly 40 cm apart', [area('v1', 'villages', 10, 20, 5, 5), area('v2', 'villages', 55, 20, 5, 5)], []],
    ['seed 004 Villages: villages 39 cm apart', [area('v1', 'villages', 10, 20, 5, 5), area('v2', 'villages', 54, 20, 5, 5)], ['tooClose v1 v2']],
    ['seed 004 Woods: a wood may stand near a village', [area('w1', 'woods', 20, 20, 5, 5), area('v1', 'villages', 27, 20, 5, 5)], []],
  ])('%s', (_, features, expected) => expect(codes(features)).toEqual(expected));

  it('seed 004 Villages: the message names both villages and the distance', () => {
    const [v] = run([area('v1', 'villages', 10, 20, 5, 5), area('v2', 'villages', 54, 20, 5, 5)]);
    expect(v.message).toBe("Villages v1 and v2 are 39.0 cm apart edge to edge; 'Individual villages must be placed at least 40 cm apart'");
    expect(v).toMatchObject({ measured: 39, limit: 40 });
  });
});

describe('checkLayout: overlapping pieces that must stand apart (seed 004 Woods, issue 38)', () => {
  it('says two woods overlapping by 2 cm overlap, and by how much, not that they are 0.0 cm apart', () => {
    const [v] = run([area('w1', 'woods', 20, 20, 6, 6), area('w2', 'woods', 24, 20, 6, 6)]);
    expect(v).toMatchObject({ code: 'tooClose', measured: 0, limit: 15 });
    expect(v!.overlap).toBeCloseTo(2, 9);
    expect(v!.message).toMatch(/^Woods w1 and w2 overlap by 2\.0 cm; /);
  });
});

describe('checkLayout: landmarks and village churches (seed 004 Landmarks)', () => {
  const village = area('v1', 'villages', 30, 30, 6, 6); // edges at x 27..33
  it.each([
    ['a landmark overlapping a village is part of it', [village, area('l1', 'landmarks', 33, 30, 3, 3)], ['partOf l1 v1']],
    ['a landmark touching a village edge is not part of it', [village, area('l1', 'landmarks', 34.5, 30, 3, 3)], []],
    ['a church exactly 5 cm from its village', [village, area('c1', 'landmarks', 39.5, 30, 3, 3, { church: true })], []],
    ['a church 7 cm from the nearest village', [village, area('c1', 'landmarks', 41.5, 30, 3, 3, { church: true })], ['tooFar c1 v1']],
    ['a church with no village on the table', [area('c1', 'landmarks', 42.5, 30, 3, 3, { church: true })], ['tooFar c1']],
    ['a church inside a village is part of it', [village, area('c1', 'landmarks', 30, 30, 3, 3, { church: true })], ['partOf c1 v1']],
    ['a mill far from any village', [village, area('m1', 'landmarks', 90, 30, 3, 3)], []],
  ])('seed 004 Landmarks: %s', (_, features, expected) => expect(codes(features)).toEqual(expected));
});

describe('checkLayout: rivers, streams, ditches and road crossings (seed 004 How do we place terrain features?)', () => {
  const river = line('r1', 'rivers', [[60, 0], [60, 80]]);
  const ditch = line('d1', 'ditches', [[0, 60], [120, 60]]);
  const road = (more: object = {}) => line('rd1', 'roads', [[0, 40], [120, 40]], more);
  it.each([
    ['a wood over a river', [river, area('w1', 'woods', 60, 20, 6, 6)], ['overlapsWater r1 w1']],
    ['a wood 1 cm from a river', [river, area('w1', 'woods', 64, 20, 6, 6)], []],
    ['a wood whose edge touches the river centre line', [river, area('w1', 'woods', 63, 20, 6, 6)], ['overlapsWater r1 w1']],
    ['a bridge over a river', [river, area('b1', 'bridges', 60, 20, 6, 3)], []],
    ['a hedge-row crossing a ditch', [ditch, line('h1', 'hedgeRows', [[10, 50], [10, 70]])], ['overlapsWater d1 h1']],
    ['a stream crossing a ditch', [ditch, line('s1', 'streams', [[10, 50], [10, 70]])], ['overlapsWater d1 s1']],
    ['a stream joining a river (reading watercoursesJoin)', [river, line('s1', 'streams', [[20, 10], [60, 10]])], []],
    ['a ford across a river (reading fordPartOfWater)', [river, line('f1', 'fords', [[58, 30], [62, 30]])], []],
    ['a ford across a ditch', [ditch, line('f1', 'fords', [[30, 58], [30, 62]])], ['overlapsWater d1 f1']],
    ['a road crossing a river undesignated', [river, road()], ['crossingUndesignated rd1 r1']],
    ['a road crossing a river at a ford', [river, road({ crossing: 'ford' })], []],
    ['a road crossing a river at a bridge', [river, road({ crossing: 'bridge' })], []],
    ['a road crossing a stream undesignated', [line('s1', 'streams', [[60, 0], [60, 80]]), road()], ['crossingUndesignated rd1 s1']],
    ['a road crossing a ditch is automatically a bridge', [line('d2', 'ditches', [[60, 0], [60, 80]]), road()], []],
    ['a road designated a bridge over a ditch', [line('d2', 'ditches', [[60, 0], [60, 80]]), road({ crossing: 'bridge' })], []],
    ['a road designated a ford over a ditch', [line('d2', 'ditches', [[60, 0], [60, 80]]), road({ crossing: 'ford' })], ['crossingWrong rd1 d2']],
    ['a road running beside a river', [river, line('rd1', 'roads', [[62, 0], [62, 80]])], []],
  ])('seed 004 How do we place terrain features?: %s', (_, features, expected) => expect(codes(features)).toEqual(expected));

  it('quotes the overlap rule', () => {
    const [v] = run([river, area('w1', 'woods', 60, 20, 6, 6)]);
    expect(v.message).toBe("Wood w1 overlaps river r1; 'No terrain features except bridges can be overlapped with a river, stream or ditch'");
    expect(v.reading).toBe('linearCentreLine');
  });
});

describe('checkLayout: pieces on the table (reading onTable)', () => {
  it.each([
    ['a wood touching the table edge', [area('w1', 'woods', 2.5, 10, 5, 5)], []],
    ['a wood half a cm over the edge', [area('w1', 'woods', 2, 10, 5, 5)], ['offTable w1']],
    ['a square wood turned 45 degrees reaching past the corner', [area('w1', 'woods', 3, 3, 5, 5, { rotation: 45 })], ['offTable w1']],
    ['a hedge-row ending off the table', [line('h1', 'hedgeRows', [[10, 10], [10, 81]])], ['offTable h1']],
  ])('%s', (_, features, expected) => expect(codes(features)).toEqual(expected));
});

describe('checkLayout: refusals name the field', () => {
  it.each([
    [undefined, 'checkLayout'],
    [null, 'checkLayout'],
    ['woods', 'checkLayout'],
    [{ table }, 'features'],
    [{ table: { widthCm: 0, depthCm: 80 }, features: [] }, 'table.widthCm'],
    [{ table, features: [area('w1', 'woods', 1, 1, 5, 5), area('w1', 'woods', 50, 50, 5, 5)] }, 'the id w1 is used by two features'],
    [{ table, features: [area('w1', 'forestry', 1, 1, 5, 5)] }, 'features[0] (w1).type'],
    [{ table, features: [line('w1', 'woods', [[0, 0], [1, 1]])] }, 'features[0] (w1).x: Woods is a general feature'],
    [{ table, features: [area('s1', 'streams', 1, 1, 5, 5)] }, 'features[0] (s1).points: Streams is a linear feature'],
    [{ table, features: [area('w1', 'woods', 1, 1, -5, 5)] }, 'features[0] (w1).width'],
    [{ table, features: [area('w1', 'woods', 1, 1, 5, 5, { church: true })] }, 'only a landmark can be a village church'],
    [{ table, features: [area('w1', 'woods', 1, 1, 5, 5, { impassable: true })] }, 'only rough ground can be marked impassable'],
    [{ table, features: [line('s1', 'streams', [[0, 0], [1, 1]], { crossing: 'ford' })] }, 'only a road crossing water'],
    [{ table, features: [line('s1', 'streams', [[0, 0]])] }, 'needs at least 2 points'],
  ])('refuses %j', (input, says) => {
    const r = checkLayoutWith(pack, input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });

  it('accepts impassable rough ground and returns the readings it relies on', () => {
    const r = checkLayout({ table, features: [area('g1', 'roughGround', 50, 40, 30, 20, { impassable: true })] });
    expect(r.ok && r.violations).toEqual([]);
    expect(r.ok && r.readings.map((x) => x.id)).toContain('rotatedPieceSize');
    expect(measuringReadingsWith(pack).map((x) => x.id)).toEqual(['rotatedPieceSize', 'linearCentreLine', 'piecesTouching']);
  });

  it('does not mutate its input', () => {
    const input = Object.freeze({ table: Object.freeze(table), features: Object.freeze([Object.freeze(area('w1', 'woods', 20, 20, 8, 8))]) });
    expect(checkLayout(input).ok).toBe(true);
  });
});
