import { expect, test } from 'vitest';
import type { AppWindow } from './support/driver';
import { expectHitAreas, playToEnd, startGame } from './support/play';
import { engine, openWindow } from './support/session';

/** Expects the page to fit its width (no sideways scrolling, nothing cut off at the right, no zero-sized control) and every control to have a hit area. */
async function expectFits(w: AppWindow, where: string, width: number): Promise<void> {
  await expectHitAreas(w, `${where} at ${width} px`);
  const layout = await w.layout();
  expect(layout.width, `${engine} ${where}: the layout width`).toBe(width);
  expect(layout.controls, `${engine} ${where}: controls found`).toBeGreaterThan(0);
  expect({ overflow: layout.overflow <= 1 ? 0 : layout.overflow, cut: layout.cut, zero: layout.zero }, `${engine} ${where}`).toEqual({ overflow: 0, cut: [], zero: [] });
}

for (const [width, height] of [
  [390, 844],
  [820, 1180],
] as const) {
  test(`${engine}: at ${width}x${height}, Home, setup and every step of a 2023 digital game fit the width, with no zero-sized control and every control with a hit area`, async () => {
    const w = await openWindow();
    const game = { edition: '2023', mode: 'digital', seed: `xb-layout-${width}` } as const;
    try {
      await w.view('/', width, height);
      await w.waitFor({ role: 'button', name: 'Start a new pre-battle' });
      await expectFits(w, 'Home', width);
      await startGame(w, game, () => expectFits(w, 'setup', width));
      await playToEnd(w, game, { onStep: (heading) => expectFits(w, heading, width) });
      await w.waitFor({ role: 'heading', name: 'Battle summary' });
    } finally {
      await w.close();
    }
  });
}
