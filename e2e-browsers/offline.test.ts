import { expect, test } from 'vitest';
import { playToEnd, startGame } from './support/play';
import { engine, onOwnServer } from './support/session';

const GAME = { edition: '2020', mode: 'digital', seed: 'xb-offline' } as const;

test(`${engine}: offline after the first visit, the service worker serves the app and a whole 2020 digital game plays`, async () => {
  // A server of the test's own: WebKit's window is taken offline by stopping it.
  await onOwnServer(async (w) => {
    await w.goto('/');
    await w.waitForServiceWorker();
    await w.offline();
    await w.reload();
    await w.waitFor({ role: 'button', name: 'Start a new pre-battle' });
    await startGame(w, GAME);
    const steps = await playToEnd(w, GAME);
    expect(steps).toContain('The weather: result');
    await w.waitFor({ role: 'heading', name: 'Battle summary' });
  });
});
