import { catalogue, derivedFrom, msg } from '../words/catalogue';

/** The words of the battle's facts and its terrain table, shown by the summary, the projector and a shared battle. */
export const BATTLE_FACTS_WORDS = catalogue({
  /** The Vital Settlement or Fort's row (seed 000 PBS 9.E): placed, none in this battle (issue 38), or not yet answered. */
  vital: 'Vital Settlement or Fort',
  vitalState: { placed: 'Placed', none: 'None in this battle', open: 'Not yet placed' },
  invader: 'Invader',
  defender: 'Defender',
  players: 'Players',
  /** The names come isolated (isolateName): a right-to-left name does not reorder the words around it. */
  notChosen: msg<{ first: string; firstArmy: string; second: string; secondArmy: string }>('{first} ({firstArmy}) and {second} ({secondArmy}); sides not chosen yet'),
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
  title: msg<{ territory: string }>('{territory} PBS map'),
  generic: ' (2020 generic map)',
  square: msg<{ row: number; col: number; words: string }>('row {row}, column {col}, {words}'),
  /** `legal`: what choosing it does (legalWords), or '' when it cannot be chosen. */
  choose: msg<{ label: string; square: string; allowed: boolean; legal: string }>('{label}: {square}, {allowed, select, true {{legal}} other {not allowed}}'),
  /** `choosing`: the map chooses a square (`legal`: what choosing it does, or '' when it cannot be chosen). */
  detail: msg<{ row: number; col: number; words: string; choosing: boolean; allowed: boolean; legal: string }>(
    'Row {row}, column {col}: {words}{choosing, select, true {; {allowed, select, true {{legal}} other {not allowed}}} other {}}.',
  ),
  board: msg<{ map: string }>('{map}: arrow keys go to a square, then Enter or Space chooses it'),
  framed: 'The framed squares can be chosen. Arrow keys move between squares; Enter or Space chooses.',
  point: 'Point at or tap a square to read it in full.',
  column: msg<{ n: number }>('Column {n}'),
  row: msg<{ n: number }>('Row {n}'),
  canMove: 'Can move here',
  canPlace: 'Can be placed here',
  key: 'Map key',
  counter: 'Army counter',
  path: 'Path of the march; the number is the day that ended there',
  greyed: msg<{ territory: string }>('Greyed: not {territory} territory'),
  notIn: msg<{ territory: string }>('Not {territory}'),
  genericNote: 'On the 2020 generic map the top and bottom rows connect. Its secure-flank rows are unverified data (source 002).',
  /** What a square holds, in words: its flank and density, then whether it is outside the territory (`inTerritory`), holds the counter (`here`), started the march (`start`) and the days that ended there (`days`, said by `daysEnded`, or ''). */
  squareHolds: msg<{ flank: string; density: string; inTerritory: boolean; territory: string; here: boolean; start: boolean; ended: boolean; days: string }>(
    '{flank}, {density}{inTerritory, select, false {, not {territory} territory} other {}}{here, select, true {, army counter here} other {}}{start, select, true {, the march started here} other {}}{ended, select, true {, {days}} other {}}',
  ),
  /** "day 2 ended here", "days 1, 2 and 4 ended here". */
  daysEnded: msg<{ count: number; days: readonly string[] }>('{count, plural, one {day {days, list}} other {days {days, list}}} ended here'),
  /** What choosing a legal square does (PBS 8.C-8.D). */
  legal: msg<{ action: 'place' | 'stay' | 'move' }>('{action, select, place {can be placed here} stay {can stay here} other {can move here}}'),
  noFlank: 'No flank',
  deepWater: 'Deep Water',
  /** The terrain a square's secure flank may be: "Rocky Ground or Woods". */
  flankOptions: msg<{ options: readonly string[] }>('{options, list, or}'),
  deepWaterShort: 'DW',
  densityShort: { featureless: 'F', open: 'O', normal: 'N', dense: 'D', veryDense: 'VD' },
});

/**
 * A terrain's short form on the map, from its name in the language on screen: "Rocky Ground" -> "RG", "Woods" -> "Wo" (spelled
 * out in the key). A catalogue's function, so the short forms are in the pseudo-language too.
 */
export const terrainShort = catalogue(function terrainShort(name: string): string {
  return derivedFrom(name, (plain) => {
    const words = plain.split(/\s+/).filter(Boolean);
    return words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : plain.slice(0, 2);
  });
});

/** The physical dice's buttons: the player enters the face he rolled. */
export const DIE_BUTTONS_WORDS = catalogue({
  enterResult: msg<{ label: string }>('{label}: enter the result'),
});
