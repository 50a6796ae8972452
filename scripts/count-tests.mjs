// Reads the Vitest, Playwright and Firefox/WebKit (Vitest) JSON reports, prints "tests: N passed, N failed", and exits
// non-zero when a test or a step (named in argv) failed, or when no test ran.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}

// Chromium's suite, and the French browser test on the marked build (playwright.french.config.ts).
for (const file of ['reports/playwright.json', 'reports/playwright-french.json']) {
  const playwright = read(file);
  if (playwright) {
    passed += playwright.stats?.expected ?? 0;
    failed += (playwright.stats?.unexpected ?? 0) + (playwright.stats?.flaky ?? 0);
  }
}

// The Firefox and WebKit suite: one Vitest report per engine (scripts/test-browsers.ts).
for (const engine of ['firefox', 'webkit']) {
  const report = read(`reports/browsers-${engine}.json`);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}

const failedSteps = process.argv.slice(2);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) console.log('no test ran');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
