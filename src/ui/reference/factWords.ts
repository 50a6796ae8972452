import { catalogue } from '../words/catalogue';

/** Our words on the reference's cards, around the sources' values (which the cards show quoted). */
export const SCALE_FACT_WORDS = catalogue({
  distanceNames: {
    flankSector: 'flank sector',
    deepWater: 'deep-water flank depth',
    deploymentFromCentre: 'deployment distance from the centre line',
    sideEdgeStrip: 'side-edge strip',
    spacing: 'spacing at first placement',
    opponentMove: "opponent's move",
    camp: 'camp distance',
  },
  rounding: { none: 'No rounding', up: 'Rounded up' },
  unit: 'Unit: ',
  factor: (numerator: number, denominator: number) => `. Factor: ${numerator}/${denominator}. `,
  end: '.',
  workedExample: 'Worked example: 6 BW printed is ',
  inScale: ' in ',
  also: 'Also: ',
  printedIs: (bw: number) => `${bw} BW is `,
  listSeparator: '; ',
  converted: ': converted: ',
  asPrinted: '; as printed: ',
  none: 'none',
  /** "flank sector 10 BW -> ", followed by the scaled value. */
  distanceRow: (name: string, printed: number) => `${name} ${printed} BW -> `,
  listComma: ', ',
  tableSizes: ' table sizes (not in the sources)',
  tableHead: ['Table', 'Width x depth', 'Base width', 'Default', 'Note'],
  widthDepth: (width: number, depth: number) => `${width} x ${depth} cm`,
  baseWidth: (mm: number) => `${mm} mm`,
  notGiven: 'not given',
  isDefault: 'Default',
  assumption: 'Assumption: ',
  tableSizesAssumed: 'Table sizes are not in the sources: they are editable defaults (RULES-NOTES section 2).',
});
