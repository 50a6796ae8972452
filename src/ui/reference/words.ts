import { catalogue } from '../words/catalogue';

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
