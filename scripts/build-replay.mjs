// Builds the replay CLI (scripts/replay.ts) into one plain ES module, build/replay/replay.mjs, so
// `npm run replay` compiles no TypeScript at run time (issue 14). Run directly or import `buildReplay`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the built CLI lives (gitignored). */
export const REPLAY_BUILT = fileURLToPath(new URL('../build/replay/replay.mjs', import.meta.url));

/** What the built CLI is made from: the engine, the words and the rules' data it bundles, and the script itself. */
const SOURCES = ['src', 'data', 'scripts/replay.ts', 'package-lock.json'];

/** The newest modification time among a file or a folder's files (0 when it is missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Whether the built CLI is missing or older than any of its sources, so `npm run replay` never checks a file
 * with an engine or words older than the checkout's (a stale build once said a downgraded file was all checked).
 */
export function replayIsStale() {
  if (!existsSync(REPLAY_BUILT)) return true;
  const built = statSync(REPLAY_BUILT).mtimeMs;
  return SOURCES.some((source) => newest(join(root, source)) > built);
}

/** Bundles scripts/replay.ts with the engine, zod and seedrandom into REPLAY_BUILT. */
export async function buildReplay() {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'scripts/replay.ts',
      outDir: 'build/replay',
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      rollupOptions: { output: { format: 'es', entryFileNames: 'replay.mjs' } },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildReplay();
