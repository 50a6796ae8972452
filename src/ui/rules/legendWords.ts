import type { Rules } from '../../engine';
import { catalogue, msg } from '../words/catalogue';
import { demandWords } from './demandWords';

type DensityRule = Rules['editions']['2023']['density'][number];

/** The words of the legends: the colour ladder, the die faces and the densities. */
export const legendWords = catalogue({
  ladder: 'Cards, worst to best',
  passCountsAs: msg<{ colour: string }>('A pass counts as {colour}.'),
  noCardCountsAs: msg<{ colour: string }>('Playing no card counts as {colour}.'),
  /** 2020: the card is compulsory, so only a player holding none plays none. */
  noCardHeldCountsAs: msg<{ colour: string }>('A player who holds no PBS card plays none, which counts as {colour}.'),
  appReading: 'The sources leave this open: it is the app’s reading.',
  contest: msg<{ tieGoesTo: string }>('The better card picks the territory; equal cards leave the choice to the {tieGoesTo}.'),
  moves: 'How far the better card moves the army counter',
  move: msg<{ difference: number; squares: number; diagonal: boolean }>(
    '{difference} better: {squares, plural, one {# square} other {# squares}} side-to-side{diagonal, select, true { or diagonal} other {}}',
  ),
  dice: 'Die faces, best first',
  diceCaption: 'Faces of each die',
  diceHead: ['Die', 'Faces'] as const,
  tiesReroll: 'Equal faces roll again.',
  faceCount: msg<{ count: number; face: string }>('{count, plural, =0 {{face}} one {{face}} other {# × {face}}}'),
  diceAssumed: 'The sources give neither the faces of each die nor how they rank in the roll-off: these are the app’s defaults.',
  hatching: 'Density on the maps: what each hatching means',
  densities: 'What each density means',
  /** What a density demands: `compulsory` as `demandWords` says it ('' for none), `optional` pieces each, and whether impassable terrain is allowed. */
  density: msg<{ compulsory: string; hasCompulsory: boolean; optional: number; impassable: boolean }>(
    '{hasCompulsory, select, true {{compulsory} compulsory between both players} other {No compulsory terrain}}; up to {optional} optional {optional, plural, one {piece} other {pieces}} each{impassable, select, true {} other {; no impassable terrain}}',
  ),
} as const);

/** What a density demands, in one line of the density legend (PBS 9.B). */
export function densityText(rule: DensityRule): string {
  const compulsory = demandWords(rule.compulsory);
  return legendWords.density({ compulsory, hasCompulsory: compulsory !== '', optional: rule.optionalEach, impassable: rule.impassableAllowed });
}
