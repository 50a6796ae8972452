import { findTerritory, squareAt, type Density, type MapSquare, type PublicView, type Rules, type Square, type TerritoryRules } from '../../engine';
import { densityName, terrainName } from '../words/vocab';
import { MAP_WORDS, terrainShort } from './words';

/** What the map needs from a game: the public view's setup, territory, counter and march days. */
export type MapView = Pick<PublicView, 'setup' | 'territory' | 'counter' | 'days'>;

/** Densities in map order, least to most terrain (seed 000 PBS 9.B). */
export const DENSITIES: readonly Density[] = ['featureless', 'open', 'normal', 'dense', 'veryDense'];

/** Short density forms for small maps, explained by the key. */
export const DENSITY_SHORT: Record<Density, string> = MAP_WORDS.densityShort;

/** One square of the board as drawn and as read aloud. */
export interface BoardSquare {
  row: number;
  col: number;
  square: MapSquare;
  flankWords: string;
  flankShort: string;
  /** The counter stands here now. */
  here: boolean;
  /** The march started here (the counter's first square). */
  start: boolean;
  /** Days of the march that ended with the counter here. */
  days: number[];
  legal: boolean;
}

/** One day's move of the counter, drawn as an arrow (stays are not drawn). */
export interface BoardMove {
  day: number;
  from: Square;
  to: Square;
}

/** Everything the board draws for one territory. */
export interface Board {
  territory: TerritoryRules;
  edition: MapView['setup']['edition'];
  squares: BoardSquare[];
  moves: BoardMove[];
  start: Square | null;
  /** Flank words with their short forms, as the key lists them. */
  flankKey: { kind: MapSquare['flank']['kind']; words: string; short: string }[];
}

export const squareKey = (s: Square): number => s.row * 5 + s.col;


/** The flank option of a square in words: "No flank", "Deep Water" or "Rocky Ground or Woods" (seed 000 PBS 9.A). */
export function flankWords(rules: Rules, territory: TerritoryRules, square: MapSquare): string {
  if (square.flank.kind === 'none') return MAP_WORDS.noFlank;
  if (square.flank.kind === 'deepWater') return MAP_WORDS.deepWater;
  return MAP_WORDS.flankOptions({ options: square.flank.options.map((id) => terrainName(rules, territory, id)) });
}

/** Short flank forms for one map, made unique so the key reads both ways. */
function flankShorts(rules: Rules, territory: TerritoryRules, squares: MapSquare[]): Map<string, string> {
  const byName = new Map<string, string>();
  const taken = new Set<string>();
  for (const square of squares) {
    if (square.flank.kind !== 'pieces') continue;
    for (const id of square.flank.options) {
      const name = terrainName(rules, territory, id);
      if (byName.has(name)) continue;
      let short = terrainShort(name);
      for (let n = 2; taken.has(short); n++) short = `${terrainShort(name)}${n}`;
      taken.add(short);
      byName.set(name, short);
    }
  }
  return byName;
}

/** The board for a territory, or null when the territory is unknown or not yet chosen. */
export function boardFor(rules: Rules, view: MapView, territoryId: string | null, choices: readonly Square[]): Board | null {
  const territory = territoryId ? findTerritory(rules, view.setup.edition, territoryId) : undefined;
  if (!territory) return null;
  const cells: { row: number; col: number; square: MapSquare }[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const square = squareAt(rules, view.setup.edition, territory.id, row, col);
      if (square) cells.push({ row, col, square });
    }
  }
  const shorts = flankShorts(
    rules,
    territory,
    cells.map((c) => c.square),
  );
  const shortOf = (square: MapSquare): string => {
    if (square.flank.kind === 'none') return '–';
    if (square.flank.kind === 'deepWater') return MAP_WORDS.deepWaterShort;
    return square.flank.options.map((id) => shorts.get(terrainName(rules, territory, id)) ?? id).join('/');
  };
  const legal = new Set(choices.map(squareKey));
  // While the counter waits to move (choices with the counter on the board), the last day has no destination yet.
  const ended = choices.length > 0 && view.counter ? view.days.slice(0, -1) : view.days;
  const days = new Map<number, number[]>();
  for (const day of ended) days.set(squareKey(day.to), [...(days.get(squareKey(day.to)) ?? []), day.day]);
  const start = view.days[0]?.from ?? null;
  const startKey = start ? squareKey(start) : -1;
  const squares = cells.map(({ row, col, square }): BoardSquare => {
    const k = squareKey({ row, col });
    return {
      row,
      col,
      square,
      flankWords: flankWords(rules, territory, square),
      flankShort: shortOf(square),
      here: view.counter?.row === row && view.counter?.col === col,
      start: k === startKey,
      days: days.get(k) ?? [],
      legal: legal.has(k),
    };
  });
  const flankKey = new Map<string, Board['flankKey'][number]>();
  for (const s of squares) flankKey.set(s.flankWords, { kind: s.square.flank.kind, words: s.flankWords, short: s.flankShort });
  return {
    territory,
    edition: view.setup.edition,
    squares,
    moves: ended.filter((d) => d.from.row !== d.to.row || d.from.col !== d.to.col).map((d) => ({ day: d.day, from: d.from, to: d.to })),
    start,
    flankKey: [...flankKey.values()].sort((a, b) => order(a.kind) - order(b.kind) || a.words.localeCompare(b.words)),
  };
}

const order = (kind: MapSquare['flank']['kind']): number => ['deepWater', 'pieces', 'none'].indexOf(kind);

/** "day 2 ended here", "days 1, 2 and 4 ended here". */
export function daysWords(days: readonly number[]): string {
  return days.length === 0 ? '' : MAP_WORDS.daysEnded({ count: days.length, days: days.map(String) });
}

/** What the square holds, in words: flank, density, territory, counter and march. */
export function squareWords(board: Board, s: BoardSquare): string {
  return MAP_WORDS.squareHolds({
    flank: s.flankWords,
    density: densityName(s.square.density),
    inTerritory: s.square.inTerritory,
    territory: board.territory.name,
    here: s.here,
    start: s.start,
    ended: s.days.length > 0,
    days: daysWords(s.days),
  });
}

/** Whether choosing a legal square places the counter, moves it or keeps it (PBS 8.C-8.D). */
export function legalWords(view: MapView, s: BoardSquare): string {
  return MAP_WORDS.legal({ action: !view.counter ? 'place' : s.here ? 'stay' : 'move' });
}

/** Day numbers as badges: a run of three or more becomes "1–3" so five days fit one square. */
export function dayBadges(days: readonly number[]): string[] {
  const badges: string[] = [];
  let i = 0;
  while (i < days.length) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    if (j - i >= 2) badges.push(`${days[i]}–${days[j]}`);
    else for (let k = i; k <= j; k++) badges.push(String(days[k]));
    i = j + 1;
  }
  return badges;
}

/** Splits words into lines of at most `max` characters (a single longer word keeps its own line). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
