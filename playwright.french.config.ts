import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The French browser test (issue 36): the app built with every translated word between markers
 * (`VITE_MARK_TRANSLATIONS=1 npx vite build --outDir dist-marked`; src/ui/words/catalogue.ts), so a screen's text outside
 * them, in no English quotation and no name a player typed, is a word no translation gave. PW_PORT and PW_MARKED_DIST
 * as the main configuration's PW_PORT and PW_DIST.
 */
const port = Number(process.env.PW_PORT ?? 4173);
const outDir = process.env.PW_MARKED_DIST ?? 'dist-marked';

export default defineConfig({
  ...base,
  testDir: 'e2e-french',
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: process.env.PW_REPORT ?? 'reports/playwright-french.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
