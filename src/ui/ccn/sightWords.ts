import { GAME_WORDS } from '../words/packs';
import { catalogue, msg } from '../words/catalogue';

/** "Row 3, hex 5": how the screen names a hex (rows from the top, hexes from the left, both from 1). */
export function hexName(row: number, col: number): string {
  return CCN_SIGHT_WORDS.hexName({ row: row + 1, hex: col + 1 });
}

/** The words of the C&C Napoleonics line-of-sight board (seed 003). */
export const CCN_SIGHT_WORDS = catalogue({
  title: 'Line of sight',
  hexName: msg<{ row: number; hex: number }>('Row {row}, hex {hex}'),
  game: GAME_WORDS.ccn.name,
  intro:
    'Paint terrain on the board, place units, pick the firer and the target: the line runs from centre to centre, and every hex it crosses is checked against the terrain rules of the sources.',
  dismiss: 'Dismiss',
  storedDamaged: 'The board kept on this device could not be read (it may come from another version), so an empty board is shown.',
  tools: {
    legend: 'What pressing a hex does',
    terrain: 'Paint terrain',
    unitA: 'Unit of side A',
    unitB: 'Unit of side B',
    removeUnit: 'Remove a unit',
    firer: 'Pick the firer',
    target: 'Pick the target',
  },
  terrainLegend: 'Terrain to paint',
  /** The letters that name a terrain inside its hex (with its fill, never instead of words). */
  terrainMarks: {
    forest: 'F',
    hill: 'H',
    ruggedHill: 'RH',
    townOrWindmill: 'T',
    fieldWorks: 'FW',
    river: 'R',
    fordableRiver: 'FR',
    bridge: 'Br',
    sandQuarry: 'SQ',
  } as Readonly<Record<string, string>>,
  clear: 'Clear',
  /** Two terrains sharing a hex, e.g. "Hill with Field Works". */
  combined: msg<{ base: string; feature: string }>('{base} with {feature}'),
  unitType: {
    legend: 'Type of the unit',
    none: 'Not given',
    infantry: 'Infantry',
    cavalry: 'Cavalry',
    artillery: 'Artillery',
  },
  /** The short type mark inside a unit token. */
  unitMark: { infantry: 'inf', cavalry: 'cav', artillery: 'art' },
  zoom: { legend: 'Board size', fit: 'Fit the screen', large: 'Large hexes' },
  board: {
    label: 'Hex board, 9 rows; arrow keys move, Enter or Space applies the tool',
    help: 'Arrow keys move across the board; Enter or Space applies the tool to the hex, as a click or tap does.',
    row: msg<{ row: number }>('Row {row}'),
  },
  hex: {
    /** `type` is none when the players gave none. */
    unit: msg<{ side: string; type: 'infantry' | 'cavalry' | 'artillery' | 'none' }>(
      'unit of side {side}{type, select, infantry {, infantry} cavalry {, cavalry} artillery {, artillery} other {}}',
    ),
    /** A hex's place on the line, from 1; 0 for a hex off the line. */
    crossed: msg<{ step: number }>(
      '{step, plural, =0 {} =1 {first hex on the line} =2 {second hex on the line} =3 {third hex on the line} =4 {fourth hex on the line} =5 {fifth hex on the line} =6 {sixth hex on the line} =7 {seventh hex on the line} =8 {eighth hex on the line} =9 {ninth hex on the line} =10 {tenth hex on the line} =11 {eleventh hex on the line} =12 {twelfth hex on the line} other {number # hex on the line}}',
    ),
    /** One hex in full words: "Row 5, hex 3: Forest; unit of side A; firer" (`unit` and `crossed` as said above, or none). */
    full: msg<{ hex: string; terrain: string; unit: string; firer: boolean; target: boolean; crossed: string; beside: boolean; blocks: boolean }>(
      '{hex}: {terrain}{unit, select, none {} other {; {unit}}}{firer, select, true {; firer} other {}}{target, select, true {; target} other {}}{crossed, select, none {} other {; {crossed}}}{beside, select, true {; beside the side the line runs along} other {}}{blocks, select, true {; blocks the line} other {}}',
    ),
    /** A hex named with what is on it: "Row 5, hex 4 (Forest; unit of side A)" (`unit` as said above, or none). */
    brief: msg<{ hex: string; terrain: string; unit: string }>('{hex} ({terrain}{unit, select, none {} other {; {unit}}})'),
  },
  marks: { firer: 'Firer', target: 'Target', blocks: '✕' },
  legend: {
    title: 'Key',
    terrain: 'Terrain letters',
    unit: 'A, B: a unit of side A or B, with its type (inf, cav, art) when given',
    firer: 'Firer: the hex the line starts from',
    target: 'Target: the hex the line ends at',
    crossed: '1, 2, …: the hexes the line crosses, in order',
    blocks: '✕ after the number: this hex blocks the line',
    side: 'Striped band along a side: the line runs exactly along that side, between the two hexes',
    line: 'Solid line: clear; dashed line: blocked',
  },
  clearBoard: {
    button: 'Clear board',
    question: 'Clear the whole board?',
    text: 'All terrain, units, the firer and the target are removed. This cannot be undone.',
    confirm: 'Clear it',
    cancel: 'Keep it',
  },
  examples: {
    title: 'Examples from the sources',
    intro: 'Each sets up a board that shows one rule; the firer and the target are already picked.',
    load: msg<{ name: string }>('Show: {name}'),
    /** The name of the rules an example shows. */
    rule: msg<{ name: string }>('Shows: {name}'),
    loaded: msg<{ name: string }>('The board now shows the example “{name}”.'),
    restore: 'Bring back my board',
    items: {
      forest: { name: 'Forest screen', about: 'A Forest hex stands between two units on open ground.' },
      firstHill: { name: 'Onto the first hill', about: 'A unit on low ground looks at a unit on the first Hill hex of a hill.' },
      secondHill: {
        name: 'Through a hill onto a second',
        about: 'A unit on low ground looks through one Hill hex at a unit on the Hill hex behind it.',
      },
      plateau: { name: 'Hill and plateau', about: 'Two units on the same hill look across its connected Hill hexes.' },
      valley: { name: 'Hill to hill over low ground', about: 'Units on two hills look over the open ground between them.' },
      fireOver: {
        name: 'Artillery on a hill fires over friends',
        about: 'An artillery unit on a Hill hex looks over a friendly unit on the lower hex next to it.',
      },
      unit: { name: 'A unit in the way', about: 'A friendly unit stands on the open ground between the firer and the target.' },
      hexside: {
        name: 'Along a hex side',
        about:
          'The line runs straight down the board along hex sides. One hex beside the first side is a Forest, the other is clear, so the line passes; paint the other one Forest to block it.',
      },
    },
  },
  result: {
    title: 'Result',
    pickBoth: 'Pick the firer and the target on the board to see the line of sight.',
    pickFirer: 'Now pick the firer.',
    pickTarget: 'Now pick the target.',
    blocked: 'Line of sight is blocked',
    clear: 'Line of sight is clear',
    from: msg<{ firer: string; target: string }>('From {firer} to {target}.'),
    adjacent: 'The two hexes are next to each other: the line crosses no hex.',
    crossedTitle: 'Hexes the line crosses, in order',
    along: msg<{ first: string; second: string }>('Along the side between {first} and {second}'),
    /** A hex the line crosses (as `brief` or `along` says it), before whether it blocks. */
    step: msg<{ hex: string }>('{hex}: '),
    blocks: 'Blocks',
    doesNotBlock: 'Does not block',
    halfSide: 'Does not block: only one of the two hexes beside the side blocks',
    nothingCited: 'No hex the line crosses holds terrain or a unit that blocks line of sight.',
    rules: 'Rules that applied',
    noUnit: msg<{ end: 'firer' | 'target' }>("There is no unit on the {end, select, firer {firer's} other {target's}} hex: the sources speak of units seeing each other."),
    refused: 'The line of sight could not be worked out.',
  },
} as const);

/** The examples the screen offers, by id. */
export type SightExampleId = keyof typeof CCN_SIGHT_WORDS.examples.items;
