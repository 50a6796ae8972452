import { table, type Category, type Colour, type Density, type Face, type Piece, type Rules, type Sector, type TerritoryRules } from '../../engine';
import { catalogue, msg, translated, untranslated } from './catalogue';
import { language, type Language } from './language';

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

/** What the opponent's die lets them do with a placed piece (PBS 9.E). */
export const OUTCOME_WORDS = catalogue({
  keep: 'Keep the piece where it is',
  move: 'Move it',
  pivot: 'Pivot it',
  remove: 'Remove it',
} as const);

/** The words of lists, yes or no, and of the table's sectors, side edges, colours and the weather roll. */
export const VOCAB_WORDS = catalogue({
  orList: msg<{ names: readonly string[] }>('{names, list, or}'),
  andList: msg<{ names: readonly string[] }>('{names, list}'),
  yes: 'Yes',
  no: 'No',
  deepWater: 'Deep Water',
  centreSector: 'the centre sector',
  /** A flank sector named from the defender's base edge, with the invader's name for it. */
  flankSector: msg<{ sector: 'left' | 'right' }>(
    "the defender's {sector, select, left {left flank sector (the invader's right)} other {right flank sector (the invader's left)}}",
  ),
  sideEdge: msg<{ edge: 'left' | 'right' }>("the defender's {edge, select, left {left side edge (the invader's right)} other {right side edge (the invader's left)}}"),
  /** `sign` is `zero`, `plus` or `minus`; `by` the modifier without its sign; `season` the season that gives it. */
  weatherRoll: msg<{ die1: number; die2: number; sign: 'zero' | 'plus' | 'minus'; by: number; season: string; score: number }>(
    'rolled {die1} and {die2}{sign, select, zero {} plus {, +{by} for {season}} other {, -{by} for {season}}}: score {score}',
  ),
  /** A season whose modifier the rules do not name. */
  theSeason: 'the season',
  colourName: msg<{ colour: string; letter: string }>('{colour} ({letter})'),
  /** Each colour's letter (B W G Y R), beside its word so colour is never the only sign. */
  colourLetters: { black: 'B', white: 'W', green: 'G', yellow: 'Y', red: 'R' },
} as const);

/** "a, b or c" for a list of names. */
export function orList(names: readonly string[]): string {
  return VOCAB_WORDS.orList({ names });
}

/** "a, b and c" for a list of names. */
export function andList(names: readonly string[]): string {
  return VOCAB_WORDS.andList({ names });
}

/** The kinds of the data's things a language names by id: editions, terrain types, territories, seasons, weather types, and the bundled rules profiles' names, notes and bases (data/meg/profiles.json). */
export type DataKind = 'edition' | 'terrain' | 'territory' | 'season' | 'weather' | 'presetName' | 'presetNote' | 'presetBasis' | 'campCondition' | 'weatherColumn';

/**
 * What a language calls the data's things, by their ids (data/meg: the territories' terrain tables,
 * qrs2020/terrain.json, weather.json). English is the data's own names; the data and the links keep the English ids.
 */
export type DataNames = { readonly [K in DataKind]: Readonly<Record<string, string>> };

const dataNames = new Map<Language, DataNames>();

/** Registers what a language calls the data's things (its vocab.<lang>.ts, loaded with the language). */
export function nameData(lang: Exclude<Language, 'en'>, names: DataNames): void {
  dataNames.set(lang, names);
}

/** What a language loaded so far calls the data's things, if it names them (the translations' tests). */
export function dataNamesOf(lang: Language): DataNames | undefined {
  return dataNames.get(lang);
}

/** A data id's name in the language on screen; `english`: the data's own name, said in English and where a language lacks one. */
export function dataName(kind: DataKind, id: string, english: string): string {
  const own = dataNames.get(language())?.[kind][id];
  return own === undefined ? untranslated(english) : translated(own);
}

/** A side in a sentence: "invader", "defender". */
export const SIDE_WORDS = catalogue({ invader: 'invader', defender: 'defender' } as const);

/** An army commander's rating in a sentence: "competent". */
export const RATING_WORDS = catalogue({ legendary: 'legendary', talented: 'talented', competent: 'competent', mediocre: 'mediocre' } as const);

/** "Yes" / "No" for a flag. */
export function yesNo(value: boolean): string {
  return value ? VOCAB_WORDS.yes : VOCAB_WORDS.no;
}

/** A signed modifier as printed: "-2", "0", "+2". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Turns a lower camel case id into words, e.g. "roughGround" -> "Rough ground" (fallback for unnamed ids). */
export const idWords = catalogue(function idWords(id: string): string {
  const spaced = id.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
});

/** A density in words. */
export function densityName(density: Density): string {
  return DENSITY_WORDS[density];
}

/** A terrain id in words (`DATA_NAMES`), else as the territory's table or, for flank-only terrain, the 2020 table names it. */
export function terrainName(rules: Rules, territory: TerritoryRules | null, id: string): string {
  if (id === 'deepWater') return VOCAB_WORDS.deepWater;
  return dataName('terrain', id, territory?.terrain.find((t) => t.id === id)?.name ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.name ?? idWords(id));
}

/**
 * A sector of the table in the one frame every view uses (issue 29): named from the defender's base edge,
 * with the invader's name for the same sector, e.g. "the defender's right flank sector (the invader's left)".
 * `sector` is on the table's frame (the defender's view); a piece's placement die is turned to it by `pieceSectorName`.
 */
export function sectorName(sector: Sector): string {
  return sector === 'centre' ? VOCAB_WORDS.centreSector : VOCAB_WORDS.flankSector({ sector });
}

/** Where a piece's placement die (read from its owner's base edge, PBS 9.E) or its secure flank puts it, in the one frame: null when not placed in a sector. */
export function pieceSectorName(piece: Pick<Piece, 'owner' | 'placement'>): string | null {
  const sector = table.tableSector(piece);
  return sector === null ? null : sectorName(sector);
}

/**
 * The weather roll in words with the season's modifier, so the sum adds up (issue 29): "rolled 3 and 4, +2 for
 * Summer: score 9". 2D6 plus a season's modifier stays within the table's 0-14 range, so score minus dice is the modifier.
 */
export function weatherRollText(rules: Rules, dice: readonly [number, number], score: number): string {
  const modifier = score - dice[0] - dice[1];
  const found = rules.weather.seasons.find((s) => s.modifier === modifier);
  const season = found ? dataName('season', found.id, found.name) : VOCAB_WORDS.theSeason;
  const sign = modifier === 0 ? 'zero' : modifier > 0 ? 'plus' : 'minus';
  return VOCAB_WORDS.weatherRoll({ die1: dice[0], die2: dice[1], sign, by: Math.abs(modifier), season, score });
}

/** A side edge of the table in the one frame (issue 29): "the defender's left side edge (the invader's right)". */
export function sideEdgeName(edge: 'left' | 'right'): string {
  return VOCAB_WORDS.sideEdge({ edge });
}

/** A colour in words with its letter, e.g. "Red (R)", so colour is never the only sign. */
export function colourName(colour: Colour): string {
  return VOCAB_WORDS.colourName({ colour: COLOUR_WORDS[colour], letter: colourLetter(colour) });
}

/** A colour's letter (B W G Y R). */
export function colourLetter(colour: Colour): string {
  return VOCAB_WORDS.colourLetters[colour];
}
