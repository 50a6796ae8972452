import type { AgvFeature } from '../../packs/agv';
import { isLinear, type GeneralPlacement, type Layout, type LinearPlacement, type Placement } from './layoutEntry';

/** How far one arrow key press moves a feature, in cm; with Shift, and one rotation step in degrees. */
export const NUDGE = { cm: 1, shiftCm: 5, rotateDeg: 15 } as const;

/** Length of a linear feature placed by a click, in cm, before the user edits its points. */
const NEW_LINE_CM = 30;

/** A general feature's size when first placed: inside the pack's "across" limits (its diagonal too), else a medium area. */
function startingSize(feature: AgvFeature): number {
  const { minAcrossCm, maxAcrossCm } = feature.placement;
  if (maxAcrossCm !== undefined) return Math.max(minAcrossCm ?? 0, Math.floor(maxAcrossCm / Math.SQRT2));
  return feature.landmark ? 4 : 20;
}

const round = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max);

/** An angle brought into 0-359 degrees. */
export function normalAngle(deg: number): number {
  return round(((deg % 360) + 360) % 360);
}

/** An id not yet used by any feature of the layout. */
export function nextFeatureId(layout: Layout): string {
  const used = layout.features.map((f) => Number(/^f(\d+)$/.exec(f.id)?.[1] ?? 0));
  return `f${Math.max(0, ...used) + 1}`;
}

/** A new feature of a pack type centred on a spot of the table: an area of a size within the limits, or a straight line across the spot. */
export function placementAt(feature: AgvFeature, id: string, [x, y]: readonly [number, number], table: Layout['table']): Placement {
  if (feature.type === 'linear') {
    const half = NEW_LINE_CM / 2;
    const line: LinearPlacement = { id, type: feature.id, points: [[round(clamp(x - half, table.widthCm)), round(y)], [round(clamp(x + half, table.widthCm)), round(y)]] };
    return line;
  }
  const size = startingSize(feature);
  const area: GeneralPlacement = { id, type: feature.id, x: round(x), y: round(y), width: size, depth: size, rotation: 0, shape: 'rectangle' };
  return area;
}

/** A feature moved by (dx, dy) cm, kept on the table (its centre, or every point of a line). */
export function moveBy(f: Placement, dx: number, dy: number, table: Layout['table']): Placement {
  if (isLinear(f)) {
    const xs = f.points.map(([x]) => x);
    const ys = f.points.map(([, y]) => y);
    const mx = Math.min(Math.max(dx, -Math.min(...xs)), table.widthCm - Math.max(...xs));
    const my = Math.min(Math.max(dy, -Math.min(...ys)), table.depthCm - Math.max(...ys));
    return { ...f, points: f.points.map(([x, y]) => [round(x + mx), round(y + my)] as [number, number]) };
  }
  return { ...f, x: round(clamp(f.x + dx, table.widthCm)), y: round(clamp(f.y + dy, table.depthCm)) };
}

/** A general feature turned by some degrees; a line is turned about its first point. */
export function rotateBy(f: Placement, deg: number, table: Layout['table']): Placement {
  if (!isLinear(f)) return { ...f, rotation: normalAngle(f.rotation + deg) };
  const [ox, oy] = f.points[0];
  const r = (deg * Math.PI) / 180;
  const points = f.points.map(([x, y]) => {
    const dx = x - ox;
    const dy = y - oy;
    return [round(clamp(ox + dx * Math.cos(r) - dy * Math.sin(r), table.widthCm)), round(clamp(oy + dx * Math.sin(r) + dy * Math.cos(r), table.depthCm))] as [number, number];
  });
  return { ...f, points };
}

/** The layout with one feature put in place of the one with its id, or added at the end when new. */
export function putFeature(layout: Layout, f: Placement): Layout {
  const found = layout.features.some((g) => g.id === f.id);
  return { ...layout, features: found ? layout.features.map((g) => (g.id === f.id ? f : g)) : [...layout.features, f] };
}

/** The layout without a feature. */
export function removeFeature(layout: Layout, id: string): Layout {
  return { ...layout, features: layout.features.filter((f) => f.id !== id) };
}

/** The features whose centre or points would lie off a table of the given size. */
export function offTable(features: readonly Placement[], table: Layout['table']): Placement[] {
  const on = ([x, y]: readonly [number, number]) => x >= 0 && y >= 0 && x <= table.widthCm && y <= table.depthCm;
  return features.filter((f) => (isLinear(f) ? !f.points.every(on) : !on([f.x, f.y])));
}

/** Each feature's short label, its type's code and its number among features of that type in placing order ("W1", "W2", "V1"). */
export function featureLabels(features: readonly Placement[], codeOf: (type: string) => string): ReadonlyMap<string, string> {
  const counts = new Map<string, number>();
  return new Map(
    features.map((f) => {
      const n = (counts.get(f.type) ?? 0) + 1;
      counts.set(f.type, n);
      return [f.id, `${codeOf(f.type)}${n}`];
    }),
  );
}
