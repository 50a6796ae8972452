import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstVisitJsGzip, gameScripts, gzipBytes, homeScripts } from './bundleSize';

/**
 * The hard ceilings the test command enforces, each just above today's figure so the budget cannot rot
 * (2026-11-24, after the later steps' screens, the map, the projector's messages and the views' schemas left a
 * game's first load): the first visit's scripts (74.6 kB), what a game loads up to its first step (the entry, the
 * game screen and their static imports, the opening steps' screens among them: 174.8 kB), and Home on a first
 * visit (81.2 kB), held under the floor app's 84.5 kB that day (issue 14: Home no more than the floor). The
 * targets, against the floor app, are `npm run bench`'s.
 */
const FIRST_VISIT_LIMIT_KB = 77;
const GAME_LIMIT_KB = 177;
const HOME_LIMIT_KB = 84;

const dist = process.argv[2] ?? 'dist';
let over = false;

function check(label: string, files: readonly string[], limitKb: number): void {
  const kb = files.reduce((sum, file) => sum + gzipBytes(dist, file), 0) / 1024;
  console.log(`${label}: ${kb.toFixed(1)} kB gzip in ${files.length} file(s) (limit ${limitKb} kB)`);
  if (kb > limitKb) {
    console.error(`  over budget by ${(kb - limitKb).toFixed(1)} kB.`);
    over = true;
  }
}

const { files } = firstVisitJsGzip(dist);
if (files.length === 0) {
  console.error(`No script found in ${dist}/index.html: run the build first.`);
  process.exit(1);
}
check('first-visit JavaScript', files, FIRST_VISIT_LIMIT_KB);
check('JavaScript a game loads up to its first step', gameScripts(dist), GAME_LIMIT_KB);
check('JavaScript Home loads on a first visit', homeScripts(dist), HOME_LIMIT_KB);

/**
 * Two things the build's tree-shaking of zod (vite.config.ts: every call through `z` is taken as free of side
 * effects) must get right: zod's jitless set-up is kept, and the rules files' schemas, which only the build and
 * the tests run, are left out. Each is looked for by text its code always holds once minified.
 */
function checkZodShaking(): void {
  const scripts = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'));
  const jitless = scripts.some((text) => text.includes('jitless:!0'));
  if (!jitless) console.error('zod is not set up jitless in the build: its config call was dropped (src/lib/zod.ts).');
  // A message each of these rules schemas holds, checked against its source first, so a reworded message fails
  // here rather than leaving a check that can no longer fail.
  const markers = [
    ['src/engine/schema/qrs2020.ts', 'terrain ids must be unique'],
    ['src/engine/schema/scales.ts', 'one entry per scale'],
    ['src/engine/schema/territory.ts', 'largerThan must be below maxSize'],
    ['src/engine/schema/glossary.ts', 'optionally joined by a hyphen'],
  ] as const;
  const stale = markers.filter(([source, message]) => !readFileSync(source, 'utf8').includes(message));
  for (const [source, message] of stale) console.error(`"${message}" is no longer in ${source}: choose another of its messages for this check.`);
  const kept = markers.filter(([, message]) => scripts.some((text) => text.includes(message))).map(([source]) => source);
  if (kept.length > 0) console.error(`The rules files' schemas are in the app's scripts (${kept.join(', ')}): something the app runs reads them.`);
  if (jitless && stale.length === 0 && kept.length === 0) console.log("zod in the build: set up jitless, without the rules files' schemas");
  else over = true;
}
checkZodShaking();
if (over) process.exit(1);
