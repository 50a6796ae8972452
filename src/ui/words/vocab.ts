import { table, type Category, type Colour, type Density, type Face, type Piece, type Rules, type Sector, type TerritoryRules } from '../../engine';
import { catalogue } from './catalogue';

/** Density in the words the maps print (seed 000 PBS 9.B). */
export const DENSITY_WORDS: Record<Density, string> = catalogue({
  featureless: 'Featureless',
  open: 'Open',
  normal: 'Normal',
  dense: 'Dense',
  veryDense: 'Very Dense',
});

/** Going categories as the terrain tables print them. */
export const CATEGORY_WORDS: Record<Category, string> = catalogue({ good: 'Good', rough: 'Rough', difficult: 'Difficult' });

/** Card and die colours, worst to best (RULES-NOTES vocabulary). */
export const COLOUR_WORDS: Record<Colour, string> = catalogue({
  black: 'Black',
  white: 'White',
  green: 'Green',
  yellow: 'Yellow',
  red: 'Red',
});

/** Die faces as the sheets name them (RULES-NOTES section 4). */
export const FACE_WORDS: Record<Face, string> = catalogue({ skull: 'Skull', wound: 'Wound', special: 'S (special)', blank: 'Blank' });

/** Table sectors of the placement die (PBS 9.E). */
export const SECTOR_WORDS = catalogue({ left: 'Left flank sector', centre: 'Centre sector', right: 'Right flank sector' } as const);

/** What the opponent's die lets them do with a placed piece (PBS 9.E). */
export const OUTCOME_WORDS = catalogue({
  keep: 'Keep the piece where it is',
  move: 'Move it',
  pivot: 'Pivot it',
  remove: 'Remove it',
} as const);

/** Who chooses and places terrain first (PBS 9.C-9.D). */
export const ORDER_WORDS = catalogue({
  alternateDefenderFirst: 'Alternately, defender first',
  defenderAllThenInvader: 'The defender chooses all of theirs, then the invader all of theirs',
} as const);

/** "a, b or c" for a list of names. */
export const orList = catalogue(function orList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
});

/** "a, b and c" for a list of names. */
export const andList = catalogue(function andList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
});

/** A side in a sentence: "invader", "defender". */
export const SIDE_WORDS = catalogue({ invader: 'invader', defender: 'defender' } as const);

/** An army commander's rating in a sentence: "competent". */
export const RATING_WORDS = catalogue({ legendary: 'legendary', talented: 'talented', competent: 'competent', mediocre: 'mediocre' } as const);

/** "Yes" / "No" for a flag. */
export const yesNo = catalogue((value: boolean): string => (value ? 'Yes' : 'No'));

/** A signed modifier as printed: "-2", "0", "+2". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Turns a lower camel case id into words, e.g. "roughGround" -> "Rough ground" (fallback for unnamed ids). */
export const idWords = catalogue(function idWords(id: string): string {
  const spaced = id.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
});

/** A density in words. */
export const densityName = catalogue(function densityName(density: Density): string {
  return DENSITY_WORDS[density];
});

/** A terrain id in words from the territory's table, or from the 2020 table for flank-only terrain. */
export const terrainName = catalogue(function terrainName(rules: Rules, territory: TerritoryRules | null, id: string): string {
  if (id === 'deepWater') return 'Deep Water';
  return territory?.terrain.find((t) => t.id === id)?.name ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.name ?? idWords(id);
});

/**
 * A sector of the table in the one frame every view uses (issue 29): named from the defender's base edge,
 * with the invader's name for the same sector, e.g. "the defender's right flank sector (the invader's left)".
 * `sector` is on the table's frame (the defender's view); a piece's placement die is turned to it by `pieceSectorName`.
 */
export const sectorName = catalogue(function sectorName(sector: Sector): string {
  if (sector === 'centre') return 'the centre sector';
  return `the defender's ${sector} flank sector (the invader's ${sector === 'left' ? 'right' : 'left'})`;
});

/** Where a piece's placement die (read from its owner's base edge, PBS 9.E) or its secure flank puts it, in the one frame: null when not placed in a sector. */
export const pieceSectorName = catalogue(function pieceSectorName(piece: Pick<Piece, 'owner' | 'placement'>): string | null {
  const sector = table.tableSector(piece);
  return sector === null ? null : sectorName(sector);
});

/**
 * The weather roll in words with the season's modifier, so the sum adds up (issue 29): "rolled 3 and 4, +2 for
 * Summer: score 9". 2D6 plus a season's modifier stays within the table's 0-14 range, so score minus dice is the modifier.
 */
export const weatherRollText = catalogue(function weatherRollText(rules: Rules, dice: readonly [number, number], score: number): string {
  const modifier = score - dice[0] - dice[1];
  const season = rules.weather.seasons.find((s) => s.modifier === modifier)?.name ?? 'the season';
  const plus = modifier === 0 ? '' : `, ${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} for ${season}`;
  return `rolled ${dice[0]} and ${dice[1]}${plus}: score ${score}`;
});

/** A side edge of the table in the one frame (issue 29): "the defender's left side edge (the invader's right)". */
export const sideEdgeName = catalogue(function sideEdgeName(edge: 'left' | 'right'): string {
  return `the defender's ${edge} side edge (the invader's ${edge === 'left' ? 'right' : 'left'})`;
});

const LETTER: Record<Colour, string> = { black: 'B', white: 'W', green: 'G', yellow: 'Y', red: 'R' };

/** A colour in words with its letter, e.g. "Red (R)", so colour is never the only sign. */
export const colourName = catalogue(function colourName(colour: Colour): string {
  return `${COLOUR_WORDS[colour]} (${LETTER[colour]})`;
});

/** A colour's letter (B W G Y R). */
export const colourLetter = catalogue(function colourLetter(colour: Colour): string {
  return LETTER[colour];
});
