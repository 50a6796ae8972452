import { expect, test } from 'vitest';
import { re } from './support/inPage';
import { playToEnd, startGame, stepHeading } from './support/play';
import { engine, openWindow } from './support/session';

const GAME = { edition: '2023', mode: 'digital', seed: 'xb-reload' } as const;

test(`${engine}: a reload in the middle of the march resumes the same game, on the game screen and from Home`, async () => {
  const w = await openWindow();
  try {
    await startGame(w, GAME);
    await playToEnd(w, GAME, { stopAt: /day 3 of 5/ });
    const log = await w.text({ css: '.log-list' });
    expect(log).toBeTruthy();
    await w.reload();
    expect(await w.heading(re(/day 3 of 5/))).toMatch(/day 3 of 5/);
    expect(await stepHeading(w)).toMatch(/day 3 of 5/);
    expect(await w.text({ css: '.log-list' })).toBe(log);
    await w.goto('/#/');
    await w.reload();
    await w.pressAndSettle({ role: 'button', name: re(/^Resume the pre-battle/) });
    await w.heading(re(/day 3 of 5/));
    await w.waitFor({ css: '.log-list' });
    expect(await w.text({ css: '.log-list' })).toBe(log);
  } finally {
    await w.close();
  }
});
