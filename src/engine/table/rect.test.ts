// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bounds, containsPoint, corners, edgeGap, ends, fixedPoint, inBand, intersects, normalAngle, onTable, overlaps, pointSegmentDistance, rectDistance, turn } from './rect';
import type { Footprint } from './types';

const rect = (x: number, y: number, width: number, depth: number, angle = 0): Footprint => ({ x, y, width, depth, angle });
const close = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 1e6) / 1e6 + 0, y: Math.round(p.y * 1e6) / 1e6 + 0 });

describe('rectangle helpers for footprints', () => {
  it('turns clockwise as drawn (y up): a step right turned 90 degrees points down, towards the defender', () => {
    expect(close(turn(1, 0, 90))).toEqual({ x: 0, y: -1 });
    expect(close(turn(0, 1, 90))).toEqual({ x: 1, y: 0 });
  });

  it('gives the four corners of a turned rectangle', () => {
    expect(corners(rect(5, 5, 4, 2)).map(close)).toEqual([
      { x: 3, y: 4 },
      { x: 7, y: 4 },
      { x: 7, y: 6 },
      { x: 3, y: 6 },
    ]);
    const turned = corners(rect(0, 0, 2, 2, 45)).map(close);
    expect(turned.map((p) => Math.hypot(p.x, p.y))).toEqual([Math.SQRT2, Math.SQRT2, Math.SQRT2, Math.SQRT2].map((n) => expect.closeTo(n, 5)));
    expect(turned.some((p) => Math.abs(p.x) < 1e-6)).toBe(true);
  });

  it.each([
    ['inside', rect(5, 5, 4, 4), { from: 3, to: 7 }, true],
    ['touching both sides of the band', rect(5, 5, 4, 4), { from: 3, to: 7 }, true],
    ['reaching out of the band', rect(5, 5, 4, 4), { from: 4, to: 10 }, false],
    ['turned so its corners reach out', rect(5, 5, 4, 4, 45), { from: 3, to: 7 }, false],
  ])('a rectangle %s a band', (_name, f, band, expected) => {
    expect(inBand(f, band, 'x')).toBe(expected);
  });

  it('is wholly on the table or not, and knows how near an edge it comes', () => {
    expect(onTable(rect(3, 3, 6, 6), 45, 30)).toBe(true);
    expect(onTable(rect(2.9, 3, 6, 6), 45, 30)).toBe(false);
    expect(onTable(rect(2.9, 3, 6, 6), 45, 30, 0.1)).toBe(true);
    expect(edgeGap(rect(3, 10, 6, 6), 45, 30)).toBe(0);
    expect(edgeGap(rect(10, 10, 6, 6), 45, 30)).toBe(7);
  });

  it('contains points, with a tolerance', () => {
    expect(containsPoint(rect(0, 0, 2, 2, 45), { x: 0, y: 1.4 })).toBe(true);
    expect(containsPoint(rect(0, 0, 2, 2), { x: 1.05, y: 0 })).toBe(false);
    expect(containsPoint(rect(0, 0, 2, 2), { x: 1.05, y: 0 }, 0.1)).toBe(true);
  });

  it.each([
    ['apart along x', rect(0, 0, 2, 2), rect(5, 0, 2, 2), 3],
    ['touching', rect(0, 0, 2, 2), rect(2, 0, 2, 2), 0],
    ['overlapping', rect(0, 0, 4, 4), rect(1, 1, 2, 2), 0],
    ['one inside the other', rect(0, 0, 10, 10), rect(0, 0, 2, 2), 0],
    ['apart on a diagonal (corner to corner)', rect(0, 0, 2, 2), rect(4, 4, 2, 2), Math.hypot(2, 2)],
    ['a turned one whose corner points at the other', rect(0, 0, 2, 2, 45), rect(4, 0, 2, 2), 3 - Math.SQRT2],
  ])('distance between two rectangles %s', (_name, a, b, expected) => {
    expect(rectDistance(a, b)).toBeCloseTo(expected, 6);
    expect(rectDistance(b, a)).toBeCloseTo(expected, 6);
    expect(intersects(a, b)).toBe(expected === 0);
  });

  it('measures a point against a segment', () => {
    expect(pointSegmentDistance({ x: 0, y: 1 }, { x: -1, y: 0 }, { x: 1, y: 0 })).toBe(1);
    expect(pointSegmentDistance({ x: 3, y: 0 }, { x: -1, y: 0 }, { x: 1, y: 0 })).toBe(2);
  });

  it('finds the ends of a long piece whichever side is long', () => {
    expect(ends(rect(10, 15, 2, 30)).map(close)).toEqual([
      { x: 10, y: 0 },
      { x: 10, y: 30 },
    ]);
    expect(ends(rect(10, 15, 30, 2, 90)).map(close)).toEqual([
      { x: 10, y: 30 },
      { x: 10, y: 0 },
    ]);
  });

  it('normalises angles into (-180, 180]', () => {
    expect([0, 180, -180, 190, 360, -90, 540].map(normalAngle)).toEqual([0, 180, 180, -170, 0, -90, 180]);
  });

  it('finds the point a pivot leaves in place', () => {
    const from = rect(5, 5, 4, 2);
    // Turn 90 degrees about the corner (3, 4).
    const corner = { x: 3, y: 4 };
    const offset = turn(from.x - corner.x, from.y - corner.y, 90);
    const to = { ...from, x: corner.x + offset.x, y: corner.y + offset.y, angle: 90 };
    expect(close(fixedPoint(from, to)!)).toEqual(corner);
    expect(close(fixedPoint(from, { ...from, angle: 30 })!)).toEqual({ x: 5, y: 5 });
    expect(fixedPoint(from, { ...from, x: 8 })).toBeNull();
  });
});

describe('overlap and bounds', () => {
  it.each([
    ['overlapping', rect(0, 0, 4, 4), rect(1, 1, 2, 2), true],
    ['touching along a side', rect(0, 0, 2, 2), rect(2, 0, 2, 2), false],
    ['apart', rect(0, 0, 2, 2), rect(5, 0, 2, 2), false],
    ['crossing when turned', rect(0, 0, 10, 1, 45), rect(0, 0, 10, 1, -45), true],
  ])('%s', (_name, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
  });

  it('gives the upright box around a turned rectangle', () => {
    const box = bounds(rect(0, 0, 2, 2, 45));
    expect(box.maxX).toBeCloseTo(Math.SQRT2, 6);
    expect(box.minY).toBeCloseTo(-Math.SQRT2, 6);
  });
});
