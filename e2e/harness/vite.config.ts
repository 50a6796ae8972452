import { resolve } from 'node:path';
import { mergeConfig } from 'vite';
import app from '../../vite.config';

/**
 * Test-only: the app's own build (its pages, its service worker, its CSP) plus the scan harness page, for
 * e2e/scan.spec.ts and the bench's scan figure. `npm run build` never reads this file.
 */
export default mergeConfig(app, {
  build: { rolldownOptions: { input: { index: resolve('index.html'), scan: resolve('e2e/harness/scan.html') } } },
});
