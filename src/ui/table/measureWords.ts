import type { table } from '../../engine';
import { catalogue, msg } from '../words/catalogue';
import { tenth, unitText } from '../words/table';

/** A table's measures with their real size: `cm` centimetres rounded to a millimetre, `units` as `unitText` says them. */
export const REAL_MEASURE_WORDS = catalogue({
  /** "24 cm". */
  cm: msg<{ cm: number }>('{cm} cm'),
  /** "6 BW (24 cm)": `units` and `cm` as said above. */
  real: msg<{ units: string; cm: string }>('{units} ({cm})'),
  /** "8 x 6 BW (32 x 24 cm)". */
  size: msg<{ width: number; depth: number; unit: string; cmWidth: number; cmDepth: number }>('{width} x {depth} {unit} ({cmWidth} x {cmDepth} cm)'),
  /** "at least 6 x 6 BW, within 10 x 10 BW (24 cm to 40 cm)": `minCm`, `maxCm` as `cm` says them. */
  bounds: msg<{ min: number; max: number; unit: string; minCm: string; maxCm: string }>('at least {min} x {min} {unit}, within {max} x {max} {unit} ({minCm} to {maxCm})'),
  /** A watercourse's size rule; `maxWidth` as `real` says it, when `hasMax`. */
  edgeToEdge: msg<{ hasMax: boolean; maxWidth: string }>('runs straight from table edge to table edge{hasMax, select, true {, at most {maxWidth} wide} other {}}'),
} as const);

const M = REAL_MEASURE_WORDS;
const cmOf = (geometry: Pick<table.TableGeometry, 'mmPerUnit'>, n: number) => Math.round(n * geometry.mmPerUnit) / 10;

/** A number of table units in centimetres on the players' table, e.g. "24 cm". */
function cmText(geometry: Pick<table.TableGeometry, 'mmPerUnit'>, n: number): string {
  return M.cm({ cm: cmOf(geometry, n) });
}

/** Table units with their real size: "6 BW (24 cm)". */
export function realText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, n: number): string {
  return M.real({ units: unitText(geometry, n), cm: cmText(geometry, n) });
}

/** A piece's size with its real size: "8 x 6 BW (32 x 24 cm)". */
export function sizeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, width: number, depth: number): string {
  return M.size({ width: tenth(width), depth: tenth(depth), unit: geometry.unit, cmWidth: cmOf(geometry, width), cmDepth: cmOf(geometry, depth) });
}

/** Size bounds in words: "at least 6 x 6 BW, within 10 x 10 BW (24 cm to 40 cm)". */
export function boundsText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, bounds: { min: number; max: number }): string {
  return M.bounds({ min: tenth(bounds.min), max: tenth(bounds.max), unit: geometry.unit, minCm: cmText(geometry, bounds.min), maxCm: cmText(geometry, bounds.max) });
}

/** A watercourse's size rule: "runs straight from table edge to table edge, at most 2 BW (8 cm) wide". */
export function edgeToEdgeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, maxWidth: number | null): string {
  return M.edgeToEdge({ hasMax: maxWidth !== null, maxWidth: maxWidth === null ? '' : realText(geometry, maxWidth) });
}
