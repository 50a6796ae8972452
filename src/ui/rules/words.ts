import type { Category, Density, GlossaryEntry, Rules } from '../../engine';
import { andList, CATEGORY_WORDS, DENSITY_WORDS, orList } from '../words/vocab';
import { catalogue } from '../words/catalogue';

type Demand = Rules['editions']['2023']['density'][number]['compulsory'];
type DensityRule = Rules['editions']['2023']['density'][number];

/** The words of a rule citation and of the panel it opens (issue 11: "sources", never "seed"). */
export const citationWords = catalogue({
  label: (source: string): string => `Sources: ${source}`,
  openInReference: 'Open in the rules reference',
  /** The link's name says which entry it opens; the visible words come first (WCAG 2.5.3). */
  openLabel: (title: string): string => `Open in the rules reference: ${title}`,
  none: 'The app holds no text for these sources. Search the rules reference for them.',
  close: 'Close',
} as const);

/** The words of the glossary, its entries and the abbreviations marked in texts. */
export const glossaryWords = catalogue({
  button: 'Glossary',
  title: (entry: Pick<GlossaryEntry, 'term' | 'name'>): string => (entry.term === entry.name ? entry.term : `${entry.term}: ${entry.name}`),
  intro: 'Abbreviations and terms of the pre-battle, transcribed from the sources.',
  /** An abbreviation marked in a text: its letters are the visible name, the entry's name follows. */
  termLabel: (form: string, name: string): string => `${form}, ${name}: open the glossary entry`,
} as const);

/** The words of the reference's own navigation: where Back goes, the contents, the parts of a section. */
export const referenceWords = catalogue({
  title: 'Rules reference',
  /** Back names the screen it returns to when it knows it; otherwise plain "Back", or home when there is no screen behind. */
  back: (from: string | undefined, inApp: boolean): string => {
    if (from === 'game') return 'Back to the game';
    if (from === 'setup') return 'Back to setup';
    if (from === 'sheet') return 'Back to the battle sheet';
    if (from === 'ccnDice') return 'Back to the battle dice';
    if (from === 'ccnSight') return 'Back to line of sight';
    if (from === 'agvTable') return 'Back to the table layout';
    if (from === 'agvEffects') return 'Back to terrain effects';
    if (from === 'home' || !inApp) return 'Back to home';
    return 'Back';
  },
  contents: 'Sections of the rules reference',
  parts: (section: string): string => `Parts of ${section}`,
  editionPart: (id: string): string => `${id} edition`,
  landing: 'Choose a section, or search every section at once.',
  intro: 'Every value the app uses, transcribed from the source documents, with the source file and section it comes from, so you can check it against your rulebook. Entries marked',
  assumption: 'Assumption',
  or: 'or',
  unverified: 'Unverified',
  notSources: 'are not the sources’ own words.',
  notLoaded: (error: string): string => `The rules data could not be loaded: ${error}`,
  scaleLegend: 'Distances in the terrain tables, the procedures and the weather, in the scale',
  scaleOption: (name: string, unit: string): string => `${name} (${unit})`,
  scaleHint: 'The game’s scale when you come from a game. Magna reduces the starred values and piece sizes; Pacto says the same numbers in half base widths, with the Pacto sheet’s own words where they differ.',
  status: (total: number, shown: number, query: string): string => {
    if (!query.trim()) return `${total} entries. Type in the search box to filter them.`;
    if (shown === 0) return `No entry matches “${query.trim()}”.`;
    return `${shown} ${shown === 1 ? 'entry matches' : 'entries match'} “${query.trim()}”.`;
  },
  sections: {
    glossary: 'Glossary',
    maps2023: 'Territory maps (2023)',
    map2020: 'Generic map (2020)',
    terrain2020: 'Terrain table (2020)',
    editions: 'Editions: the procedures',
    weather: 'Weather (2020)',
    scales: 'Scales',
    assumptions: 'Assumptions: what is not in the sources',
    otherPacks: 'Other rule packs',
  },
  searchRegion: 'Search the rules reference',
  searchLabel: 'Search the rules',
  searchHint: 'Shows only the rows and cards that contain every word you type: terrain names, effects, sources such as “000 PBS 9.B”…',
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
  passCountsAs: (colour: string): string => `A pass counts as ${colour}.`,
  noCardCountsAs: (colour: string): string => `Playing no card counts as ${colour}.`,
  appReading: 'The sources leave this open: it is the app’s reading.',
  contest: (tieGoesTo: string): string => `The better card picks the territory; equal cards leave the choice to the ${tieGoesTo}.`,
  moves: 'How far the better card moves the army counter',
  move: (difference: number, squares: number, diagonal: boolean): string =>
    `${difference} better: ${squares} ${squares === 1 ? 'square' : 'squares'} side-to-side${diagonal ? ' or diagonal' : ''}`,
  dice: 'Die faces, best first',
  diceCaption: 'Faces of each die',
  diceHead: ['Die', 'Faces'] as const,
  tiesReroll: 'Equal faces roll again.',
  faceCount: (count: number, face: string): string => (count > 1 ? `${count} × ${face}` : face),
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
  option: (name: string, declared: 'dangerous' | 'impassable' | null): string =>
    declared ? `${name}, declared ${declared === 'dangerous' ? 'Dangerous' : 'Impassable'}` : name,
  category: (category: Category): string => `${CATEGORY_WORDS[category]} going`,
  capLeft: (left: number, max: number, sharedWith: readonly string[]): string =>
    sharedWith.length > 0 ? `${left} of ${max} left, shared with ${andList(sharedWith)}` : `${left} of ${max} left`,
  perPlaced: (left: number, anchors: readonly string[]): string => `${left} left: at most 1 per ${orList(anchors)} on the table`,
  noCap: 'No limit of its own',
  effects: 'Effects: ',
  more: (name: string): string => `More about ${name}`,
  specialRules: 'Special rules: ',
  pactoWording: (note: string): string => `Pacto: these are the Pacto sheet's words (source 001). ${note}`,
} as const);

/** What a territory holds, in one line under its name (PBS 8.B). */
export const territoryWords = catalogue({
  terrain: (count: number, categories: readonly [Category, number][]): string =>
    `${count} terrain types (${categories.map(([category, n]) => `${n} ${CATEGORY_WORDS[category]}`).join(', ')})`,
  flanks: (names: readonly string[]): string => `secure flanks: ${names.length > 0 ? names.join('; ') : 'none'}`,
  densities: (from: Density, to: Density): string =>
    from === to ? `density ${DENSITY_WORDS[from]}` : `density ${DENSITY_WORDS[from]} to ${DENSITY_WORDS[to]}`,
  squares: (count: number, total: number): string => `${count} of the ${total} map squares`,
  line: (parts: readonly string[]): string => `${parts.join('; ')}.`,
} as const);

/** The words of reference entries shown as cards in a citation's panel: table rows, map squares, special rules. */
export const citedWords = catalogue({
  mapHead: ['Row', 'Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5'],
  flankColumn: 'Row: secure flank',
  row: (index: number): string => `Row ${index + 1}`,
  square: (flank: string, density: string): string => `${flank}, ${density}`,
  titled: (territory: string, name: string): string => `${territory}: ${name}`,
  sourceWords: (text: string): string => `In the sources’ words: “${text}”`,
  category: (category: string): string => `Category: ${category}.`,
  description: 'Description: ',
  effects: 'Effects: ',
  specialRules: 'Special rules: ',
  territories: 'Territory types: ',
  visibility: 'Visibility: ',
  cover: 'Cover: ',
  /** "Label: value" for each pair whose value is not empty. */
  labelled: (pairs: readonly (readonly [string, string])[]): string[] => pairs.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}${value}`),
  unverifiedFlanks: 'The secure-flank rows of this map are garbled in the source: check them against your printed sheet.',
} as const);
