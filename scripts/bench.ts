import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchEngine, benchLongLog } from './benchEngine';
import { LIGHTHOUSE_RUNS } from './benchLighthouseRows';
import { Report } from './benchReport';
import { engineRow, precacheRows, sizeRows } from './benchRows';
import { FLOOR_CONFIG, viteBuild } from './benchServe';
import { unitSuiteRows } from './benchUnit';
import { entryScripts } from './bundleSize';

/** `npm run bench` (issue 14): every figure beside the same day's floor app. The environment can move it off the shared defaults. */
const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4199);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4198);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? LIGHTHOUSE_RUNS);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const report = new Report(
  `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} CPUs (load average ${loadavg()[0]!.toFixed(1)} at the start; ` +
    'a shared machine, so the timings are noisy). The floor is a bare React 19 + zustand + zod app built in the same run (scripts/floor).',
);

const floorDist = mkdtempSync(join(tmpdir(), 'bench-floor-'));
try {
  viteBuild(dist);
  viteBuild(floorDist, FLOOR_CONFIG);
  const floorKb = sizeRows(report, dist, floorDist);
  precacheRows(report, dist, floorKb);
  // Before Vite, Playwright and Lighthouse are loaded, so the heap figure holds the engine's own.
  await report.attempt('Engine', async () => {
    await benchEngine((figure, text) => engineRow(report, figure, text));
    benchLongLog((figure, text) => engineRow(report, figure, text));
  });
  if (existsSync(chrome)) {
    const { benchInBrowser } = await import('./benchInBrowser');
    await benchInBrowser(report, { dist, floorDist, floorKb, port, floorPort, runs, lighthouseRuns, chrome });
  } else {
    report.add({ figure: 'Browser figures and Lighthouse', value: `skipped: no Chromium at ${chrome} (set CHROME_PATH)` });
  }
  // Last: the whole unit suite (opt-in) loads both CPUs for minutes.
  await report.attempt('Unit suite', () => unitSuiteRows(report, process.env.BENCH_UNIT === '1'));
  if (entryScripts(dist).length > 0 && process.env.BENCH_TABLE !== '0') report.writeTable();
} finally {
  rmSync(floorDist, { recursive: true, force: true });
}
