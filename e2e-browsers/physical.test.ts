import { expect, test } from 'vitest';
import { expectHitAreas, playToEnd, startGame } from './support/play';
import { engine, openWindow } from './support/session';

const GAME = { edition: '2020', mode: 'physical', seed: 'unused' } as const;

test(`${engine}: a 2020 physical game, every die and card the players report entered by taps, to the battle summary, every control with a hit area on every step`, async () => {
  const w = await openWindow();
  try {
    await startGame(w, GAME);
    const steps = await playToEnd(w, GAME, { onStep: (heading) => expectHitAreas(w, heading) });
    expect(steps).toEqual(expect.arrayContaining(['The roll-off', 'The weather']));
    expect(steps).not.toContain('Shuffling the deck');
    await w.waitFor({ role: 'heading', name: 'Battle summary' });
    await expectHitAreas(w, 'Battle summary');
  } finally {
    await w.close();
  }
});
