import { expect, test } from 'vitest';
import { re } from './support/inPage';
import { engine, onOwnServer } from './support/session';

/** How many first visits to try (PBW_BANNER_RUNS; 1 in the suite, 20 by hand: DEVELOPING.md, Firefox and WebKit). */
const RUNS = Number(process.env.PBW_BANNER_RUNS ?? 1);

// Issue 35, D2: Firefox showed "A new version is ready" after a reload during the first visit, while the first service
// worker was still installing, with no game and no new version. The page is reloaded at once after it first loads.
test(
  `${engine}: a reload during the first visit, while the first service worker installs, says no new version is ready, in ${RUNS} fresh profile${RUNS === 1 ? '' : 's'}`,
  { timeout: 60_000 * RUNS },
  async () => {
    const banners: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await onOwnServer(async (w) => {
        await w.goto('/');
        await w.reload();
        await w.waitFor({ role: 'button', name: 'Start a new pre-battle' });
        // The worker installed during the reload is now in control: a banner it would bring has been drawn.
        await w.waitForServiceWorker();
        await w.raw.nextFrame();
        banners.push(await w.count({ css: 'body', text: re(/A new version is ready/) }));
      });
    }
    expect(banners.map((count, run) => `run ${run + 1}: ${count} banner(s)`).filter((line) => !line.includes(': 0 '))).toEqual([]);
  },
);
