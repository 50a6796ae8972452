import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzip bytes of one built file (what the server would send compressed); 0 when it is not in the build. */
export function gzipBytes(distDir: string, file: string): number {
  const path = join(distDir, file.replace(/^\//, ''));
  return existsSync(path) ? gzipSync(readFileSync(path)).length : 0;
}

/** The scripts a built index.html loads on a first visit (entry and modulepreloads), as paths inside the build. */
export function entryScripts(distDir = 'dist'): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string))];
}

/** The files the service worker downloads on install: its precache manifest (from sw.js), and the worker's own scripts. */
export function precache(distDir = 'dist'): { files: string[]; worker: string[] } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string);
  const worker = ['sw.js', ...[...sw.matchAll(/define\(\["\.\/(workbox-[^"]+)"\]/g)].map((m) => `${m[1] as string}.js`)];
  return { files, worker };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Vite's manifest of the build (`build.manifest`): each chunk's file and static imports, keyed by source. */
function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The scripts of these manifest keys with everything they import statically. */
function scriptsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * The screen of a game's first step, the roll-off. It has a manifest key only when the game screen loads it on
 * demand; otherwise it is inside the game screen's scripts, already counted.
 */
const FIRST_STEP = 'src/ui/steps/rollOff/RollOffStep.tsx';

/** One figure of the budget: what it counts, the manifest keys it starts from, and its fixed ceiling. */
interface Budget {
  figure: string;
  keys: (manifest: Manifest) => string[];
  ceilingKb: number;
}

/**
 * The budget's fixed ceilings (README, "Size budget"); only an issue changes them. Each figure is the gzip size
 * of some manifest keys' scripts with everything they import statically.
 */
export const BUDGETS: readonly Budget[] = [
  { figure: "index.html's scripts", keys: () => ['index.html'], ceilingKb: 88 },
  {
    figure: 'what Home loads on a first visit (the entry, the saved games and the service worker registration)',
    keys: (manifest) => ['index.html', 'src/ui/library/GameLibrary.tsx', ...Object.keys(manifest).filter((key) => key.includes('workbox-window'))],
    ceilingKb: 93,
  },
  {
    figure: "a game up to its first step (the entry, the game screen and the first step's screen)",
    keys: (manifest) => ['index.html', 'src/ui/game/GameScreen.tsx', ...(FIRST_STEP in manifest ? [FIRST_STEP] : [])],
    ceilingKb: 200,
  },
];

/** French, loaded only when it is chosen (issue 36): its module with everything it imports statically. */
const FRENCH = 'src/ui/words/fr/index.ts';

/** Each budget's figure in kB of gzip (1024 bytes), from a production build, with the scripts it counts. */
export function bundleFigures(distDir = 'dist'): { budget: Budget; kb: number; files: number; scripts: string[] }[] {
  if (!existsSync(FIRST_STEP)) throw new Error(`${FIRST_STEP} is not the first step's screen any more: name the one that is`);
  const manifest = readManifest(distDir);
  return BUDGETS.map((budget) => {
    const scripts = scriptsOf(manifest, budget.keys(manifest));
    return { budget, kb: weight(distDir, scripts), files: scripts.length, scripts };
  });
}

/** The gzip kB of some built scripts. */
function weight(distDir: string, scripts: readonly string[]): number {
  return scripts.reduce((sum, file) => sum + gzipBytes(distDir, file), 0) / 1024;
}

/** The same scripts with French chosen: they and French's own, each counted once (the bench's figures, issue 36). */
export function withFrench(distDir: string, scripts: readonly string[]): { kb: number; files: number } {
  const all = [...new Set([...scripts, ...scriptsOf(readManifest(distDir), [FRENCH])])];
  return { kb: weight(distDir, all), files: all.length };
}

/** Prints each figure with its ceiling and returns whether all are within them (the test command's budget step). */
export function checkBudget(distDir = 'dist'): boolean {
  const figures = bundleFigures(distDir);
  for (const { budget, kb, files } of figures) {
    const verdict = kb <= budget.ceilingKb ? 'within' : 'OVER';
    console.log(`${verdict}: ${budget.figure}: ${kb.toFixed(1)} kB gzip in ${files} file(s), ceiling ${budget.ceilingKb} kB`);
  }
  return figures.every(({ budget, kb }) => kb <= budget.ceilingKb);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(checkBudget(process.argv[2]) ? 0 : 1);
}
