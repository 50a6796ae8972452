import type { Rules } from '../../engine';
import { andList } from '../words/vocab';
import { catalogue, msg } from '../words/catalogue';

type Demand = Rules['editions']['2023']['density'][number]['compulsory'];
type DensityRule = Rules['editions']['2023']['density'][number];

/** The words of a rule citation and of the panel it opens (issue 11: "sources", never "seed"). */
export const citationWords = catalogue({
  label: msg<{ source: string }>('Sources: {source}'),
  openInReference: 'Open in the rules reference',
  /** The link's name says which entry it opens; the visible words come first (WCAG 2.5.3). */
  openLabel: msg<{ title: string }>('Open in the rules reference: {title}'),
  none: 'The app holds no text for these sources. Search the rules reference for them.',
  close: 'Close',
} as const);

/** The words of the glossary, its entries and the abbreviations marked in texts. */
export const glossaryWords = catalogue({
  button: 'Glossary',
  /** An entry's title: its term, then its name when the name says more (`named`). */
  title: msg<{ term: string; named: boolean; name: string }>('{term}{named, select, true {: {name}} other {}}'),
  intro: 'Abbreviations and terms of the pre-battle, transcribed from the sources.',
  /** An abbreviation marked in a text: its letters are the visible name, the entry's name follows. */
  termLabel: msg<{ form: string; name: string }>('{form}, {name}: open the glossary entry'),
} as const);

/** The parts of what the compulsory terrain of a density must contain (PBS 9.B), joined as a list by `demandWords`. */
export const demandPartWords = catalogue({
  difficult: msg<{ n: number }>('{n} Difficult'),
  roughOrGood: msg<{ n: number }>('{n} Rough or Good'),
  any: msg<{ n: number }>('{n} of any type'),
} as const);

/** What the compulsory terrain of a density must contain, in the words of PBS 9.B ('' when it need contain nothing). */
export function demandWords(demand: Demand): string {
  const parts: string[] = [];
  if (demand.difficult) parts.push(demandPartWords.difficult({ n: demand.difficult }));
  if (demand.roughOrGood) parts.push(demandPartWords.roughOrGood({ n: demand.roughOrGood }));
  if (demand.any) parts.push(demandPartWords.any({ n: demand.any }));
  return parts.length ? andList(parts) : '';
}

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

/** The words of a terrain choice: category, the caps left and the effects (PBS 9.B-9.D, the terrain tables). */
export const terrainChoiceWords = catalogue({
  /** `declared`: what the piece is declared as, or `none`. */
  option: msg<{ name: string; declared: 'dangerous' | 'impassable' | 'none' }>(
    '{name}{declared, select, dangerous {, declared Dangerous} impassable {, declared Impassable} other {}}',
  ),
  /** `category`: the going category in words. */
  category: msg<{ category: string }>('{category} going'),
  /** `shared`: the cap is shared with other terrain (`sharedWith`). */
  capLeft: msg<{ left: number; max: number; shared: boolean; sharedWith: readonly string[] }>(
    '{left} of {max} left{shared, select, true {, shared with {sharedWith, list}} other {}}',
  ),
  perPlaced: msg<{ left: number; anchors: readonly string[] }>('{left} left: at most 1 per {anchors, list, or} on the table'),
  noCap: 'No limit of its own',
  effects: 'Effects: ',
  more: msg<{ name: string }>('More about {name}'),
  specialRules: 'Special rules: ',
  pactoWording: msg<{ note: string }>("Pacto: these are the Pacto sheet's words (source 001). {note}"),
} as const);

/** What a territory holds, in one line under its name (PBS 8.B). */
export const territoryWords = catalogue({
  /** `categories`: each category with its count (`category`). */
  terrain: msg<{ count: number; categories: readonly string[] }>('{count, plural, one {# terrain type} other {# terrain types}} ({categories, list, unit})'),
  category: msg<{ n: number; category: string }>('{n} {category}'),
  /** `names`: the flank options, joined by `flankSeparator`. */
  flanks: msg<{ count: number; names: string }>('secure flanks: {count, plural, =0 {none} other {{names}}}'),
  flankSeparator: '; ',
  /** `from` and `to`: the densities in words; `same`: the territory has one density. */
  densities: msg<{ same: boolean; from: string; to: string }>('{same, select, true {density {from}} other {density {from} to {to}}}'),
  squares: msg<{ count: number; total: number }>('{count} of the {total} map squares'),
  /** `parts`: the line's parts, joined by `partSeparator`. */
  line: msg<{ parts: string }>('{parts}.'),
  partSeparator: '; ',
} as const);
