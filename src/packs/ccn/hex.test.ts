import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexLine, hexNeighbours, type HexCoord } from './hex';

const keys = (hs: readonly HexCoord[]) => hs.map(hexKey);
const lineKeys = (a: HexCoord, b: HexCoord) => hexLine(a, b).map((s) => s.hexes.map(hexKey).join('|'));

/** Whether a point (fractional axial q, r) lies inside or on the side of hex c: the cube Voronoi cell test. */
function touches(q: number, r: number, c: HexCoord): boolean {
  const [dx, dz] = [q - c.q, r - c.r];
  const dy = -dx - dz;
  return Math.max(Math.abs(dx - dy), Math.abs(dy - dz), Math.abs(dz - dx)) <= 1 + 1e-9;
}

describe('hex geometry (axial, pointy-top drawing)', () => {
  it('lists the six neighbours clockwise from east, each at distance 1', () => {
    const n = hexNeighbours({ q: 0, r: 0 });
    expect(keys(n)).toEqual(['1,0', '0,1', '-1,1', '-1,0', '0,-1', '1,-1']);
    for (const h of n) expect(hexDistance({ q: 0, r: 0 }, h)).toBe(1);
  });

  it.each([
    [{ q: 0, r: 0 }, { q: 3, r: 0 }, 3],
    [{ q: 0, r: 0 }, { q: 2, r: -3 }, 3],
    [{ q: -2, r: 1 }, { q: 2, r: 1 }, 4],
    [{ q: 1, r: 1 }, { q: -1, r: -1 }, 4],
  ])('distance %o to %o is %i', (a, b, d) => {
    expect(hexDistance(a, b)).toBe(d);
    expect(hexDistance(b, a)).toBe(d);
  });

  it.each([
    ['a straight row', { q: 0, r: 0 }, { q: 3, r: 0 }, ['1,0', '2,0']],
    ['neighbours have nothing between', { q: 0, r: 0 }, { q: 1, r: 0 }, []],
    ['(0,0) to (1,1) runs along the side between (1,0) and (0,1)', { q: 0, r: 0 }, { q: 1, r: 1 }, ['1,0|0,1']],
    ['(0,0) to (2,2): side, hex, side', { q: 0, r: 0 }, { q: 2, r: 2 }, ['1,0|0,1', '1,1', '2,1|1,2']],
    ['(0,0) to (6,1) clips (2,1) and (4,0), which simple sampling misses', { q: 0, r: 0 }, { q: 6, r: 1 },
      ['1,0', '2,0', '2,1', '3,0', '3,1', '4,0', '4,1', '5,1']],
  ])('line: %s', (_what, a, b, expected) => {
    expect(lineKeys(a, b)).toEqual(expected);
  });

  it('finds exactly the hexes a dense sampling of the segment touches, for every target within 5 hexes', () => {
    for (let q = -5; q <= 5; q += 1) {
      for (let r = -5; r <= 5; r += 1) {
        const b = { q, r };
        if (hexDistance({ q: 0, r: 0 }, b) < 2 || hexDistance({ q: 0, r: 0 }, b) > 5) continue;
        const found = new Set(hexLine({ q: 0, r: 0 }, b).flatMap((s) => keys(s.hexes)));
        const sampled = new Set<string>();
        for (let j = 1; j < 600; j += 1) {
          const t = (j + 0.37) / 600;
          for (let cq = -6; cq <= 6; cq += 1) {
            for (let cr = -6; cr <= 6; cr += 1) {
              const c = { q: cq, r: cr };
              if (hexDistance(c, { q: 0, r: 0 }) > 0 && hexDistance(c, b) > 0 && touches(q * t, r * t, c)) sampled.add(hexKey(c));
            }
          }
        }
        expect([...found].sort(), `line to ${hexKey(b)}`).toEqual([...sampled].sort());
      }
    }
  });

  it('gives the same hexes in reverse order when the ends are swapped', () => {
    for (const b of [{ q: 4, r: -1 }, { q: 2, r: 2 }, { q: -3, r: 5 }, { q: 6, r: 1 }]) {
      const there = lineKeys({ q: 0, r: 0 }, b).map((k) => k.split('|').sort().join('|'));
      const back = lineKeys(b, { q: 0, r: 0 }).map((k) => k.split('|').sort().join('|'));
      expect(back).toEqual([...there].reverse());
    }
  });
});
