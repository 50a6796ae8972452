import type { Rules } from '../../engine';
import type { SchemaIssue } from '../../lib/issues';
import { catalogue, msg } from './catalogue';
import { issueLine } from './issues';

/** A problem with a game file: a sentence for the players and the technical path, shown under "Details". */
export interface FileProblem {
  message: string;
  details: string | null;
}


/** Most problems told in the message; the details list every one. */
const TOLD = 3;

/** The words of a broken game file's problems: the fields a path names, their values, what is wrong with them. */
export const FILE_PROBLEM_WORDS = catalogue({
  /** A setup's fields, by key. */
  setup: {
    edition: 'edition',
    scale: 'scale',
    cards: 'way of playing cards',
    dice: 'way of rolling dice',
    seed: 'game code',
    seedSource: 'note of who chose the game code',
    battleSeed: 'battle code',
    rulesVersion: 'app rules the game is played under',
    widthCm: 'table width',
    depthCm: 'table depth',
    baseWidthMm: 'base width',
    players: 'list of players',
    table: 'table',
  },
  /** An army's fields, by key. */
  army: {
    name: 'army name',
    rating: 'army commander rating',
    pbsCards: 'number of PBS cards',
    scoutingCards: 'number of scouting cards',
    territories: 'list of territories',
    tugs: 'number of TuGs',
    deploysFirst: 'troops that deploy first',
    batteries: 'battery TuGs',
    barricades: 'TuGs with barricades',
    battleWagons: 'battle wagons',
    redoubts: 'TuGs with redoubts',
    expendables: 'expendables',
  },
  /** A player's own fields, as `playerField` names them. */
  player: { name: 'name', details: 'details', army: 'army' },
  version: 'version',
  actions: 'list of actions',
  action: msg<{ number: number }>('action {number}'),
  content: 'content',
  setupField: 'setup',
  playerNumber: msg<{ player: number }>('player {player}'),
  /** A player's field (`field`, from `player` or `army`), e.g. "player 2's army name". */
  playerField: msg<{ player: number; field: string }>("player {player}'s {field}"),
  territory: msg<{ player: number; number: number }>("player {player}'s territory number {number}"),
  /** A value as the players would read it. */
  quoted: msg<{ text: string }>("'{text}'"),
  empty: 'empty',
  aList: 'a list',
  aGroup: 'a group of values',
  /** What the app expects, by zod's name of the type. */
  expected: { number: 'a number', string: 'text', array: 'a list', object: 'a group of values', boolean: 'yes or no' },
  somethingElse: 'something else',
  /** What is wrong with a field's value (`value` as said above). */
  missing: 'is missing',
  versions: msg<{ value: string; newest: string }>('is {value}; the app reads versions 1 to {newest}'),
  notKnown: msg<{ value: string; known: readonly string[] }>('is {value}; the app knows {known, list}'),
  wrongType: msg<{ value: string; expected: string }>('is {value}, where the app expects {expected}'),
  isEmpty: 'is empty',
  tooShort: msg<{ min: string }>('is too short: at least {min} characters'),
  tooFew: msg<{ min: string }>('holds too few entries: at least {min}'),
  tooSmall: msg<{ value: string; min: string }>('is {value}; it must be at least {min}'),
  tooLong: msg<{ max: string }>('is too long: at most {max} characters'),
  tooMany: msg<{ max: string }>('holds too many entries: at most {max}'),
  tooBig: msg<{ value: string; max: string }>('is {value}; it must be at most {max}'),
  unknownKeys: msg<{ keys: readonly string[] }>('holds something the app does not know: {keys, list}'),
  notValid: 'is not valid',
  /** One issue as a sentence: a player's field (`ofPlayer`: "In this file, player 2's name is empty.") or the file's ("This file's scale is 'huge'."). */
  sentence: msg<{ ofPlayer: boolean; field: string; problem: string }>("{ofPlayer, select, true {In this file, {field} {problem}.} other {This file's {field} {problem}.}}"),
  /** The technical line of an issue, for "Details" (`message`: the file format check's own words). */
  notOurs: 'This file is not a game file of the Pre-Battle Wizard.',
  cannotOpen: 'This game file cannot be opened.',
  more: msg<{ count: number }>('{count, plural, one {# more problem is} other {# more problems are}} listed under Details.'),
} as const);

const W = FILE_PROBLEM_WORDS;

/** The value a path points at in the data the file holds, or undefined. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A value as the players would read it: 'huge', 120, or a short description for lists and groups. */
function shown(value: unknown): string {
  if (typeof value === 'string') return W.quoted({ text: value.length > 40 ? `${value.slice(0, 40)}…` : value });
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return W.empty;
  if (Array.isArray(value)) return W.aList;
  return W.aGroup;
}

const wordOf = <T extends Readonly<Record<string, string>>>(words: T, key: unknown): string | undefined =>
  Object.hasOwn(words, String(key)) ? words[String(key) as keyof T] : undefined;

/** The field a path names, in words ("scale", "player 2's army name", "action 5"), and whether it is a player's or an action (said "In this file, ..."). */
function fieldWords(path: readonly PropertyKey[]): { field: string; ofPlayer: boolean } {
  const [top, ...rest] = path;
  const file = (field: string) => ({ field, ofPlayer: false });
  if (top === 'version') return file(W.version);
  if (top === 'actions') return typeof rest[0] === 'number' ? { field: W.action({ number: rest[0] + 1 }), ofPlayer: true } : file(W.actions);
  if (top !== 'setup') return file(W.content);
  if (rest.length === 0) return file(W.setupField);
  const [field, index, group, key, inner] = rest;
  if (field === 'players' && typeof index === 'number') {
    const player = index + 1;
    const of = (words: string) => ({ field: W.playerField({ player, field: words }), ofPlayer: true });
    if (group === undefined) return { field: W.playerNumber({ player }), ofPlayer: true };
    if (group === 'name') return of(W.player.name);
    if (group !== 'army') return of(W.player.details);
    if (key === undefined) return of(W.player.army);
    if (key === 'territories' && typeof inner === 'number') return { field: W.territory({ player, number: inner + 1 }), ofPlayer: true };
    return of((typeof inner === 'string' ? wordOf(W.army, inner) : wordOf(W.army, key)) ?? W.player.army);
  }
  return file(wordOf(W.setup, rest.at(-1)) ?? wordOf(W.setup, field) ?? W.setupField);
}

/** The names of a field's known values the players know them by (scales and editions by name). */
function knownValues(rules: Rules, path: readonly PropertyKey[], values: readonly unknown[]): string[] {
  const last = path.at(-1);
  if (last === 'scale') return rules.scales.scales.map((s) => s.name);
  if (last === 'edition') return values.map((v) => rules.editions[v as '2023' | '2020']?.name ?? String(v));
  return values.map((v) => shown(v));
}

function bound(n: number | bigint | undefined): string {
  return n === undefined ? '' : String(n);
}

/** What is wrong with the value, in words: "is 'huge'; the app knows Maximus, Magna and Pacto". */
function problemWords(rules: Rules, issue: SchemaIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_value':
      if (value === undefined) return W.missing;
      if (issue.path[0] === 'version') return W.versions({ value: shown(value), newest: shown(issue.values?.[0]) });
      return W.notKnown({ value: shown(value), known: knownValues(rules, issue.path, issue.values ?? []) });
    case 'invalid_type':
      if (value === undefined) return W.missing;
      return W.wrongType({ value: shown(value), expected: wordOf(W.expected, issue.expected ?? '') ?? W.somethingElse });
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? W.isEmpty : W.tooShort({ min: bound(issue.minimum) });
      if (issue.origin === 'array') return W.tooFew({ min: bound(issue.minimum) });
      return W.tooSmall({ value: shown(value), min: bound(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return W.tooLong({ max: bound(issue.maximum) });
      if (issue.origin === 'array') return W.tooMany({ max: bound(issue.maximum) });
      return W.tooBig({ value: shown(value), max: bound(issue.maximum) });
    case 'unrecognized_keys':
      return W.unknownKeys({ keys: (issue.keys ?? []).map((k) => W.quoted({ text: k })) });
    default:
      return W.notValid;
  }
}

/** One issue as a sentence: "This file's scale is 'huge'; the app knows Maximus, Magna and Pacto." */
function issueSentence(rules: Rules, data: unknown, issue: SchemaIssue): string {
  return W.sentence({ ...fieldWords(issue.path), problem: problemWords(rules, issue, valueAt(data, issue.path)) });
}

/**
 * Why a game file does not match the file format, in a player's words from the schema's issues and
 * the data the file holds, with each issue's path and message kept for "Details".
 */
export function fileSchemaProblem(rules: Rules, data: unknown, issues: readonly SchemaIssue[]): FileProblem {
  const details = issues.length > 0 ? issues.map(issueLine).join('\n') : null;
  if (issues.some((issue) => issue.path[0] === 'format')) return { message: W.notOurs, details };
  const sentences = issues.slice(0, TOLD).map((issue) => issueSentence(rules, data, issue));
  const more = issues.length > TOLD ? [W.more({ count: issues.length - TOLD })] : [];
  return { message: [W.cannotOpen, ...sentences, ...more].join(' '), details };
}
