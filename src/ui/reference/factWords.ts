import { catalogue, msg } from '../words/catalogue';

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
  /** `rounding`: one of `rounding`. */
  unitLine: msg<{ unit: string; numerator: number; denominator: number; rounding: string }>('Unit: {unit}. Factor: {numerator}/{denominator}. {rounding}.'),
  workedExample: msg<{ value: string; scale: string }>('Worked example: 6 BW printed is {value} in {scale}.'),
  /** `examples`: each said by `printedIs`, one after the other. */
  also: msg<{ examples: string }>('Also: {examples}.'),
  printedIs: msg<{ bw: number; value: string }>('{bw} BW is {value}'),
  listSeparator: '; ',
  /** `converted`, `asPrinted`: each a series of `distanceRow`, or `none`. */
  conversion: msg<{ edition: string; converted: string; asPrinted: string }>('{edition}: converted: {converted}; as printed: {asPrinted}.'),
  none: 'none',
  /** "flank sector 10 BW -> 5 cm". */
  distanceRow: msg<{ name: string; printed: number; value: string }>('{name} {printed} BW -> {value}'),
  listComma: ', ',
  tableSizes: msg<{ scale: string }>('{scale} table sizes (not in the sources)'),
  tableHead: ['Table', 'Width x depth', 'Base width', 'Default', 'Note'],
  widthDepth: msg<{ width: number; depth: number }>('{width} x {depth} cm'),
  baseWidth: msg<{ mm: number }>('{mm} mm'),
  notGiven: 'not given',
  isDefault: 'Default',
  assumption: 'Assumption: ',
  tableSizesAssumed: 'Table sizes are not in the sources: they are editable defaults (RULES-NOTES section 2).',
});

/** Our words on the weather cards (seed 002 "WEATHER RULES"). */
export const WEATHER_FACT_WORDS = catalogue({
  seasonsTitle: 'Season and score',
  chooses: msg<{ chooser: string }>('The {chooser} chooses the season before terrain.'),
  roll: msg<{ dice: string; min: number; max: number }>('Roll {dice} and add the season’s modifier: the adjusted score runs from {min} to {max}.'),
  changeable: 'A double means the weather is changeable.',
  seasonCaption: 'Season modifiers',
  seasonHead: ['Season', 'Modifier', 'Note', 'Source'],
  tableTitle: 'Weather by adjusted score and territory',
  findScore: 'Find the adjusted score in the column of the territory you are playing in.',
  tableCaption: 'Weather table',
  adjustedScore: 'Adjusted score',
  /** A column of the table, with the 2023 territories that use it. */
  usedBy2023: msg<{ column: string; territories: readonly string[] }>('{column} (2023: {territories, list})'),
  listComma: ', ',
  garbledSummary: 'How the garbled table was read',
  driftTitle: 'Weather during the game',
  perTurn: msg<{ red: number; green: number }>('At the start of each turn roll {red} Red and {green} Green die; '),
  ifChangeable: msg<{ red: number; green: number }>('if the weather is changeable, {red} Red and {green} Green.'),
  semicolon: '; ',
  end: '.',
  order: msg<{ types: string }>('Order of the types, lowest first: {types}.'),
  firstRoll: msg<{ turn: number; lasts: string }>('The first roll is at the beginning of turn {turn}; a changeable starting roll doubles the dice for the whole {lasts}.'),
  mostTurns: msg<{ turns: number }>('A battle has at most {turns} turns of weather rolls: a game file or share link with more is refused.'),
  /** `effects`: the type's effects, or `noEffects`. */
  effects: msg<{ effects: string }>('Effects: {effects}.'),
  noEffects: 'none listed',
  onTable: 'On the score table.',
  notOnTable: 'Not on the score table.',
});

/** Our words on the procedure cards of an edition (seed 000 PBS 8-10; seed 002). */
export const EDITION_FACT_WORDS = catalogue({
  titles: {
    sequence: 'The sequence',
    rollOff: 'Roll-off',
    contest: 'Choosing the territory',
    counter: 'Placing the army counter',
    march: 'The march: PBS card difference',
    secureFlanks: 'Secure flanks',
    density: 'Terrain density',
    pieceSizes: 'Piece sizes',
    selection: 'Selection and placement order',
    placement: 'Placement die (D6)',
    spacing: 'Spacing at first placement',
    opponent: 'Opponent’s die (D6) after each piece',
    vital: 'Vital Settlement or Fort',
    scouting: 'Scouting',
    deployment: 'Deployment',
    preGame: 'Pre-game moves',
  },
  /** `steps`: the procedures' titles, one after the other. */
  inOrder: msg<{ steps: string }>('In order: {steps}.'),
  listSemicolon: '; ',
  listComma: ', ',
  rating: { legendary: 'Legendary', talented: 'Talented', competent: 'Competent', mediocre: 'Mediocre' },
  /** `dice`: each said by `ratingDie`, one after the other. */
  diceByRating: msg<{ dice: string; source: string }>('Dice by army commander rating: {dice} ({source}).'),
  ratingDie: msg<{ rating: string; colour: string }>('{rating} {colour}'),
  /** `answer`: yes or no. */
  tiesReroll: msg<{ answer: string }>('Ties re-roll: {answer}.'),
  intercept: 'A winner who chose to invade and rolled a skull may declare a strategic intercept.',
  oddsCaption: 'Chance to win, ties re-rolled',
  yourRating: 'Your rating',
  versus: msg<{ rating: string }>('v {rating}'),
  percent: msg<{ p: number }>('{p, number, percent}'),
  oddsAssumed: 'The chances to win come from the app’s die faces, which the sources do not give (see Assumptions); the dice by rating are the source’s.',
  noCard: msg<{ colour: string }>('Playing no card counts as {colour}.'),
  tieGoesTo: msg<{ side: string }>('A tie goes to the {side}.'),
  days: msg<{ days: number; colour: string }>('{days} days. A pass counts as {colour}.'),
  mayMoveLess: msg<{ answer: string }>('The winner may move less than the allowance or stay: {answer}.'),
  marchCaption: 'Card difference',
  marchHead: ['Better by', 'Squares', 'Diagonal allowed', 'As printed'],
  /** `text`: the edition's sentence, its distances in the scale. */
  deepWater: msg<{ depth: string; text: string }>('Deep water: at most {depth} into the table. {text}'),
  opponentMayMove: msg<{ answer: string }>('The opponent may move secure-flank pieces: {answer}.'),
  densityCaption: 'Density table',
  densityHead: ['Density', 'Compulsory (total between both players)', 'Optional (each player)', 'Impassable allowed', 'Source'],
  none: 'None',
  upTo: msg<{ n: number }>('Up to {n}'),
  /** `reduced`: the scale reduces the printed sizes (`printedMin`, `printedMax`, in BW) for `scale`. */
  sizes: msg<{ min: string; max: string; reduced: boolean; printedMin: number; printedMax: number; scale: string }>(
    'at least {min}, fitting within {max}{reduced, select, true { (printed {printedMin} x {printedMin} and {printedMax} x {printedMax} BW, reduced for {scale})} other {}}',
  ),
  compulsoryPieces: msg<{ size: string }>('Compulsory pieces: {size}.'),
  optionalPieces: msg<{ size: string }>('Optional pieces: {size} (unless the terrain type says otherwise).'),
  compulsoryChosen: msg<{ order: string }>('Compulsory items chosen: {order}.'),
  optionalChosen: msg<{ order: string }>('Optional items chosen: {order}.'),
  itemsPlaced: msg<{ order: string }>('Items placed: {order}.'),
  flankSectors: msg<{ width: string }>('Flank sectors: {width} from each side edge; the rest is the centre sector.'),
  placementCaption: 'Placement die',
  placementHead: ['Die', 'Sector', 'Must touch a table edge'],
  noSpacing: 'No spacing rule.',
  atLeast: msg<{ distance: string }>('At least {distance}.'),
  movesUpTo: msg<{ distance: string }>('Moves are up to {distance}.'),
  opponentCaption: 'Opponent’s die',
  opponentHead: ['Score', 'He may also', 'As printed'],
  notInEdition: 'Not in this edition.',
  addBest: msg<{ n: number }>('Add the best {n} cards.'),
  scoutingCaption: 'Scouting value of each card',
  scoutingHead: ['Card', 'Per cent of the army'],
  countedIn: msg<{ unit: string; distance: string }>('Counted in {unit}s. At least {distance} from the centre line.'),
  zone: 'Zone: ',
  sideEdges: 'Side edges: ',
  camp: 'Camp: ',
  first: 'First: ',
  ambushes: 'Ambushes and flank marches: ',
  generals: 'Generals: ',
  flankMarches: 'Flank marches: ',
  declare: 'Declare: ',
});

/** Our words on the assumption cards (RULES-NOTES section 4). */
export const ASSUMPTION_FACT_WORDS = catalogue({
  facesCaption: 'Faces of each die',
  facesHead: ['Die', 'Faces'],
  listComma: ', ',
  /** `faces`: the faces, best first, each followed by `beats` but the last. */
  bestFirst: msg<{ faces: string }>('Best first: {faces}.'),
  beats: ' > ',
  cardsInAll: msg<{ total: number }>('{total} cards in all.'),
  deckCaption: 'Cards of each colour',
  deckHead: ['Colour', 'Cards'],
  pbsCards: msg<{ min: number; max: number }>('PBS cards: {min} to {max}.'),
  scoutingCards: msg<{ min: number; max: number }>('Scouting cards: {min} to {max}.'),
  roundedNearest: 'Rounded to the nearest TuG.',
  rounded: msg<{ method: string }>('Rounded {method}.'),
  atLeastOne: 'At least 1 TuG when the percentage is above 0.',
  thirds: 'Thirds of the army are rounded the same way.',
  contestTitle: msg<{ edition: string }>('Declining the territory card ({edition})'),
  readingTitle: msg<{ topic: string; edition: string }>('{topic} ({edition})'),
  marchTitle: msg<{ edition: string }>('Moving less than the allowance ({edition})'),
  moveLess: msg<{ yes: boolean }>('The app lets the winner move less or stay: {yes, select, true {yes} other {no}}.'),
  weatherTableTitle: 'Reading of the weather table',
  garbledSummary: 'How the garbled table was read',
  driftTitle: 'Weather drift direction',
  weatherTitle: msg<{ name: string }>('Weather: {name}'),
  categoriesTitle: 'Categories of the 2020 terrain table',
  categoriesInferred: msg<{ assumed: number; total: number }>('{assumed} of {total} categories are inferred; each row of the 2020 terrain table gives the reason.'),
  categoriesCaption: 'Inferred categories',
  categoriesHead: ['Terrain', 'Category'],
  colourCodingLost: 'The sheet’s Good/Rough/Difficult colour coding was lost in OCR.',
  terrain2020Title: msg<{ name: string }>('2020 terrain: {name}'),
  map2020Title: 'Secure flanks of the 2020 generic map',
  mapRow: msg<{ index: number; printed: string; verified: boolean }>('Row {index}: "{printed}{verified, select, true {".} other {" (unverified).}}'),
  tableSizesTitle: 'Table sizes',
  tableSize: msg<{ scale: string; table: string }>('{scale}: {table}.'),
  tableSizesAssumed: 'Table sizes are not in the sources: they are editable defaults (RULES-NOTES section 2).',
});

/** Our words on the 2020 generic map and the 2020 terrain table (seed 002). */
export const QRS_FACT_WORDS = catalogue({
  noFlank: 'No flank',
  deepWaterFlank: 'Deep Water (river or coast)',
  /** Names of terrain, "a, b or c". */
  orNames: msg<{ names: readonly string[] }>('{names, list, or}'),
  listComma: ', ',
  space: ' ',
  colon: ': ',
  end: '.',
  mapCaption: 'Generic PBS map (2020)',
  unverified: 'Unverified',
  wraps: 'The counter can move between the top and bottom rows.',
  rowFlank: msg<{ row: number; flank: string }>('Row {row} secure flank: {flank}'),
  printed: msg<{ text: string }>('Printed: "{text}".'),
  movesTitle: 'PBS card difference (2020)',
  readingTitle: 'How the generic map was read',
  axisGarbled: 'The secure-flank axis of this map is garbled in source 002.',
  cellByCell: 'The reading, cell by cell',
  any: 'Any',
  scenarioOnly: 'Scenarios only (except as an impassable secure flank)',
  asTerrainAllowed: 'As terrain allowed',
  maxPerPlaced: msg<{ names: readonly string[] }>('At most 1 per pre-laid {names, list, or}'),
  impassableSecureFlank: 'May be used as an impassable secure flank',
  /** `categories`: the categories it may be, "a or b". */
  onSlopes: msg<{ categories: string }>('{categories} (as the terrain on its slopes)'),
  assumption: 'Assumption',
  impassable: 'Impassable',
  pactoWording: msg<{ note: string; pacto: string }>('{note} Pacto wording: {pacto}'),
  categoryLine: msg<{ category: string }>('Category: {category}.'),
  codesTitle: 'Territory types and codes (2020)',
  codesCaption: 'Territory codes',
  codesHead: ['Code', 'Territory type'],
  tableReadingTitle: 'How the 2020 terrain table was read',
  allInferred: 'Every category in this table is inferred: the sheet’s Good/Rough/Difficult colour coding was lost.',
  inferredNote: 'Categories are inferred; each row’s note says from what.',
  mergedCells: 'The reading of the merged territory-code cells',
  /** Map table headers. */
  column: msg<{ column: number }>('Column {column}: '),
  row: msg<{ row: number }>('Row {row}: '),
  printedOpen: ' (printed ',
  printedClose: ')',
});

/** Our words on the 2023 territories' maps, special rules and terrain tables (seed 000). */
export const TERRITORY_FACT_WORDS = catalogue({
  intro:
    'One 5 x 5 map per territory, row 1 at the top as printed. Each square gives the secure flank and the terrain density; the background colour repeats the density. Limits such as “max 2 including Tilled Fields” are shared between the terrain types named.',
  deepWater: 'Deep Water',
  noFlank: 'No flank',
  /** Names of terrain, "a, b or c". */
  orNames: msg<{ names: readonly string[] }>('{names, list, or}'),
  max: msg<{ max: number }>('max {max}'),
  maxIncluding: msg<{ max: number; others: readonly string[] }>('max {max} including {others, list}'),
  linear: 'Linear: placed as a line from table edge to table edge',
  contiguous: msg<{ names: readonly string[] }>('Placed without dicing contiguous to {names, list, or}, not straddling sectors'),
  touching: msg<{ names: readonly string[] }>('Placed without dicing touching {names, list, or}, even into another sector'),
  flankSectorOnly: 'Only in a flank sector: odd left, even right',
  mustTouchEdge: 'Must be placed touching a table edge',
  cannotBeMoved: 'Cannot be moved by the opponent (can be removed)',
  declared: msg<{ max: number; dangerous: boolean; minimumOnly: boolean; effect: string }>(
    'Up to {max} may be declared {dangerous, select, true {Dangerous} other {Impassable}}{minimumOnly, select, true { (minimum size only)} other {}}: {effect}',
  ),
  bw: msg<{ bw: number }>('{bw} BW'),
  titles: { flankSubstitute: 'Secure-flank substitute', campIn: 'Camp', nearOwnKind: 'Spacing', contiguousWithoutDice: 'Placed without dicing' },
  insteadOf: msg<{ substitute: string; replaces: readonly string[] }>('{substitute} may be placed instead of {replaces, list, or} as a secure-flank piece.'),
  campIn: msg<{ terrain: readonly string[]; condition: string }>('A camp may be deployed in {terrain, list, or} {condition}.'),
  /** `several`: more than one kind of terrain is named. */
  within: msg<{ terrain: readonly string[]; within: string; several: boolean }>(
    '{terrain, list, or} may be placed within {within} of {several, select, true {others of these kinds} other {others of its kind}} already placed.',
  ),
  contiguousTo: msg<{ terrain: readonly string[]; to: readonly string[] }>(
    '{terrain, list, or} may be placed without dicing contiguous to {to, list, or} already placed, not straddling sectors.',
  ),
  pbsMap: msg<{ territory: string }>('{territory} PBS map'),
  terrainTypes: msg<{ territory: string }>('{territory} terrain types'),
  specialRules: msg<{ territory: string }>('{territory} special rules'),
  terrainTable: msg<{ territory: string }>('{territory} terrain table'),
});

/** Our words on another game's part of the reference. */
export const PACK_FACT_WORDS = catalogue({
  readingsTitle: 'Readings: what the source leaves open',
  openSource: ' (',
  closeSource: ')',
  readingsNote: 'These are the app’s readings where the source is silent or unclear, not the source’s words.',
});

/** Table sectors of the placement die (PBS 9.E). */
export const SECTOR_WORDS = catalogue({ left: 'Left flank sector', centre: 'Centre sector', right: 'Right flank sector' } as const);

/** Who chooses and places terrain first (PBS 9.C-9.D). */
export const ORDER_WORDS = catalogue({
  alternateDefenderFirst: 'Alternately, defender first',
  defenderAllThenInvader: 'The defender chooses all of theirs, then the invader all of theirs',
} as const);
