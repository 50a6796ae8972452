/**
 * Hex geometry for the C&C Napoleonics board: axial coordinates `{ q, r }` (cube `s = -q - r`).
 * The maths does not depend on the drawing; the UI draws pointy-top hexes, so `q` runs east and `r` south-east.
 */

/** One hex in axial coordinates. */
export interface HexCoord {
  readonly q: number;
  readonly r: number;
}

/** One point of a line between two hex centres: a hex it passes through, or two hexes it runs exactly between. */
export type HexStep = { kind: 'hex'; hexes: readonly [HexCoord] } | { kind: 'edge'; hexes: readonly [HexCoord, HexCoord] };

/** The six axial directions, clockwise from east. */
const DIRECTIONS: readonly HexCoord[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

/** A stable text key for maps and sets, e.g. "3,-1". */
export function hexKey(h: HexCoord): string {
  return `${h.q},${h.r}`;
}

/** Whether two coordinates name the same hex. */
export function sameHex(a: HexCoord, b: HexCoord): boolean {
  return a.q === b.q && a.r === b.r;
}

/** The number of hex steps between two hexes (range counting). */
export function hexDistance(a: HexCoord, b: HexCoord): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The six hexes that share a side with `h`, clockwise from east. */
export function hexNeighbours(h: HexCoord): HexCoord[] {
  return DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** Cube coordinates scaled by `den`: the point `num/den` of the way from `a` to `b`, exactly in integers. */
function scaledPoint(a: HexCoord, b: HexCoord, num: number, den: number): [number, number, number] {
  const x = a.q * den + (b.q - a.q) * num;
  const z = a.r * den + (b.r - a.r) * num;
  return [x, -x - z, z];
}

/** The hex nearest a fractional cube point (the standard cube rounding). */
function cubeRound(x: number, y: number, z: number): HexCoord {
  let rx = Math.round(x);
  const ry = Math.round(y);
  let rz = Math.round(z);
  const [ex, ey, ez] = [Math.abs(rx - x), Math.abs(ry - y), Math.abs(rz - z)];
  if (ex > ey && ex > ez) rx = -ry - rz;
  else if (ey <= ez) rz = -rx - ry;
  return { q: rx, r: rz };
}

/**
 * The hexes whose cell holds the scaled point: one when it is inside a hex, two when it is on a side.
 * A point is in the cell of centre c when |dx - dy|, |dy - dz| and |dz - dx| are all at most 1 (cube Voronoi cell).
 */
function cellsAt(p: [number, number, number], den: number): HexCoord[] {
  const guess = cubeRound(p[0] / den, p[1] / den, p[2] / den);
  const inside: HexCoord[] = [];
  let best = Infinity;
  for (const c of [guess, ...hexNeighbours(guess)]) {
    const dx = p[0] - c.q * den;
    const dy = p[1] - (-c.q - c.r) * den;
    const dz = p[2] - c.r * den;
    const margin = Math.max(Math.abs(dx - dy), Math.abs(dy - dz), Math.abs(dz - dx));
    if (margin < best) {
      best = margin;
      inside.length = 0;
    }
    if (margin === best) inside.push(c);
  }
  return best < den ? inside.slice(0, 1) : inside;
}

/** Every t in [0, 1] at which one of the three cube differences is a whole number, as sorted fractions. */
function breakpoints(a: HexCoord, b: HexCoord): [number, number][] {
  const dx = b.q - a.q;
  const dz = b.r - a.r;
  const dy = -dx - dz;
  const fractions: [number, number][] = [];
  for (const d of [Math.abs(dx - dy), Math.abs(dy - dz), Math.abs(dz - dx)]) {
    for (let j = 0; j <= d && d > 0; j += 1) fractions.push([j, d]);
  }
  fractions.sort((f, g) => f[0] * g[1] - g[0] * f[1]);
  return fractions.filter((f, i) => i === 0 || f[0] * fractions[i - 1]![1] !== fractions[i - 1]![0] * f[1]);
}

/**
 * The hexes strictly between two hex centres that the straight line between them passes through, in order
 * from `a`; where the line runs exactly along a hex side, the two hexes beside it form one `edge` step.
 * Exact integer arithmetic: every side of a hex lies on a line where a cube difference is whole, so between
 * two such breakpoints the line stays inside one hex, or on one side.
 */
export function hexLine(a: HexCoord, b: HexCoord): HexStep[] {
  const ends = new Set([hexKey(a), hexKey(b)]);
  const points = breakpoints(a, b);
  const steps: HexStep[] = [];
  let last = '';
  for (let i = 1; i < points.length; i += 1) {
    const [n1, d1] = points[i - 1]!;
    const [n2, d2] = points[i]!;
    const den = 2 * d1 * d2;
    const cells = cellsAt(scaledPoint(a, b, n1 * d2 + n2 * d1, den), den);
    const key = cells.map(hexKey).join('|');
    if (key === last || cells.some((c) => ends.has(hexKey(c)))) {
      last = key;
      continue;
    }
    last = key;
    steps.push(cells.length === 1 ? { kind: 'hex', hexes: [cells[0]!] } : { kind: 'edge', hexes: [cells[0]!, cells[1]!] });
  }
  return steps;
}
