/**
 * The Firefox and WebKit suite (issue 35): `npm run test:browsers [-- --engine=firefox|webkit] [vitest filters]`.
 * Debian's browsers are installed when missing and this runs as root, else it stops naming the command (never a
 * skip); the production build is made when its folder (BROWSERS_DIST, else dist/) has none; then each engine runs
 * the tests of e2e-browsers/ in Vitest, writing reports/browsers-<engine>.json, and its wall time is printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const ENGINES = ['firefox', 'webkit'] as const;
type Engine = (typeof ENGINES)[number];

/** What each engine needs on the machine, with the Debian package that brings it. */
const NEEDS: Record<Engine, { path: string; what: string; pkg: string }[]> = {
  firefox: [{ path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', what: 'Firefox ESR', pkg: 'firefox-esr' }],
  webkit: [
    { path: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', what: 'WebKitWebDriver', pkg: 'webkit2gtk-driver' },
    { path: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', what: "WebKitGTK's MiniBrowser", pkg: 'libwebkit2gtk-4.1-0' },
    { path: '/usr/bin/Xvfb', what: 'Xvfb', pkg: 'xvfb' },
  ],
};
const INSTALL = 'apt-get install -y firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb';

const args = process.argv.slice(2);
const asked = args.filter((a) => a.startsWith('--engine=')).map((a) => a.slice('--engine='.length));
const rest = args.filter((a) => !a.startsWith('--engine='));
const unknown = asked.filter((e) => !ENGINES.includes(e as Engine));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: use --engine=firefox or --engine=webkit (both when left out).`);
  process.exit(2);
}
const engines: Engine[] = asked.length > 0 ? (asked as Engine[]) : [...ENGINES];

const seconds = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const started = Date.now();

const missing = () => engines.flatMap((e) => NEEDS[e]).filter((need) => !existsSync(need.path));
if (missing().length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`== ${missing().map((n) => n.what).join(', ')} missing: ${INSTALL}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...INSTALL.split(' ').slice(3)], { stdio: 'inherit', env });
  }
  const still = missing();
  if (still.length > 0) {
    console.error(`The Firefox and WebKit suite needs ${still.map((n) => `${n.what} (${n.path})`).join(', ')}. Install them with:`);
    console.error(`  sudo apt-get update && sudo ${INSTALL}`);
    process.exit(1);
  }
  console.log(`== browsers installed in ${seconds(Date.now() - started)}`);
}

const outDir = process.env.BROWSERS_DIST ?? 'dist';
if (!existsSync(`${outDir}/index.html`)) {
  console.log(`== no build in ${outDir}/: npx vite build --outDir ${outDir}`);
  if (spawnSync('npx', ['vite', 'build', '--outDir', outDir], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

mkdirSync('reports', { recursive: true });
const times: Record<string, number> = {};
let failed = false;
for (const engine of engines) {
  console.log(`== ${engine}`);
  const t0 = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browsers.config.ts', ...rest], {
    stdio: 'inherit',
    env: { ...process.env, PBW_ENGINE: engine, BROWSERS_DIST: outDir },
  });
  times[engine] = Date.now() - t0;
  console.log(`== ${engine}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds(times[engine])}`);
  if (run.status !== 0) failed = true;
}
const total = Date.now() - started;
console.log(`== Firefox and WebKit suite: ${engines.map((e) => `${e} ${seconds(times[e] ?? 0)}`).join(', ')}; ${seconds(total)} in all, installation included`);
writeFileSync('reports/browsers-times.json', `${JSON.stringify({ ...times, total }, null, 2)}\n`);
process.exit(failed ? 1 : 0);
