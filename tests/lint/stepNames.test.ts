// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { megEngine } from '../../src/engine';

/**
 * Issue 34 part 5: a step declares its own slice. Outside a step's folder no code names a step to branch on it
 * (the end excepted, through `isFinished`), and what is said of an event or an action by its code belongs to the
 * registration of the step that emits or accepts it (`src/engine/steps/<step>/index.ts`, `src/ui/steps/registry.ts`).
 */

const SRC = 'src';

/** The registration: each step's folder, engine and UI side, the two registries that list them, and the lists of their slices and events. */
const REGISTRATION = [
  /^src\/engine\/steps\/[^/]+\//,
  /^src\/ui\/steps\/[^/]+\//,
  /^src\/engine\/steps\/registry\.ts$/,
  /^src\/ui\/steps\/registry\.ts$/,
  /^src\/engine\/schema\/(slices|events)\.ts$/,
];

/** The one comparison with a named step allowed outside it: the end of the game (`isFinished`). */
const END = 'src/engine/isFinished.ts';

/**
 * Files keyed by step that the rule does not reach yet, each with its reason: the names of the steps, which are words
 * (each step's other messages are in its folder's words.ts already).
 */
const KEYED_FILES: Readonly<Record<string, string>> = {
  'src/ui/words/stepNames.ts': "the steps' names: Home names a saved game's step without loading the engine, where each step's words live",
  'src/ui/words/undo.ts': "the steps' names in an undo's warning, beside the names Home uses",
};

/** A file keyed by step as one of KEYED_FILES is, being its translation (`stepNames.fr.ts` of `stepNames.ts`). */
const keyed = (file: string): boolean => file in KEYED_FILES || file.replace(/\.[a-z]{2}\.ts$/, '.ts') in KEYED_FILES;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sources(SRC)
  .map((path) => relative('.', path).split(sep).join('/'))
  .filter((path) => !REGISTRATION.some((pattern) => pattern.test(path)));

/** Every line of the files outside the registration matching `pattern`, as `file:line: text`. */
function hits(pattern: RegExp, skip: (file: string) => boolean = () => false): string[] {
  return files
    .filter((file) => !skip(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

/** A regular expression's alternation of names, longest first. */
function anyOf(names: Iterable<string>): string {
  return [...new Set(names)].sort((a, b) => b.length - a.length).join('|');
}

const EVENT_CODES = [...megEngine.eventAudience.keys()];
const ACTION_TYPES = megEngine.linkActions.map((def) => def.type);
const CODES = anyOf([...EVENT_CODES, ...ACTION_TYPES]);

describe('no code outside a step names a step or keys a table by its events and actions (issue 34 part 5)', () => {
  it('knows the codes it looks for', () => {
    expect(EVENT_CODES).toContain('territoryContestRevealed');
    expect(ACTION_TYPES).toContain('playDayCard');
  });

  it('compares `stepId` with no named step, the end in `isFinished` excepted', () => {
    const compared = /\bstepId\s*[!=]==?\s*['"`]|['"`][\w-]*['"`]\s*[!=]==?\s*[\w.?!]*\bstepId\b/;
    const found = hits(compared);
    expect(found.filter((hit) => !hit.startsWith(`${END}:`))).toEqual([]);
    expect(found.filter((hit) => hit.startsWith(`${END}:`))).toHaveLength(1);
  });

  it('switches on no `stepId`, looks for it in no list and places no step by its name in the order', () => {
    expect(hits(/\bswitch\s*\([^)]*\bstepId\b|\.includes\([^)]*\bstepId\b|\bSTEP_IDS\.indexOf\(\s*['"`]/)).toEqual([]);
  });

  it('types no table, set or map by step, event code or action type outside the registration and the core that reads it', () => {
    const typed = /\b(?:Record|Map|Set)<\s*(?:Exclude<\s*)?(?:StepId|EventCode|ActionType|Action\['type'\]|GameEvent\['code'\])/;
    expect(hits(typed, (file) => keyed(file) || file.startsWith('src/engine/core/'))).toEqual([]);
  });

  it('keys no table by event codes or action types, and lists none, outside the registration', () => {
    const key = new RegExp(`(?:^\\s*|[{,(]\\s*)['"]?\\b(?:${CODES})\\b['"]?\\s*:(?!:)`, 'g');
    // A list opens with a code (an indexed type, `EventParams['cardChosen']`, is no list).
    const listed = new RegExp(`(?<![\\w\\])])\\[\\s*['"](?:${CODES})['"]`);
    const tables = files
      .filter((file) => !keyed(file))
      .flatMap((file) => {
        const keys = readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => [...line.matchAll(key)].length);
        // A table has two entries or more: on one line, or on lines one after the other (a lone field named like a code is not one).
        return keys.flatMap((count, i) => (count >= 2 || (count >= 1 && (keys[i + 1] ?? 0) >= 1) ? [`${file}:${i + 1}`] : []));
      });
    expect(tables).toEqual([]);
    expect(hits(listed, keyed)).toEqual([]);
  });

  it('has none of the five tables it replaced', () => {
    expect(hits(/\b(?:REVEALS|HAND_PLAYS|STAY_FOCUSED|STEP_OF|RESULT_OF|RESULT_STEP)\b/)).toEqual([]);
  });

  it('names only files that exist among its exceptions', () => {
    expect(Object.keys(KEYED_FILES).filter((file) => !files.includes(file))).toEqual([]);
  });
});
