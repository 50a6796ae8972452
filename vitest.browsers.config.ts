import { defineConfig } from 'vitest/config';

/**
 * The Firefox and WebKit suite (e2e-browsers/, issue 35): Node drives Debian's browsers, one engine per run
 * (PBW_ENGINE), one file at a time (two cores). Run it through `npm run test:browsers`, which installs or names
 * the missing browsers and writes reports/browsers-<engine>.json.
 */
export default defineConfig({
  test: {
    include: ['e2e-browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e-browsers/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: `reports/browsers-${process.env.PBW_ENGINE ?? 'unknown'}.json` },
  },
});
