import type { Rules } from './rules';
import { scaleDistance, type ScaleId } from './schema/scales';

/** A printed (Maximus) distance in the game's scale, e.g. "4 BW" for Magna's 6 BW (seed 002 MAGNA/PACTO notes). */
export function distance(rules: Rules, scale: ScaleId, printedBw: number): { value: number; unit: string; text: string } {
  const found = rules.scales.scales.find((s) => s.id === scale);
  if (!found) throw new Error(`unknown scale ${scale}`);
  const value = scaleDistance(found, printedBw);
  const rounded = Math.round(value * 100) / 100;
  return { value: rounded, unit: found.unit, text: `${rounded} ${found.unit}` };
}
