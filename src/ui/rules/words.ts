import type { Category, Rules } from '../../engine';
import { andList, CATEGORY_WORDS } from '../words/vocab';
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

/** What the compulsory terrain of a density must contain, in the words of PBS 9.B. */
export const demandWords = catalogue(function demandWords(demand: Demand): string {
  const parts: string[] = [];
  if (demand.difficult) parts.push(`${demand.difficult} Difficult`);
  if (demand.roughOrGood) parts.push(`${demand.roughOrGood} Rough or Good`);
  if (demand.any) parts.push(`${demand.any} of any type`);
  return andList(parts);
});

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
  density: (rule: DensityRule): string => {
    const compulsory = demandWords(rule.compulsory);
    const pieces = rule.optionalEach === 1 ? 'piece' : 'pieces';
    return [
      compulsory ? `${compulsory} compulsory between both players` : 'No compulsory terrain',
      `up to ${rule.optionalEach} optional ${pieces} each`,
      ...(rule.impassableAllowed ? [] : ['no impassable terrain']),
    ].join('; ');
  },
} as const);

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
  terrain: (count: number, categories: readonly [Category, number][]): string =>
    `${count} terrain types (${categories.map(([category, n]) => `${n} ${CATEGORY_WORDS[category]}`).join(', ')})`,
  flanks: (names: readonly string[]): string => `secure flanks: ${names.length > 0 ? names.join('; ') : 'none'}`,
  /** `from` and `to`: the densities in words; `same`: the territory has one density. */
  densities: msg<{ same: boolean; from: string; to: string }>('{same, select, true {density {from}} other {density {from} to {to}}}'),
  squares: msg<{ count: number; total: number }>('{count} of the {total} map squares'),
  line: (parts: readonly string[]): string => `${parts.join('; ')}.`,
} as const);
