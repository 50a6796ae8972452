import { catalogue, msg } from '../words/catalogue';

/** The words the rules reference's sections and tables say around the sources' values. */
export const REFERENCE_SECTION_WORDS = catalogue({
  assumptionsIntro: {
    before: 'These values are',
    not: 'not',
    after:
      'in the source documents. The app needs them for its own digital cards and dice, or had to read a garbled table; with your own physical cards and dice most of them do not matter. Each one says why it was chosen.',
  },
  genericMapIntro: {
    before:
      'In the 2020 edition one map serves every territory: the army counter must stay on squares that allow the chosen territory type. Columns give the density, rows the secure flank. The secure-flank axis is garbled in the source, so every row is marked',
    unverified: 'Unverified',
    after: ': check it against your printed sheet.',
  },
  territoryTypes: 'Territory types: ',
  secureFlank: 'Secure flank: ',
  scalesIntro: 'Distances in the rules are printed for Maximus in base widths (BW); each scale turns them into its own unit.',
  weatherIntro: 'The 2023 territories use the weather columns as Waterside → Coastal and Cultivated → Standard, the rest by name.',
  noMatch: 'No section has a match.',
  contents: 'Contents',
  row: 'Row',
  density: '. Density: ',
  editionsIntro: 'The 2023 territory-map edition is the default; the 2020 quick reference sheets follow the same order. How the app reads what the sources leave open is listed under',
  assumptionsLink: 'Assumptions',
  sourceLabel: 'Source: ',
  flags: { Assumption: 'Assumption', Unverified: 'Unverified' },
  qrsCaption: '2020 terrain table',
  columns: {
    terrain: 'Terrain',
    territoryTypes: 'Territory types',
    category: 'Category',
    description: 'Description',
    effects: 'Effects',
    visibility: 'Visibility',
    cover: 'Cover',
    specialRules: 'Special rules',
    sourcesSpecialRules: 'Special rules (the sources’ words)',
    limits: 'Limits',
    placement: 'Placement and declarations',
    note: 'Note',
    source: 'Source',
  },
});

/** The words of the reference's own navigation: where Back goes, the contents, the parts of a section. */
export const referenceWords = catalogue({
  title: 'Rules reference',
  /** Back names the screen it returns to when it knows it; otherwise plain "Back", or home when there is no screen behind. */
  back: msg<{ to: 'game' | 'setup' | 'sheet' | 'ccnDice' | 'ccnSight' | 'agvTable' | 'agvEffects' | 'home' | 'other' }>(
    '{to, select, game {Back to the game} setup {Back to setup} sheet {Back to the battle sheet} ccnDice {Back to the battle dice} ccnSight {Back to line of sight} agvTable {Back to the table layout} agvEffects {Back to terrain effects} home {Back to home} other {Back}}',
  ),
  contents: 'Sections of the rules reference',
  parts: msg<{ section: string }>('Parts of {section}'),
  editionPart: msg<{ id: string }>('{id} edition'),
  landing: 'Choose a section, or search every section at once.',
  intro: 'Every value the app uses, transcribed from the source documents, with the source file and section it comes from, so you can check it against your rulebook. Entries marked',
  assumption: 'Assumption',
  or: 'or',
  unverified: 'Unverified',
  notSources: 'are not the sources’ own words.',
  notLoaded: msg<{ error: string }>('The rules data could not be loaded: {error}'),
  scaleLegend: 'Distances in the terrain tables, the procedures and the weather, in the scale',
  scaleOption: msg<{ name: string; unit: string }>('{name} ({unit})'),
  scaleHint: 'The game’s scale when you come from a game. Magna reduces the starred values and piece sizes; Pacto says the same numbers in half base widths, with the Pacto sheet’s own words where they differ.',
  /** `searching`: a query is typed (`query`, trimmed). */
  status: msg<{ searching: boolean; total: number; shown: number; query: string }>(
    '{searching, select, false {{total} entries. Type in the search box to filter them.} other {{shown, plural, =0 {No entry matches “{query}”.} one {# entry matches “{query}”.} other {# entries match “{query}”.}}}}',
  ),
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

/** The words of reference entries shown as cards in a citation's panel: table rows, map squares, special rules. */
export const citedWords = catalogue({
  mapHead: ['Row', 'Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5'],
  flankColumn: 'Row: secure flank',
  row: msg<{ row: number }>('Row {row}'),
  square: msg<{ flank: string; density: string }>('{flank}, {density}'),
  titled: msg<{ territory: string; name: string }>('{territory}: {name}'),
  sourceWords: msg<{ text: string }>('In the sources’ words: “{text}”'),
  category: msg<{ category: string }>('Category: {category}.'),
  description: 'Description: ',
  effects: 'Effects: ',
  specialRules: 'Special rules: ',
  territories: 'Territory types: ',
  visibility: 'Visibility: ',
  cover: 'Cover: ',
  unverifiedFlanks: 'The secure-flank rows of this map are garbled in the source: check them against your printed sheet.',
} as const);
