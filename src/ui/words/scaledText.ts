import { scaledText, type Rules, type SaidDistance, type SaidPart, type Setup, type TerrainOption } from '../../engine';
import { catalogue, msg } from './catalogue';

type ScaleChoice = Pick<Setup, 'edition' | 'scale'>;

/** The words of a distance in the game's scale: a number or a range ("3-4": `range`, `from` to `to`), `printed` the distance as printed, in words. */
export const DISTANCE_SAID_WORDS = catalogue({
  distance: msg<{ from: number; to: number; range: boolean; unit: string }>(
    '{range, select, true {{from, number, decimal}-{to, number, decimal}} other {{from, number, decimal}}} {unit}',
  ),
  house: msg<{ said: string; printed: string }>('{said} (house rule; printed {printed})'),
  reduced: msg<{ said: string; printed: string; scale: string }>('{said} ({printed} printed, reduced for {scale})'),
  pactoPrintsBw: msg<{ said: string; printed: string; unit: string }>('{said} (printed {printed}, read as {unit})'),
  /** How the scale reads a distance its sheet prints in BW, quoting it (`text`) with its `source`. */
  printedBwReading: msg<{ source: string; text: string }>('Reading ({source}): {text}'),
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

/** A rules text already in the game's scale (`scaledText`, the summary's weather) in words. */
export const sayParts = catalogue(function sayParts(parts: readonly SaidPart[]): string {
  return parts.map((part) => (part.kind === 'words' ? part.text : distanceWords(part))).join('');
});

/** A rules text of the data (distances as tokens) in the game's scale: every distance said by `distanceWords`. */
export const sayScaled = catalogue(function sayScaled(rules: Rules, setup: ScaleChoice, text: string): string {
  return sayParts(scaledText(rules, setup, text));
});

/** Whether a rules text has a distance the Pacto sheet prints in BW (its reading is then shown beside it). */
export function printsBwInPacto(rules: Rules, setup: ScaleChoice, text: string): boolean {
  return scaledText(rules, setup, text).some((part) => part.kind === 'distance' && part.pactoPrintsBw);
}

/** How the game's scale reads a distance its sheet prints in BW (seed 002 PACTO note), when `text` has one; else null. */
export function printedBwReading(rules: Rules, setup: ScaleChoice, text: string): string | null {
  if (!printsBwInPacto(rules, setup, text)) return null;
  const reading = rules.scales.scales.find((s) => s.id === setup.scale)?.printedBwReading;
  return reading ? D.printedBwReading({ source: reading.source, text: reading.text }) : null;
}

/** A terrain type's words in the game's scale: the Pacto sheet's wording in a Pacto game where it differs (2020 Woods, Forest), with its source. */
export interface TerrainTexts {
  description: string;
  effects: string;
  specialRules: string;
  source: string;
  /** What the Pacto sheet's wording changes, when it is the one shown; else null. */
  pactoNote: string | null;
}

/** The words of a terrain type for the game's scale and edition (seed 001 for Pacto where it differs, distances in the game's unit); built of catalogue words. */
export function terrainTexts(
  rules: Rules,
  setup: ScaleChoice,
  terrain: Pick<TerrainOption, 'description' | 'effects' | 'specialRules' | 'source' | 'pactoWording'>,
): TerrainTexts {
  const words = setup.scale === 'pacto' && terrain.pactoWording ? terrain.pactoWording : terrain;
  return {
    description: sayScaled(rules, setup, words.description),
    effects: sayScaled(rules, setup, words.effects),
    specialRules: sayScaled(rules, setup, words.specialRules),
    source: words.source,
    pactoNote: words === terrain ? null : (terrain.pactoWording?.note ?? null),
  };
}
