import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { times, type Report } from './benchReport';

/** The recorded wall times of the unit suite in DEVELOPING.md, between these markers (the bench never writes them). */
const START = '<!-- unit-suite:start -->';
const END = '<!-- unit-suite:end -->';

/** One wall time of `npx vitest run`: what it is, its seconds and tests, and when and how it was recorded. */
interface SuiteTime {
  figure: string;
  seconds: number;
  tests: number;
  recorded: string;
}

/** "3 min 22 s". */
const minutes = (seconds: number) => `${Math.floor(Math.round(seconds) / 60)} min ${Math.round(seconds) % 60} s`;

/** The rows of DEVELOPING.md's table of recorded unit-suite times: `| figure | 3 min 22 s | 3076 | recorded when and how |`. */
function recordedSuiteTimes(path = 'DEVELOPING.md'): SuiteTime[] {
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${path} has no ${START} ... ${END} section`);
  const rows = [...text.slice(start, end).matchAll(/^\| ([^|]+?) \| (\d+) min (\d+) s \| (\d+) \| ([^|]+?) \|$/gm)];
  if (rows.length === 0) throw new Error(`${path} records no unit-suite time`);
  return rows.map(([, figure = '', min, sec, tests, recorded = '']) => ({ figure, seconds: Number(min) * 60 + Number(sec), tests: Number(tests), recorded }));
}

/** Runs the whole unit suite (`npx vitest run`, minutes) with a JSON report, and returns its wall time and counts. */
function runSuite(): { seconds: number; tests: number; failed: number; names: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-unit-'));
  try {
    const json = join(dir, 'vitest.json');
    const started = performance.now();
    // The bench's own Vite build set NODE_ENV to production in this process: the suite runs as tests do, in 'test'.
    spawnSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile.json=${json}`], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'test' } });
    const seconds = (performance.now() - started) / 1000;
    if (!existsSync(json)) throw new Error('npx vitest run wrote no JSON report');
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      numTotalTests: number;
      numFailedTests: number;
      testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    // A failed test is named, so a run with failures says which (its time then measures less than the suite).
    const names = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName}`));
    return { seconds, tests: report.numTotalTests, failed: report.numFailedTests, names };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The unit suite's wall time: the before and after recorded in DEVELOPING.md, each against the first, and with
 * `measure` (BENCH_UNIT=1) the suite run in this bench, against them.
 */
export function unitSuiteRows(report: Report, measure: boolean): void {
  const recorded = recordedSuiteTimes();
  const first = recorded[0]!;
  for (const time of recorded) {
    report.add({
      figure: `Unit suite (npx vitest run): ${time.figure}, recorded`,
      value: `${minutes(time.seconds)}, ${time.tests} tests; recorded ${time.recorded}`,
      target: 'none',
      compared: time === first ? undefined : `${times(time.seconds, first.seconds)} ${first.figure}`,
    });
  }
  if (!measure) return report.note('the unit suite is not run here: BENCH_UNIT=1 runs it (minutes)');
  const load = loadavg()[0]!;
  const run = runSuite();
  report.add({
    figure: 'Unit suite (npx vitest run): this run',
    value: `${minutes(run.seconds)}, ${run.tests} tests (${run.failed} failed); measured at load average ${load.toFixed(1)} at its start`,
    target: 'none',
    compared: recorded.map((time) => `${times(run.seconds, time.seconds)} ${time.figure}`).join(', '),
  });
  for (const name of run.names) report.note(`failed in the unit suite's run: ${name}`);
}
