import { expect, test } from 'vitest';
import { engine, onOwnServer } from './support/session';

/** How many first visits to try (PBW_OFFLINE_RUNS; 1 in the suite, 20 by hand: DEVELOPING.md, Firefox and WebKit). */
const RUNS = Number(process.env.PBW_OFFLINE_RUNS ?? 1);

// Issue 35, D3: Firefox once logged "A ServiceWorker intercepted the request and encountered an unexpected error" on
// the first offline reload. Only Firefox's driver reads the console (classic WebDriver has no log): WebKit checks the rest.
test(
  `${engine}: the first reload offline after a first visit comes back through the service worker${engine === 'firefox' ? ', logging no error' : ''}, in ${RUNS} fresh profile${RUNS === 1 ? '' : 's'}`,
  { timeout: 60_000 * RUNS },
  async () => {
    const logged: string[][] = [];
    for (let run = 0; run < RUNS; run++) {
      await onOwnServer(async (w) => {
        await w.goto('/');
        await w.waitForServiceWorker();
        await w.offline();
        await w.reload();
        await w.waitFor({ role: 'button', name: 'Start a new pre-battle' });
        // The reloaded page came through the worker, and has drawn.
        await w.waitForServiceWorker();
        await w.raw.nextFrame();
        logged.push(w.consoleErrors() ?? []);
      });
    }
    expect(logged.flatMap((errors, run) => errors.map((e) => `run ${run + 1}: ${e}`))).toEqual([]);
  },
);
