import type { Rules } from '../../engine';
import { andList } from './vocab';
import { catalogue } from './catalogue';

/** A problem with a game file: a sentence for the players and the technical path, shown under "Details". */
export interface FileProblem {
  message: string;
  details: string | null;
}

/** What this translator reads of a schema issue (zod's issue objects have this shape). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  values?: readonly unknown[];
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: readonly string[];
}

/** Most problems told in the message; the details list every one. */
const TOLD = 3;

const SETUP_FIELDS: Record<string, string> = {
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
};

const ARMY_FIELDS: Record<string, string> = {
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
};

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
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  return 'a group of values';
}

/** The field a path names, in words: "scale", "player 2's army name", "action 5". */
function fieldWords(path: readonly PropertyKey[]): string {
  const [top, ...rest] = path;
  if (top === 'version') return 'version';
  if (top === 'actions') return typeof rest[0] === 'number' ? `action ${rest[0] + 1}` : 'list of actions';
  if (top !== 'setup') return 'content';
  if (rest.length === 0) return 'setup';
  const [field, index, group, key, inner] = rest;
  if (field === 'players' && typeof index === 'number') {
    const who = `player ${index + 1}'s`;
    if (group === undefined) return `player ${index + 1}`;
    if (group === 'name') return `${who} name`;
    if (group !== 'army') return `${who} details`;
    if (key === undefined) return `${who} army`;
    if (key === 'territories' && typeof inner === 'number') return `${who} territory number ${inner + 1}`;
    const name = typeof inner === 'string' ? ARMY_FIELDS[inner] : ARMY_FIELDS[String(key)];
    return `${who} ${name ?? 'army'}`;
  }
  const last = rest.at(-1);
  return SETUP_FIELDS[String(last)] ?? SETUP_FIELDS[String(field)] ?? 'setup';
}

/** The names of a field's known values the players know them by (scales and editions by name). */
function knownValues(rules: Rules, path: readonly PropertyKey[], values: readonly unknown[]): string[] {
  const last = path.at(-1);
  if (last === 'scale') return rules.scales.scales.map((s) => s.name);
  if (last === 'edition') return values.map((v) => rules.editions[v as '2023' | '2020']?.name ?? String(v));
  return values.map((v) => shown(v));
}

const EXPECTED_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'a group of values',
  boolean: 'yes or no',
};

function bound(n: number | bigint | undefined): string {
  return n === undefined ? '' : String(n);
}

/** What is wrong with the value, in words: "is 'huge'; the app knows Maximus, Magna and Pacto". */
function problemWords(rules: Rules, issue: SchemaIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_value':
      if (value === undefined) return 'is missing';
      if (issue.path[0] === 'version') return `is ${shown(value)}; the app reads versions 1 to ${shown(issue.values?.[0])}`;
      return `is ${shown(value)}; the app knows ${andList(knownValues(rules, issue.path, issue.values ?? []))}`;
    case 'invalid_type':
      if (value === undefined) return 'is missing';
      return `is ${shown(value)}, where the app expects ${EXPECTED_WORDS[issue.expected ?? ''] ?? 'something else'}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is empty' : `is too short: at least ${bound(issue.minimum)} characters`;
      if (issue.origin === 'array') return `holds too few entries: at least ${bound(issue.minimum)}`;
      return `is ${shown(value)}; it must be at least ${bound(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `is too long: at most ${bound(issue.maximum)} characters`;
      if (issue.origin === 'array') return `holds too many entries: at most ${bound(issue.maximum)}`;
      return `is ${shown(value)}; it must be at most ${bound(issue.maximum)}`;
    case 'unrecognized_keys':
      return `holds something the app does not know: ${andList((issue.keys ?? []).map((k) => `'${k}'`))}`;
    default:
      return 'is not valid';
  }
}

/** One issue as a sentence: "This file's scale is 'huge'; the app knows Maximus, Magna and Pacto." */
function issueSentence(rules: Rules, data: unknown, issue: SchemaIssue): string {
  const field = fieldWords(issue.path);
  const problem = problemWords(rules, issue, valueAt(data, issue.path));
  const sentence = field.includes("'s ") || /^(action|player) \d/.test(field) ? `In this file, ${field} ${problem}` : `This file's ${field} ${problem}`;
  return `${sentence}.`;
}

/** The technical line of an issue, for "Details": "at setup.scale: Invalid option: ...". */
function issueDetail(issue: SchemaIssue): string {
  const where = issue.path.length > 0 ? `at ${issue.path.map(String).join('.')}` : 'at the top';
  return `${where}: ${issue.message}`;
}

/**
 * Why a game file does not match the file format, in a player's words from the schema's issues and
 * the data the file holds, with each issue's path and message kept for "Details".
 */
export const fileSchemaProblem = catalogue(function fileSchemaProblem(rules: Rules, data: unknown, issues: readonly SchemaIssue[]): FileProblem {
  const details = issues.length > 0 ? issues.map(issueDetail).join('\n') : null;
  if (issues.some((issue) => issue.path[0] === 'format')) return { message: 'This file is not a game file of the Pre-Battle Wizard.', details };
  const sentences = issues.slice(0, TOLD).map((issue) => issueSentence(rules, data, issue));
  const more = issues.length > TOLD ? ` ${issues.length - TOLD} more ${issues.length - TOLD === 1 ? 'problem is' : 'problems are'} listed under Details.` : '';
  const message = `This game file cannot be opened.${sentences.length > 0 ? ` ${sentences.join(' ')}` : ''}${more}`;
  return { message, details };
});
