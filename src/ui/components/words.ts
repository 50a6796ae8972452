import { catalogue } from '../words/catalogue';
import { isolateName } from '../words/names';

/** The words of the battle's facts and its terrain table, shown by the summary, the projector and a shared battle. */
export const BATTLE_FACTS_WORDS = catalogue({
  /** The Vital Settlement or Fort's row (seed 000 PBS 9.E): placed, none in this battle (issue 38), or not yet answered. */
  vital: 'Vital Settlement or Fort',
  vitalState: (state: 'placed' | 'none' | 'open') => ({ placed: 'Placed', none: 'None in this battle', open: 'Not yet placed' })[state],
  invader: 'Invader',
  defender: 'Defender',
  players: 'Players',
  notChosen: (first: string, firstArmy: string, second: string, secondArmy: string) =>
    `${isolateName(first)} (${isolateName(firstArmy)}) and ${isolateName(second)} (${isolateName(secondArmy)}); sides not chosen yet`,
  rules: 'Rules',
  intercept: 'Strategic intercept',
  notDecided: 'Not decided yet',
  yes: 'Yes',
  no: 'No',
  square: 'Territory and square',
  flank: 'Secure flank',
  weather: 'Season and weather',
  scouting: 'Scouting',
  terrain: 'Terrain',
  pieces: 'Terrain pieces',
  caption: 'Terrain pieces and their outcomes',
  columns: { piece: 'Piece', kind: 'Kind', player: 'Player', placement: 'Placement', opponent: 'Opponent' },
  kinds: { flank: 'flank', compulsory: 'compulsory', optional: 'optional' } as Readonly<Record<string, string>>,
  categories: { good: 'good', rough: 'rough', difficult: 'difficult' } as Readonly<Record<string, string>>,
  declared: { dangerous: 'dangerous', impassable: 'impassable' } as Readonly<Record<string, string>>,
});

/** The words of the PBS map: its title, the square buttons and details, and its key (seed 000 PBS 8.B-8.D). */
export const MAP_WORDS = catalogue({
  title: (territory: string) => `${territory} PBS map`,
  generic: ' (2020 generic map)',
  square: (row: number, col: number, words: string) => `row ${row}, column ${col}, ${words}`,
  choose: (label: string, square: string, legal: string | null) => `${label}: ${square}, ${legal ?? 'not allowed'}`,
  detail: (row: number, col: number, words: string, legal: string | null | undefined) =>
    `Row ${row}, column ${col}: ${words}${legal === undefined ? '' : `; ${legal ?? 'not allowed'}`}.`,
  board: (map: string) => `${map}: arrow keys go to a square, then Enter or Space chooses it`,
  framed: 'The framed squares can be chosen. Arrow keys move between squares; Enter or Space chooses.',
  point: 'Point at or tap a square to read it in full.',
  column: (n: number) => `Column ${n}`,
  row: (n: number) => `Row ${n}`,
  canMove: 'Can move here',
  canPlace: 'Can be placed here',
  key: 'Map key',
  counter: 'Army counter',
  path: 'Path of the march; the number is the day that ended there',
  greyed: (territory: string) => `Greyed: not ${territory} territory`,
  notIn: (territory: string) => `Not ${territory}`,
  genericNote: 'On the 2020 generic map the top and bottom rows connect. Its secure-flank rows are unverified data (source 002).',
  deepWaterShort: 'DW',
  densityShort: { featureless: 'F', open: 'O', normal: 'N', dense: 'D', veryDense: 'VD' },
  /** "Rocky Ground" -> "RG", "Woods" -> "Wo": short enough for a phone, spelled out in the key. */
  terrainShort: (name: string): string => {
    const words = name.split(/\s+/).filter(Boolean);
    return words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : name.slice(0, 2);
  },
});

/** Words that many screens' small controls share. */
export const COMMON_WORDS = catalogue({
  dismiss: 'Dismiss',
  details: 'Details',
  recordRoll: 'Record the roll',
});

/** The physical dice's buttons: the player enters the face he rolled. */
export const DIE_BUTTONS_WORDS = catalogue({
  enterResult: (label: string) => `${label}: enter the result`,
});
