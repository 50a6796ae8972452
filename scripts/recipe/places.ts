import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The made-up step "omens" (issue 34 part 6), one edit a place of ARCHITECTURE.md's "Add a step" recipe, keyed by
 * the path the recipe's item begins with. A place the recipe adds later is one more entry here: its path as the
 * recipe writes it, and what the omens put there (a file of omens/, a line after an anchor, or a command).
 */

/** The omens' own files, laid out as they go in the tree (kept out of the typecheck and lint: their imports are relative to where they go). */
export const OMENS_FILES = join(dirname(fileURLToPath(import.meta.url)), 'omens');

/** Where an edit works: the copied tree. */
export interface Tree {
  root: string;
}

/** The app rules version after the tree's newest (`{ version: n, ...}` entries of RULES_VERSIONS): the one the omens come with. */
function nextRules(tree: Tree): number {
  const versions = [...readFileSync(join(tree.root, 'src/engine/rulesVersion.ts'), 'utf8').matchAll(/\{ version: (\d+), month:/g)].map((m) => Number(m[1]));
  if (versions.length === 0) throw new Error('src/engine/rulesVersion.ts: no rules version found (the recipe\'s edit needs updating)');
  return Math.max(...versions) + 1;
}

/** The one number `pattern` finds in a file of the tree, or the highest of several (each the pattern's first group). */
function highest(tree: Tree, path: string, pattern: RegExp): number {
  const found = [...readFileSync(join(tree.root, path), 'utf8').matchAll(pattern)].map((m) => Number(m[1]));
  if (found.length === 0) throw new Error(`${path}: no ${String(pattern)} found (the recipe's edit needs updating)`);
  return Math.max(...found);
}

/** The newest link version with a body in the tree (`src/share/payloadV<n>.ts`): the omens' link version is the one after it. */
function newestBody(tree: Tree): number {
  return Math.max(...readdirSync(join(tree.root, 'src/share')).map((f) => Number(/^payloadV(\d+)\.ts$/.exec(f)?.[1] ?? 0)));
}

/**
 * Copies one of omens/'s files or folders to a path in the tree (the same, unless `to` is given), its `__NEXT_RULES__`
 * the app rules version it adds, `__LINK__` the tree's newest link version and `__NEXT_LINK__` the one it adds.
 */
function put(tree: Tree, path: string, to = path): void {
  const from = join(OMENS_FILES, path);
  if (!existsSync(from)) throw new Error(`scripts/recipe/omens/${path} is missing`);
  const link = newestBody(tree);
  cpSync(from, join(tree.root, to), { recursive: true });
  const file = join(tree.root, to);
  if (!file.endsWith('.ts')) return;
  const text = readFileSync(file, 'utf8').replaceAll('__NEXT_RULES__', String(nextRules(tree)));
  writeFileSync(file, text.replaceAll('__NEXT_LINK__', String(link + 1)).replaceAll('__LINK__', String(link)));
}

/** Adds `text` on the line after the one line holding `anchor` (or before it), failing when the anchor is not there exactly once. */
function addLine(tree: Tree, path: string, anchor: string, text: string, where: 'after' | 'before' = 'after'): void {
  const file = join(tree.root, path);
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.flatMap((line, i) => (line.includes(anchor) ? [i] : []));
  if (at.length !== 1) throw new Error(`${path}: expected one line holding "${anchor}", found ${at.length} (the recipe's edit needs updating)`);
  lines.splice(where === 'after' ? at[0]! + 1 : at[0]!, 0, text);
  writeFileSync(file, lines.join('\n'));
}

/** Replaces the one occurrence of `from` in a file. */
function replaceOnce(tree: Tree, path: string, from: string, to: string): void {
  const file = join(tree.root, path);
  const text = readFileSync(file, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`${path}: expected "${from}" once (the recipe's edit needs updating)`);
  writeFileSync(file, text.replace(from, to));
}

/** Runs a command of the project in the tree, as the recipe says to run it. */
function run(tree: Tree, command: string, args: string[]): void {
  execFileSync(command, args, { cwd: tree.root, stdio: 'pipe' });
}

/** The omens' edit for each place of the recipe, by the path its item begins with. */
export const PLACES: Record<string, (tree: Tree) => void> = {
  'src/engine/steps/<step>/slice.ts': (t) => put(t, 'src/engine/steps/omens/slice.ts'),
  'src/engine/steps/<step>/events.ts': (t) => put(t, 'src/engine/steps/omens/events.ts'),
  'src/engine/steps/<step>/words.ts': (t) => {
    put(t, 'src/engine/steps/omens/words.ts');
    put(t, 'src/engine/steps/omens/words.fr.ts');
  },
  'src/engine/steps/<step>/index.ts': (t) => put(t, 'src/engine/steps/omens/index.ts'),
  'src/engine/steps/<step>/index.test.ts': (t) => put(t, 'src/engine/steps/omens/index.test.ts'),
  'src/engine/schema/slices.ts': (t) => {
    addLine(t, 'src/engine/schema/slices.ts', "import { moveCounterSlice }", "import { omensSlice } from '../steps/omens/slice';");
    addLine(t, 'src/engine/schema/slices.ts', '  rollOffSlice,', '  omensSlice,');
  },
  'src/engine/schema/events.ts': (t) => {
    addLine(t, 'src/engine/schema/events.ts', "import { moveCounterEvents }", "import { omensEvents } from '../steps/omens/events';");
    addLine(t, 'src/engine/schema/events.ts', '  rollOff: rollOffEvents,', '  omens: omensEvents,');
    addLine(t, 'src/engine/schema/events.ts', '  STEP_EVENTS.rollOff,', '  STEP_EVENTS.omens,');
  },
  'src/engine/steps/registry.ts': (t) => {
    addLine(t, 'src/engine/steps/registry.ts', "import { moveCounterStep }", "import { omensStep } from './omens';");
    addLine(t, 'src/engine/steps/registry.ts', '    rollOffStep,', '    omensStep,');
  },
  'src/engine/rulesVersion.ts': (t) =>
    addLine(t, 'src/engine/rulesVersion.ts', '] as const satisfies readonly RulesVersion[];', `  /** The omens after the roll-off. */\n  { version: ${nextRules(t)}, month: '2026-12' },`, 'before'),
  'src/engine/schema/log.ts': (t) => {
    const log = highest(t, 'src/engine/schema/log.ts', /export const LOG_VERSION = (\d+);/g);
    replaceOnce(t, 'src/engine/schema/log.ts', `export const LOG_VERSION = ${log};`, `export const LOG_VERSION = ${log + 1};`);
  },
  'src/engine/migrate.ts': (t) => {
    // The upgrade from the newest version the upgrades reach (the log version before the omens').
    const last = highest(t, 'src/engine/migrate.ts', /(\d+): fromV\d+ \};/g);
    const from = last + 1;
    addLine(t, 'src/engine/migrate.ts', 'const UPGRADES', `/** Version ${from} to ${from + 1}: nothing to change; version ${from + 1} only adds an action, the omens. */\nfunction fromV${from}(log: Json): Json {\n  return { ...log, version: ${from + 1} };\n}\n`, 'before');
    replaceOnce(t, 'src/engine/migrate.ts', `${last}: fromV${last} };`, `${last}: fromV${last}, ${from}: fromV${from} };`);
  },
  'tests/fixtures/formats/log-v<n>.json': (t) => run(t, 'npx', ['tsx', 'scripts/pin-formats.ts', 'log']),
  'src/share/payload.ts': (t) => {
    const link = highest(t, 'src/share/payload.ts', /export const SHARE_VERSION = (\d+);/g);
    replaceOnce(t, 'src/share/payload.ts', `export const SHARE_VERSION = ${link};`, `export const SHARE_VERSION = ${link + 1};`);
  },
  'src/share/pins/link-v<n>.json': (t) => {
    const pinned = Math.max(...readdirSync(join(t.root, 'src/share/pins')).map((f) => Number(/^link-v(\d+)\.json$/.exec(f)?.[1] ?? 0)));
    run(t, 'npx', ['tsx', 'scripts/pin-formats.ts', 'link', String(pinned + 1)]);
  },
  'src/share/payloadV<n>.ts': (t) => put(t, 'src/share/payloadVnext.ts', `src/share/payloadV${newestBody(t) + 1}.ts`),
  'src/share/codec.ts': (t) => {
    const n = highest(t, 'src/share/codec.ts', /^ {2}(\d+): \{ flags: FLAGS_V\d+,/gm);
    const next = n + 1;
    addLine(t, 'src/share/codec.ts', `from './payloadV${n}';`, `import { FLAGS_V${next}, readBodyV${next}, writeBodyV${next} } from './payloadV${next}';`);
    addLine(t, 'src/share/codec.ts', `  ${n}: { flags: FLAGS_V${n}, write: writeBodyV${n}, read: readBodyV${n} },`, `  ${next}: { flags: FLAGS_V${next}, write: writeBodyV${next}, read: readBodyV${next} },`);
  },
  'src/ui/steps/<step>/': (t) => put(t, 'src/ui/steps/omens'),
  'src/ui/steps/registry.ts': (t) =>
    addLine(t, 'src/ui/steps/registry.ts', '  rollOff: { Screen: RollOffStep, ...alone },', "  omens: { Screen: lazyNamed(() => import('./omens/OmensStep'), 'OmensStep'), ...alone },"),
  'src/ui/words/stepNames.ts': (t) => {
    addLine(t, 'src/ui/words/stepNames.ts', "  rollOff: 'the roll-off',", "  omens: 'the omens',");
    addLine(t, 'src/ui/words/stepNames.fr.ts', "  rollOff: 'le jet d’initiative',", "  omens: 'les présages',");
  },
};
