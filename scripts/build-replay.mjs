// Builds the replay CLI (scripts/replay.ts) into one plain ES module, build/replay/replay.mjs, so
// `npm run replay` compiles no TypeScript at run time (issue 14). Run directly or import `buildReplay`.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the built CLI lives (gitignored). */
export const REPLAY_BUILT = fileURLToPath(new URL('../build/replay/replay.mjs', import.meta.url));

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
