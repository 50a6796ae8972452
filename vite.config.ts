import { defaultExclude, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { RuleFiles } from './src/engine/rules';

/**
 * Runs the full zod `loadRules` on the bundled rules files as they are on disk, and each pack's loader on its
 * file, failing the build with the loader's message: the app then builds them without parsing (bundledRules,
 * the packs' bundled.ts; STYLE.md habit 5).
 */
/**
 * The app's schemas are built at the top of their modules (`const XSchema = z.strictObject(...)...`), and a call could do
 * anything as far as the bundler knows: this marks each such definition in the app's own code as free of side effects,
 * so a schema nothing reads is left out (the rules files' own schemas, which the app never runs on its bundled files:
 * bundledRules). A library's code is not touched (a bare `z` in `manualPureFunctions` also matched a library's
 * minified function of that name, and the QR code's drawing broke).
 */
function pureSchemas(): Plugin {
  const definition = /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(z\.)/gm;
  return {
    name: 'pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const marked = code.replace(definition, '$1/* @__PURE__ */ $2');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

function checkBundledRules(): Plugin {
  let root = process.cwd();
  const read = (path: string): unknown => JSON.parse(readFileSync(resolve(root, path), 'utf8'));
  const fresh = (files: Record<string, unknown>) => Object.fromEntries(Object.keys(files).map((path) => [path, read(path)]));
  const one = (file: { path: string }) => ({ path: file.path, data: read(file.path) });
  return {
    name: 'check-bundled-rules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // Through Vite's module runner, so the config itself stays free of the app's TypeScript and JSON imports.
      const { module: engine } = await runnerImport<typeof import('./src/engine/index')>('/src/engine/index.ts');
      const { loadRules, ruleFiles } = engine;
      const files: RuleFiles = {
        editions: fresh(ruleFiles.editions),
        territories: fresh(ruleFiles.territories),
        qrsTerrain: one(ruleFiles.qrsTerrain),
        qrsMap: one(ruleFiles.qrsMap),
        weather: one(ruleFiles.weather),
        scales: one(ruleFiles.scales),
        components: one(ruleFiles.components),
        glossary: one(ruleFiles.glossary),
      };
      try {
        loadRules(files);
      } catch (error) {
        this.error(`The bundled rules do not load: ${(error as Error).message}`);
      }
      // The packs' shipped files, likewise built without their parse at run time (src/packs/*/bundled.ts).
      const { module: ccn } = await runnerImport<typeof import('./src/packs/ccn/index')>('/src/packs/ccn/index.ts');
      const { module: agv } = await runnerImport<typeof import('./src/packs/agv/index')>('/src/packs/agv/index.ts');
      for (const load of [ccn.loadCcn(read(ccn.CCN_DATA_PATH)), agv.loadAgv(read(agv.AGV_DATA_PATH))]) {
        if (!load.ok) this.error(`A bundled pack does not load: ${load.error}`);
      }
    },
  };
}

/**
 * The web manifest in every other language (issue 36): the manifest VitePWA writes, its name, short name and
 * description taken from the manifest's words in that language (src/ui/shell/manifestWords.ts and its translations),
 * as `manifest.<lang>.webmanifest`; the page links the one of the language on screen (src/ui/shell/manifestLink.ts).
 * English is checked against the same words, so the two cannot drift.
 */
function languageManifests(): Plugin {
  return {
    name: 'language-manifests',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const english = bundle['manifest.webmanifest'];
      if (!english || english.type !== 'asset') return;
      const manifest = JSON.parse(String(english.source)) as Record<string, unknown>;
      const { module: texts } = await runnerImport<typeof import('./src/ui/shell/manifestTexts')>('/src/ui/shell/manifestTexts.ts');
      for (const text of texts.manifestTexts()) {
        if (text.lang === 'en') {
          if (manifest.name !== text.name || manifest.short_name !== text.short_name || manifest.description !== text.description) {
            this.error('The web manifest in vite.config.ts no longer says what src/ui/shell/manifestWords.ts does: say it in both');
          }
        } else this.emitFile({ type: 'asset', fileName: `manifest.${text.lang}.webmanifest`, source: JSON.stringify({ ...manifest, ...text }) });
      }
    },
  };
}

/** The tests that need a page (jsdom, Testing Library's matchers): the UI's, and the share link's base, which reads the page's address and storage. */
const DOM_TESTS = ['src/ui/**/*.test.{ts,tsx}', 'src/share/base.test.ts'];

export default defineConfig({
  plugins: [
    pureSchemas(),
    checkBundledRules(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
      manifest: {
        // The same words as src/ui/shell/manifestWords.ts (the build checks it, and writes each other language's manifest from them).
        name: 'Pre-Battle Wizard for Mortem et Gloriam',
        lang: 'en',
        short_name: 'Pre-Battle',
        description:
          'Walks two players through the Mortem et Gloriam pre-battle: roll-off, the five-day PBS march, terrain, weather, scouting and deployment. Also battle dice and line of sight for Commands & Colors: Napoleonics, and table layouts and terrain effects for A Great Victory!. Works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a2e1d',
        background_color: '#f6f1e7',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        // The round screen's QR decoder (src/ui/round/scan/zxingReader.ts, its script and its .wasm, about 1 MB) is not
        // precached: a player who never opens a round downloads none of it. The round screen fetches both into this
        // cache the first time it opens (keepForOffline), and the worker serves them from it from then on, offline too.
        globIgnores: ['**/zxingReader-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/assets\/(zxingReader-[\w-]+\.js|zxing_reader-[\w-]+\.wasm)$/.test(url.pathname),
            handler: 'CacheFirst',
            // The page keeps them with a plain fetch, the script is then imported as a module (which sends an Origin
            // header): a server answering `Vary: Origin` (vite preview does) would otherwise make them never match.
            options: { cacheName: 'pbw-scan-decoder', matchOptions: { ignoreVary: true } },
          },
        ],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    // After VitePWA, whose manifest it reads.
    languageManifests(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The chunks' import graph (dist/.vite/manifest.json): the test command's budget follows it to a game's scripts.
    manifest: true,
    // The entry page still preloads what it imports. A screen loaded later gets no <link rel="modulepreload">
    // per chunk it needs: inserting them cost a resumed game about 40 ms of main thread (150 ms in Lighthouse's
    // throttled CPU) before it could draw, and the browser fetches those chunks as it reads the screen's imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The words' `catalogue()` has no side effects: a catalogue nothing reads is left out (schemas: pureSchemas).
    rolldownOptions: { treeshake: { manualPureFunctions: ['catalogue'] } },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  test: {
    globals: true,
    // Every other test (the engine's, the packs', the share codec's, the data, lint and replay checks) runs in Node:
    // no page to build for each file.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], exclude: [...defaultExclude, ...DOM_TESTS] },
      },
      { extends: true, test: { name: 'dom', environment: 'jsdom', setupFiles: ['./tests/setup.ts'], include: DOM_TESTS } },
    ],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
