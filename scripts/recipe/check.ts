/**
 * `npm run check:recipe` (issue 34 part 6): follows ARCHITECTURE.md's "Add a step" recipe with the made-up step
 * "omens" in a copy of the working tree, and checks that the step plays and that nothing made before it changed.
 *
 * It copies the tracked and untracked-not-ignored files to a temporary folder (node_modules linked), reads the
 * recipe's numbered places, applies the omens' edit for each (scripts/recipe/places.ts; a place without an edit,
 * or an edit for a place the recipe does not list, fails), greps the omens' code for `as` casts, then runs
 * `tsc --noEmit` and Vitest on every earlier build's artifacts (tests/builds), the links of every version (tests/share,
 * tests/formats, src/share) and the omens' own tests. `--prove` runs it once per place with that place's edit left
 * out and fails unless every such run fails: the recipe misses no place the step needs (`--place=<path>`: that place
 * alone). `--keep` keeps the copy;
 * `--apply` only applies the recipe to a copy it keeps.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { OMENS_FILES, PLACES } from './places';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const GIT_DIR = execFileSync('git', ['rev-parse', '--absolute-git-dir'], { cwd: ROOT, encoding: 'utf8' }).trim();
/** The omens' own tests: the engine's and the game screen's (each must be there: Vitest runs the others without a word). */
const OWN_TESTS = ['src/engine/steps/omens/index.test.ts', 'src/ui/steps/omens/OmensStep.test.tsx'];
/** The tests the check runs: every build's artifacts, the links of every version, the formats' pins, and the omens' own. */
const TESTS = ['tests/builds', 'tests/share', 'tests/formats', 'src/share/link.test.ts', 'src/engine/steps/registry.test.ts', 'src/engine/steps/words.test.ts', 'src/ui/words/stepMessages.test.ts', 'src/engine/steps/facts.test.ts', 'tests/lint/stepNames.test.ts', ...OWN_TESTS];

/** The places ARCHITECTURE.md's "Add a step" lists, in order: the backticked path each numbered item begins with. */
export function recipePlaces(architecture: string): string[] {
  const start = architecture.indexOf('**Add a step.**');
  const end = architecture.indexOf('**Add a screen.**', start);
  if (start < 0 || end < 0) throw new Error('ARCHITECTURE.md has no "**Add a step.**" recipe followed by "**Add a screen.**"');
  return [...architecture.slice(start, end).matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]!);
}

/** The working tree's files as git sees them: tracked (still there) and untracked but not ignored. */
function treeFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => existsSync(join(ROOT, f)) && statSync(join(ROOT, f)).isFile());
}

/** A copy of the tree in a new temporary folder, or in `at` (emptied first). */
function copyTree(at?: string): string {
  if (at) rmSync(at, { recursive: true, force: true });
  const root = at ?? mkdtempSync(join(tmpdir(), 'recipe-'));
  for (const file of treeFiles()) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(ROOT, file), join(root, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** The omens' own files in the tree after the recipe, with any `as` cast in them (`as const` and `import * as` are no casts). */
function casts(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const inTree = join(root, relative(OMENS_FILES, path));
        if (!existsSync(inTree) || /payloadV\d+\.ts$/.test(name)) continue;
        readFileSync(inTree, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const code = line.replace(/\/\/.*$|^\s*\*.*$|'[^']*'|`[^`]*`/g, '');
            if (/\bas\s+(?!const\b)[\w{[(]/.test(code) && !/^\s*import\b/.test(code)) found.push(`${relative(root, inTree)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
  };
  walk(OMENS_FILES);
  return found;
}

/** Runs one stage in the tree; its output is shown when it fails (or always, with `loud`). */
function stage(root: string, name: string, command: string, args: string[], loud: boolean): boolean {
  const began = Date.now();
  // The repository's history, for the tests that ask it (which build came after which fix), without a .git in the copy.
  const env = { ...process.env, FORCE_COLOR: '0', GIT_DIR: GIT_DIR };
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env, maxBuffer: 1 << 28 });
  const ok = result.status === 0;
  console.log(`   ${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - began) / 1000).toFixed(0)} s)`);
  if (!ok && loud) console.log(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-60).join('\n'));
  return ok;
}

/**
 * One run of the check, leaving out the edit of `skip`; true when everything passed. `reuse` (for `--prove`'s runs):
 * the folder to copy the tree into and a file where tsc keeps what it checked, so each run checks again only what changed.
 */
function check(skip: string | null, loud: boolean, keep: boolean, applyOnly = false, reuse?: { tree: string; tsInfo: string }): boolean {
  const root = copyTree(reuse?.tree);
  try {
    const places = recipePlaces(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));
    const unknown = places.filter((place) => !PLACES[place]);
    if (unknown.length) throw new Error(`ARCHITECTURE.md's "Add a step" lists ${unknown.map((p) => `\`${p}\``).join(', ')}, for which scripts/recipe/places.ts has no edit of the made-up step: add one.`);
    const unlisted = Object.keys(PLACES).filter((place) => !places.includes(place));
    if (unlisted.length) throw new Error(`The made-up step edits ${unlisted.map((p) => `\`${p}\``).join(', ')}, which ARCHITECTURE.md's "Add a step" does not list: add it to the recipe.`);
    for (const place of places) {
      if (place === skip) continue;
      try {
        PLACES[place]!({ root });
      } catch (error) {
        if (skip === null) throw new Error(`the made-up step's edit of \`${place}\` failed: ${(error as Error).message}`, { cause: error });
        console.log(`   FAIL the edit of \`${place}\`: ${(error as Error).message.split('\n')[0]}`);
        return false;
      }
    }
    const found = casts(root);
    if (found.length) {
      console.log(`   FAIL the made-up step's code has \`as\` casts:\n     ${found.join('\n     ')}`);
      return false;
    }
    console.log(`   ok   ${places.length - (skip ? 1 : 0)} places of the recipe applied, no casts`);
    if (applyOnly) return true;
    const missing = OWN_TESTS.filter((test) => !existsSync(join(root, test)));
    if (missing.length) {
      console.log(`   FAIL the made-up step's tests are missing: ${missing.join(', ')}`);
      return false;
    }
    return (
      stage(root, 'tsc --noEmit', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', ...(reuse ? ['--incremental', '--tsBuildInfoFile', reuse.tsInfo] : [])], loud) &&
      stage(root, `vitest run ${TESTS.join(' ')}`, 'npx', ['vitest', 'run', ...TESTS], loud)
    );
  } finally {
    if (keep) console.log(`   the copy is kept at ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

const began = Date.now();
const args = process.argv.slice(2);
const seconds = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;
if (args.includes('--prove')) {
  const only = args.find((arg) => arg.startsWith('--place='))?.slice('--place='.length);
  const places = recipePlaces(readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8')).filter((place) => !only || place === only);
  const passed: string[] = [];
  const work = mkdtempSync(join(tmpdir(), 'recipe-prove-'));
  const reuse = { tree: join(work, 'tree'), tsInfo: join(work, 'tsc.tsbuildinfo') };
  for (const place of places) {
    console.log(`== the recipe without \`${place}\` (must fail)`);
    if (check(place, false, false, false, reuse)) passed.push(place);
  }
  rmSync(work, { recursive: true, force: true });
  if (passed.length) {
    console.error(`check:recipe --prove: left out, these places still pass the check, so it would not notice them missing: ${passed.join(', ')} (${seconds()})`);
    process.exit(1);
  }
  console.log(`check:recipe --prove: each of the ${places.length} places, left out, fails the check (${seconds()})`);
} else {
  console.log('== the made-up step "omens" by ARCHITECTURE.md\'s "Add a step" recipe, in a copy of the tree');
  let ok: boolean;
  try {
    ok = check(null, true, args.includes('--keep') || args.includes('--apply'), args.includes('--apply'));
  } catch (error) {
    console.error(`check:recipe: ${(error as Error).message}`);
    process.exit(1);
  }
  if (ok && args.includes('--apply')) console.log(`check:recipe: the recipe applied, nothing run (${seconds()})`);
  else console.log(ok ? `check:recipe: the made-up step plays and every earlier artifact and link still opens (${seconds()})` : `check:recipe: FAILED (${seconds()})`);
  process.exit(ok ? 0 : 1);
}
