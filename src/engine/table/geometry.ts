import type { Rules } from '../rules';
import type { Setup } from '../schema/setup';
import { scaleOf, sizeIn, tableDistances } from './distances';
import type { Band, TableDistance, TableGeometry } from './types';

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function valueOf(distances: readonly TableDistance[], key: TableDistance['key']): number {
  const found = distances.find((d) => d.key === key);
  if (!found) throw new Error(`the edition has no ${key} distance`);
  return found.value;
}

/**
 * The base width of a setup: the players' own, else that of the scale's data table of the same size,
 * else the scale's default table's (none is in the seeds, so the last two are assumptions).
 */
function baseWidth(rules: Rules, setup: Pick<Setup, 'scale' | 'table'>): { mm: number; assumed: boolean } {
  if (setup.table.baseWidthMm !== undefined) return { mm: setup.table.baseWidthMm, assumed: false };
  const scale = scaleOf(rules, setup);
  const same = scale.tables.find((t) => Math.abs(t.widthCm - setup.table.widthCm) < 0.01 && Math.abs(t.depthCm - setup.table.depthCm) < 0.01);
  const table = same ?? scale.tables.find((t) => t.id === scale.defaultTable);
  if (!table) throw new Error(`scale ${scale.id} has no default table`);
  return { mm: table.baseWidthMm, assumed: true };
}

/**
 * The table of a game in its unit (BW, or HBW for Pacto): size, the three sectors (PBS 9.E), the
 * centre line and deployment zones (PBS 10.B), the side-edge strip (PBS 10.B-10.C; seed 002
 * Deployment Zones) and the piece sizes (PBS 9.A), each converted as the edition's data says.
 */
export function tableGeometry(rules: Rules, setup: Pick<Setup, 'edition' | 'scale' | 'table'>): TableGeometry {
  const scale = scaleOf(rules, setup);
  const edition = rules.editions[setup.edition];
  const base = baseWidth(rules, setup);
  // An HBW is half a base width (RULES-NOTES vocabulary); Pacto's numbers are in HBW.
  const mmPerUnit = scale.unit === 'HBW' ? base.mm / 2 : base.mm;
  const width = round((setup.table.widthCm * 10) / mmPerUnit);
  const depth = round((setup.table.depthCm * 10) / mmPerUnit);
  const distances = tableDistances(rules, setup);
  const flank = Math.min(valueOf(distances, 'flankSector'), width / 2);
  const centreLine = round(depth / 2);
  const fromCentre = valueOf(distances, 'deploymentFromCentre');
  const band = (from: number, to: number): Band => ({ from: round(from), to: round(Math.max(from, to)) });
  const size = (s: { min: number; max: number }) => ({ min: sizeIn(rules, setup, s.min), max: sizeIn(rules, setup, s.max) });
  return {
    unit: scale.unit,
    mmPerUnit,
    baseWidthMm: base.mm,
    baseWidthAssumed: base.assumed,
    width,
    depth,
    centreLine,
    sectors: { left: band(0, flank), centre: band(flank, width - flank), right: band(width - flank, width) },
    deploymentZones: {
      defender: band(0, Math.max(0, centreLine - fromCentre)),
      invader: band(Math.min(depth, centreLine + fromCentre), depth),
    },
    sideStrip: Math.min(valueOf(distances, 'sideEdgeStrip'), width / 2),
    pieceSizes: {
      flank: size(edition.pieceSizes.flank ?? edition.pieceSizes.compulsory),
      compulsory: size(edition.pieceSizes.compulsory),
      optional: size(edition.pieceSizes.optional),
    },
    distances,
  };
}
