import type { Band, Footprint } from './types';

/**
 * Rectangle geometry for footprints on the table frame (x from the defender's left side edge, y from
 * his base edge, the invader's edge drawn at the top). A footprint turns clockwise as drawn.
 */

export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;
/** Floating-point slack added to every tolerance, so 2.9 - 3 still counts as 0.1. */
const EPSILON = 1e-9;

/** An offset from a footprint's own frame turned `angle` degrees clockwise (as drawn, y up). */
export function turn(dx: number, dy: number, angle: number): Point {
  const c = Math.cos(angle * RAD);
  const s = Math.sin(angle * RAD);
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** The four corners, in order around the rectangle. */
export function corners(f: Footprint): Point[] {
  const hw = f.width / 2;
  const hd = f.depth / 2;
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([dx, dy]) => {
    const p = turn(dx!, dy!, f.angle);
    return { x: f.x + p.x, y: f.y + p.y };
  });
}

/** A table point in the footprint's own (unturned, centred) frame. */
export function toLocal(f: Footprint, p: Point): Point {
  return turn(p.x - f.x, p.y - f.y, -f.angle);
}

/** Whether a point lies in the rectangle or within `tolerance` of it. */
export function containsPoint(f: Footprint, p: Point, tolerance = 0): boolean {
  const local = toLocal(f, p);
  return Math.abs(local.x) <= f.width / 2 + tolerance + EPSILON && Math.abs(local.y) <= f.depth / 2 + tolerance + EPSILON;
}

/** Whether every corner lies within a band along x or y (a sector, a half of the table), give or take `tolerance`. */
export function inBand(f: Footprint, band: Band, axis: 'x' | 'y', tolerance = 0): boolean {
  const slack = tolerance + EPSILON;
  return corners(f).every((c) => c[axis] >= band.from - slack && c[axis] <= band.to + slack);
}

/** Whether the rectangle lies wholly on a table of this size, give or take `tolerance`. */
export function onTable(f: Footprint, width: number, depth: number, tolerance = 0): boolean {
  return inBand(f, { from: 0, to: width }, 'x', tolerance) && inBand(f, { from: 0, to: depth }, 'y', tolerance);
}

/** How far the rectangle's nearest corner is from the table's edge (negative when it reaches beyond it). */
export function edgeGap(f: Footprint, width: number, depth: number): number {
  return Math.min(...corners(f).map((c) => Math.min(c.x, width - c.x, c.y, depth - c.y)));
}

function axes(points: readonly Point[]): Point[] {
  return points.slice(0, 2).map((p, i) => {
    const q = points[i + 1]!;
    return { x: q.y - p.y, y: p.x - q.x };
  });
}

function project(points: readonly Point[], axis: Point): [number, number] {
  const values = points.map((p) => p.x * axis.x + p.y * axis.y);
  return [Math.min(...values), Math.max(...values)];
}

/** Whether two rectangles overlap or touch (no separating axis: the separating axis theorem). */
export function intersects(a: Footprint, b: Footprint): boolean {
  const pa = corners(a);
  const pb = corners(b);
  return [...axes(pa), ...axes(pb)].every((axis) => {
    const [amin, amax] = project(pa, axis);
    const [bmin, bmax] = project(pb, axis);
    return amax >= bmin && bmax >= amin;
  });
}

/** Whether two rectangles share some area (touching alone does not count). */
export function overlaps(a: Footprint, b: Footprint): boolean {
  const pa = corners(a);
  const pb = corners(b);
  return [...axes(pa), ...axes(pb)].every((axis) => {
    const [amin, amax] = project(pa, axis);
    const [bmin, bmax] = project(pb, axis);
    const slack = EPSILON * Math.hypot(axis.x, axis.y) * 1000;
    return amax > bmin + slack && bmax > amin + slack;
  });
}

/** The smallest upright box around a rectangle. */
export function bounds(f: Footprint): { minX: number; maxX: number; minY: number; maxY: number } {
  const points = corners(f);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The distance from a point to a segment. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function pointPolygonEdgeDistance(p: Point, polygon: readonly Point[]): number {
  return Math.min(...polygon.map((a, i) => pointSegmentDistance(p, a, polygon[(i + 1) % polygon.length]!)));
}

/** The shortest distance between two rectangles: 0 when they overlap or touch, else the nearest corner-to-edge distance. */
export function rectDistance(a: Footprint, b: Footprint): number {
  if (intersects(a, b)) return 0;
  const pa = corners(a);
  const pb = corners(b);
  return Math.min(...pa.map((p) => pointPolygonEdgeDistance(p, pb)), ...pb.map((p) => pointPolygonEdgeDistance(p, pa)));
}

/** The middles of the two short sides: the ends of a long piece such as a river. */
export function ends(f: Footprint): [Point, Point] {
  const alongX = f.width >= f.depth;
  const half = (alongX ? f.width : f.depth) / 2;
  const offset = alongX ? turn(half, 0, f.angle) : turn(0, half, f.angle);
  return [
    { x: f.x - offset.x, y: f.y - offset.y },
    { x: f.x + offset.x, y: f.y + offset.y },
  ];
}

/** An angle in degrees brought into (-180, 180]. */
export function normalAngle(angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  return a > 180 ? a - 360 : a;
}

/**
 * The point a turn of `from` into `to` leaves where it was (the pivot of a rigid motion), or null when
 * the two have the same angle (a plain move).
 */
export function fixedPoint(from: Footprint, to: Footprint): Point | null {
  const theta = normalAngle(to.angle - from.angle);
  if (Math.abs(theta) < 1e-9) return null;
  const c = Math.cos(theta * RAD);
  const s = Math.sin(theta * RAD);
  // Solve (I - R) f = to - R from, with R the clockwise turn by theta.
  const rx = from.x * c + from.y * s;
  const ry = -from.x * s + from.y * c;
  const bx = to.x - rx;
  const by = to.y - ry;
  const det = 2 - 2 * c;
  return { x: ((1 - c) * bx + s * by) / det, y: (-s * bx + (1 - c) * by) / det };
}
