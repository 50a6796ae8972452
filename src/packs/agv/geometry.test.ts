import { describe, expect, it } from 'vitest';
import {
  OVAL_TOLERANCE_CM,
  beyondTable,
  outline,
  overlapDepth,
  ovalVertexCount,
  pieceExtent,
  pointInPolygon,
  pointSegmentDistance,
  polygonDistance,
  polygonsOverlap,
  polylineIntersectsPolygon,
  polylinePolygonDistance,
  polylinesIntersect,
  segmentDistance,
  segmentsCross,
  segmentsIntersect,
  type Point,
  type Polygon,
} from './geometry';

const square = (x0: number, y0: number, size: number): Polygon => [[x0, y0], [x0 + size, y0], [x0 + size, y0 + size], [x0, y0 + size]];
const close = (a: readonly Point[], b: readonly Point[]) => a.forEach((p, i) => [0, 1].forEach((k) => expect(p[k]).toBeCloseTo(b[i][k], 9)));

describe('outlines of pieces as placed on the table', () => {
  it('an unturned rectangle has its four corners around the centre', () => {
    expect(outline({ x: 10, y: 20, width: 6, depth: 4 })).toEqual([[7, 18], [13, 18], [13, 22], [7, 22]]);
  });

  it('a rectangle turned 90 degrees swaps its width and depth on the table', () => {
    close(outline({ x: 10, y: 10, width: 4, depth: 2, rotation: 90 }), [[11, 8], [11, 12], [9, 12], [9, 8]]);
  });

  it('an oval has its vertices on the inscribed ellipse, the axes ends included', () => {
    const poly = outline({ x: 0, y: 0, width: 10, depth: 6, shape: 'oval' });
    expect(poly.length % 4).toBe(0);
    for (const [x, y] of poly) expect((x / 5) ** 2 + (y / 3) ** 2).toBeCloseTo(1, 9);
    expect(Math.max(...poly.map(([x]) => x))).toBeCloseTo(5, 9);
    expect(Math.max(...poly.map(([, y]) => y))).toBeCloseTo(3, 9);
  });

  it.each([5, 20, 100, 200])('an oval with a %d cm semi-axis stays within 0.1 cm of the true curve', (r) => {
    const n = ovalVertexCount(r);
    expect(n % 4).toBe(0);
    expect(r * (1 - Math.cos(Math.PI / n))).toBeLessThanOrEqual(OVAL_TOLERANCE_CM);
  });

  it.each([
    ['a 6 x 8 rectangle: 6 across at its narrowest, its 10 cm diagonal at its widest', { width: 6, depth: 8 }, 6, 10],
    ['the same rectangle turned 37 degrees measures the same', { width: 6, depth: 8, rotation: 37 }, 6, 10],
    ['a 10 x 5 oval: its axes', { width: 10, depth: 5, shape: 'oval' as const }, 5, 10],
    ['a 5 x 5 square', { width: 5, depth: 5 }, 5, Math.hypot(5, 5)],
  ])('size never changes with rotation: %s', (_, size, narrowest, widest) => {
    const e = pieceExtent({ x: 0, y: 0, ...size });
    expect(e.narrowest).toBeCloseTo(narrowest, 9);
    expect(e.widest).toBeCloseTo(widest, 9);
  });
});

describe('segments', () => {
  it.each([
    ['an X crosses', [0, 0], [2, 2], [0, 2], [2, 0], true, true],
    ['a T only touches', [0, 0], [2, 0], [1, 0], [1, 2], false, true],
    ['collinear overlapping segments touch', [0, 0], [2, 0], [1, 0], [3, 0], false, true],
    ['parallel segments 3 apart', [0, 0], [2, 0], [0, 3], [2, 3], false, false],
  ] as const)('%s', (_, a1, a2, b1, b2, crosses, meets) => {
    expect(segmentsCross(a1, a2, b1, b2)).toBe(crosses);
    expect(segmentsIntersect(a1, a2, b1, b2)).toBe(meets);
  });

  it('measures exact distances', () => {
    expect(segmentDistance([0, 0], [2, 0], [0, 3], [2, 3])).toBe(3);
    expect(segmentDistance([0, 0], [1, 0], [4, 4], [4, 8])).toBe(5);
    expect(pointSegmentDistance([5, 4], [0, 0], [10, 0])).toBe(4);
    expect(pointSegmentDistance([3, 4], [0, 0], [0, 0])).toBe(5);
  });
});

describe('polygons', () => {
  it.each([
    ['a point inside', [0.5, 0.5], true],
    ['a point on an edge', [1, 0.5], true],
    ['a point outside', [1.5, 0.5], false],
  ] as const)('point in polygon: %s', (_, p, inside) => expect(pointInPolygon(p, square(0, 0, 1))).toBe(inside));

  it.each([
    ['overlapping squares', square(0, 0, 2), square(1, 1, 2), true, 0],
    ['squares touching along an edge do not overlap', square(0, 0, 1), square(1, 0, 1), false, 0],
    ['a square inside another', square(0, 0, 10), square(4, 4, 1), true, 0],
    ['identical squares', square(0, 0, 1), square(0, 0, 1), true, 0],
    ['squares 2 apart side by side', square(0, 0, 1), square(3, 0, 1), false, 2],
    ['squares apart corner to corner', square(0, 0, 1), square(2, 2, 1), false, Math.SQRT2],
  ])('%s', (_, a, b, overlap, distance) => {
    expect(polygonsOverlap(a, b)).toBe(overlap);
    expect(polygonDistance(a, b)).toBeCloseTo(distance, 9);
  });

  it.each([
    ['squares overlapping by 1 side by side', square(0, 0, 2), square(1, 0, 2), 1],
    ['a square inside another: by its own width', square(0, 0, 10), square(1, 4, 1), 1],
    ['squares apart do not overlap', square(0, 0, 1), square(3, 0, 1), 0],
  ])('overlapDepth: %s', (_, a, b, depth) => expect(overlapDepth(a, b)).toBeCloseTo(depth, 9));

  it('measures a turned square edge to edge: its corner reaches half its diagonal from the centre', () => {
    const turned = outline({ x: 0, y: 0, width: 2, depth: 2, rotation: 45 });
    expect(polygonDistance(turned, square(3, -1, 2))).toBeCloseTo(3 - Math.SQRT2, 9);
  });
});

describe('polylines', () => {
  it.each([
    ['a line through a square', [[-1, 0.5], [2, 0.5]], 0],
    ['a line inside a square', [[0.2, 0.2], [0.8, 0.8]], 0],
    ['a line ending on an edge', [[-1, 0.5], [0, 0.5]], 0],
    ['a line 2 away', [[3, -5], [3, 5]], 2],
  ] as const)('%s', (_, line, distance) => {
    expect(polylinePolygonDistance(line, square(0, 0, 1))).toBeCloseTo(distance, 9);
    expect(polylineIntersectsPolygon(line, square(0, 0, 1))).toBe(distance === 0);
  });

  it('finds where two polylines meet along any of their segments', () => {
    expect(polylinesIntersect([[0, 0], [5, 0], [5, 5]], [[4, 3], [6, 3]])).toBe(true);
    expect(polylinesIntersect([[0, 0], [5, 0]], [[0, 1], [5, 1]])).toBe(false);
  });

  it('says how far points reach beyond the table, the edge itself being on it', () => {
    expect(beyondTable([[0, 0], [120, 80]], 120, 80)).toBe(0);
    expect(beyondTable([[-1.5, 10], [121, 10]], 120, 80)).toBe(1.5);
  });
});
