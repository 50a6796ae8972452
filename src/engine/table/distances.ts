import type { Rules } from '../rules';
import type { TableDistanceKey } from '../schema/edition';
import { scaleDistance, type Scale } from '../schema/scales';
import type { Setup } from '../schema/setup';
import type { TableDistance } from './types';

/** The scale a setup plays at; the data has one entry per scale id. */
export function scaleOf(rules: Rules, setup: Pick<Setup, 'scale'>): Scale {
  const scale = rules.scales.scales.find((s) => s.id === setup.scale);
  if (!scale) throw new Error(`unknown scale ${setup.scale}`);
  return scale;
}

/** A printed size in the game's unit when the edition converts sizes (seed 002 stars the piece sizes), else as printed. */
export function sizeIn(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, printed: number): number {
  return rules.editions[setup.edition].pieceSizes.scaled ? scaleDistance(scaleOf(rules, setup), printed) : printed;
}

/** Every distance of the edition's table in the game's unit, converted only where the data says the scale converts it (seed 002 stars). */
export function tableDistances(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>): TableDistance[] {
  const scale = scaleOf(rules, setup);
  return rules.editions[setup.edition].distances.map((row) => ({
    key: row.key,
    printed: row.printed,
    value: row.scaled ? scaleDistance(scale, row.printed) : row.printed,
    scaled: row.scaled,
    source: row.source,
    unit: scale.unit,
    text: row.text,
    reading: row.reading,
  }));
}

/**
 * One distance of the rules in the game's unit, read the same way everywhere (RULES-NOTES section 2):
 * e.g. the opponent's move stays 6 BW in Magna because seed 002 does not star it. Null when the
 * edition has no such distance (2023 has no spacing rule).
 */
export function ruleDistance(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, key: TableDistanceKey): TableDistance | null {
  return tableDistances(rules, setup).find((d) => d.key === key) ?? null;
}
