import { scaledText, type Rules, type SaidPart, type Setup, type TerrainOption } from '../../engine';
import { catalogue, msg } from './catalogue';
import { distanceWords } from './scaledText';

/* Rules texts of the data said in the game's scale, for the screens that quote them (the reference, the sheet, the terrain panels, the tracker); the game's own steps say single distances (src/ui/words/scaledText.ts). */

type ScaleChoice = Pick<Setup, 'edition' | 'scale'>;

/** How the scale reads a distance its sheet prints in BW, quoting it (`text`) with its `source`. */
export const PRINTED_BW_WORDS = catalogue({
  printedBwReading: msg<{ source: string; text: string }>('Reading ({source}): {text}'),
} as const);

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
  return reading ? PRINTED_BW_WORDS.printedBwReading({ source: reading.source, text: reading.text }) : null;
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
