import type { SaidDistance } from '../../engine';
import { catalogue, msg } from './catalogue';

/** The words of a distance in the game's scale: a number or a range ("3-4": `range`, `from` to `to`), `printed` the distance as printed, in words. */
export const DISTANCE_SAID_WORDS = catalogue({
  distance: msg<{ from: number; to: number; range: boolean; unit: string }>(
    '{range, select, true {{from, number, decimal}-{to, number, decimal}} other {{from, number, decimal}}} {unit}',
  ),
  house: msg<{ said: string; printed: string }>('{said} (house rule; printed {printed})'),
  reduced: msg<{ said: string; printed: string; scale: string }>('{said} ({printed} printed, reduced for {scale})'),
  pactoPrintsBw: msg<{ said: string; printed: string; unit: string }>('{said} (printed {printed}, read as {unit})'),
} as const);

const D = DISTANCE_SAID_WORDS;

/** A distance's numbers, one or a range of two. */
const range = (values: readonly number[]) => ({ from: values[0] ?? 0, to: values.at(-1) ?? 0, range: values.length > 1 });

/**
 * One distance of the rules in the game's scale, said the same way everywhere (RULES-NOTES section 2):
 * "3 HBW" in Pacto; "4 BW (6 BW printed, reduced for Magna)" where Magna reduces it; a house rule's
 * value with the printed one; a distance the Pacto sheet prints in BW too, read as HBW, saying so.
 */
export function distanceWords(d: SaidDistance): string {
  const said = D.distance({ ...range(d.value), unit: d.unit });
  // The Pacto sheet (seed 001) prints its numbers in HBW, except the few it prints in BW (`pactoPrintsBw`); the others in BW.
  const printed = D.distance({ ...range(d.printed), unit: d.unit === 'HBW' && !d.pactoPrintsBw ? 'HBW' : 'BW' });
  if (d.house) return D.house({ said, printed });
  if (d.reduced) return D.reduced({ said, printed, scale: d.scaleName });
  if (d.pactoPrintsBw) return D.pactoPrintsBw({ said, printed, unit: d.unit });
  return said;
}
