/**
 * Plane geometry for laying out terrain pieces (seed 004 placement limits), in cm. Outlines are convex
 * polygons; every function is pure and deterministic.
 */

/** A point on the table in cm: x along the width, y along the depth. */
export type Point = readonly [number, number];
/** A closed outline, its vertices in order. */
export type Polygon = readonly Point[];
/** An open line through its points in order (a linear feature's centre line). */
export type Polyline = readonly Point[];

/** A general piece on the table: centre, size, rotation in degrees (turning x toward y) and shape. */
export interface Piece {
  x: number;
  y: number;
  width: number;
  depth: number;
  rotation?: number;
  shape?: 'rectangle' | 'oval';
}

/** Below this many cm two lengths count as equal, so pieces placed exactly on a limit pass it. */
export const EPSILON_CM = 1e-6;

/** An oval's outline never strays more than this many cm inside the true ellipse. */
export const OVAL_TOLERANCE_CM = 0.1;

const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];
const cross = (a: Point, b: Point) => a[0] * b[1] - a[1] * b[0];
const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** How many vertices an ellipse outline with this longer semi-axis needs to stay within the tolerance (a multiple of 4, so the axes' ends are vertices). */
export function ovalVertexCount(semiAxis: number, toleranceCm = OVAL_TOLERANCE_CM): number {
  const n = semiAxis <= toleranceCm ? 16 : Math.max(16, Math.ceil(Math.PI / Math.acos(1 - toleranceCm / semiAxis)));
  return Math.ceil(n / 4) * 4;
}

/** The outline of a piece as turned on the table: a rectangle's four corners, or vertices on its inscribed ellipse. */
export function outline(piece: Piece): Polygon {
  const a = ((piece.rotation ?? 0) * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const place = ([u, v]: Point): Point => [piece.x + u * c - v * s, piece.y + u * s + v * c];
  const [hw, hd] = [piece.width / 2, piece.depth / 2];
  if (piece.shape === 'oval') {
    const n = ovalVertexCount(Math.max(hw, hd));
    return Array.from({ length: n }, (_, i) => place([hw * Math.cos((2 * Math.PI * i) / n), hd * Math.sin((2 * Math.PI * i) / n)]));
  }
  return [place([-hw, -hd]), place([hw, -hd]), place([hw, hd]), place([-hw, hd])];
}

/** A piece's size, which turning never changes: narrowest and widest extent across (rectangle: shorter side and diagonal; oval: its axes). */
export function pieceExtent(piece: Piece): { narrowest: number; widest: number } {
  const narrowest = Math.min(piece.width, piece.depth);
  const widest = piece.shape === 'oval' ? Math.max(piece.width, piece.depth) : Math.hypot(piece.width, piece.depth);
  return { narrowest, widest };
}

/** The distance from a point to a segment. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
  return dist(p, [a[0] + t * ab[0], a[1] + t * ab[1]]);
}

/** Whether two segments cross at a single interior point of both (touching or running along each other is not crossing). */
export function segmentsCross(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const d1 = cross(sub(a2, a1), sub(b1, a1));
  const d2 = cross(sub(a2, a1), sub(b2, a1));
  const d3 = cross(sub(b2, b1), sub(a1, b1));
  const d4 = cross(sub(b2, b1), sub(a2, b1));
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The shortest distance between two segments: 0 where they cross or touch. */
export function segmentDistance(a1: Point, a2: Point, b1: Point, b2: Point): number {
  if (segmentsCross(a1, a2, b1, b2)) return 0;
  return Math.min(
    pointSegmentDistance(a1, b1, b2),
    pointSegmentDistance(a2, b1, b2),
    pointSegmentDistance(b1, a1, a2),
    pointSegmentDistance(b2, a1, a2),
  );
}

/** Whether two segments share a point (within the tolerance). */
export function segmentsIntersect(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  return segmentDistance(a1, a2, b1, b2) <= EPSILON_CM;
}

const edges = (poly: Polygon): [Point, Point][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]]);
const segments = (line: Polyline): [Point, Point][] =>
  line.length === 1 ? [[line[0], line[0]]] : line.slice(1).map((p, i) => [line[i], p]);

/** Whether a point lies inside or on a convex polygon. */
export function pointInPolygon(p: Point, poly: Polygon): boolean {
  let sign = 0;
  for (const [a, b] of edges(poly)) {
    const side = cross(sub(b, a), sub(p, a)) / (dist(a, b) || 1);
    if (Math.abs(side) <= EPSILON_CM) continue;
    if (sign === 0) sign = Math.sign(side);
    else if (Math.sign(side) !== sign) return false;
  }
  return true;
}

/** Whether two convex polygons share ground (separating-axis test); outlines that only touch do not overlap. */
export function polygonsOverlap(a: Polygon, b: Polygon): boolean {
  for (const [p, q] of [...edges(a), ...edges(b)]) {
    const len = dist(p, q);
    if (len === 0) continue;
    const axis: Point = [(p[1] - q[1]) / len, (q[0] - p[0]) / len];
    const pa = a.map((v) => dot(v, axis));
    const pb = b.map((v) => dot(v, axis));
    if (Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)) <= EPSILON_CM) return false;
  }
  return true;
}

/** The edge-to-edge distance between two convex polygons: 0 when they overlap or touch. */
export function polygonDistance(a: Polygon, b: Polygon): number {
  if (polygonsOverlap(a, b)) return 0;
  let best = Infinity;
  for (const [a1, a2] of edges(a)) for (const [b1, b2] of edges(b)) best = Math.min(best, segmentDistance(a1, a2, b1, b2));
  return best;
}

/**
 * How far two convex polygons overlap: the narrowest width of their common part along any edge's normal (the
 * separating-axis test; side by side, how far one reaches into the other); 0 when they do not overlap.
 */
export function overlapDepth(a: Polygon, b: Polygon): number {
  if (!polygonsOverlap(a, b)) return 0;
  let least = Infinity;
  for (const [p, q] of [...edges(a), ...edges(b)]) {
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (length === 0) continue;
    const axis: Point = [-(q[1] - p[1]) / length, (q[0] - p[0]) / length];
    const project = (poly: Polygon) => poly.map(([x, y]) => x * axis[0] + y * axis[1]);
    const [pa, pb] = [project(a), project(b)];
    least = Math.min(least, Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)));
  }
  return Math.max(0, least);
}

/** The distance from a polyline to a convex polygon: 0 when the line touches, crosses or lies inside it. */
export function polylinePolygonDistance(line: Polyline, poly: Polygon): number {
  if (line.some((p) => pointInPolygon(p, poly))) return 0;
  let best = Infinity;
  for (const [a1, a2] of segments(line)) for (const [b1, b2] of edges(poly)) best = Math.min(best, segmentDistance(a1, a2, b1, b2));
  return best;
}

/** Whether a polyline touches, crosses or lies inside a convex polygon. */
export function polylineIntersectsPolygon(line: Polyline, poly: Polygon): boolean {
  return polylinePolygonDistance(line, poly) <= EPSILON_CM;
}

/** Whether two polylines share a point. */
export function polylinesIntersect(a: Polyline, b: Polyline): boolean {
  return segments(a).some(([a1, a2]) => segments(b).some(([b1, b2]) => segmentsIntersect(a1, a2, b1, b2)));
}

/** How far a set of points reaches beyond a table of this size (0 when all are on it, edges included). */
export function beyondTable(points: readonly Point[], widthCm: number, depthCm: number): number {
  return Math.max(0, ...points.map(([x, y]) => Math.max(-x, x - widthCm, -y, y - depthCm)));
}
