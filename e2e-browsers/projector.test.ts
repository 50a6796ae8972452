import { expect, test } from 'vitest';
import { re } from './support/inPage';
import { playToEnd, startGame, stepHeading } from './support/play';
import { engine, openWindow } from './support/session';
import { AppWindow } from './support/driver';

const GAME = { edition: '2023', mode: 'digital', seed: 'xb-projector' } as const;

/** Waits until the projector shows the game window's step, live. */
async function expectFollowing(projector: AppWindow, main: AppWindow): Promise<void> {
  const title = await stepHeading(main);
  await projector.until(`the projector on "${title}"`, async () => ((await projector.text({ role: 'heading', css: 'h1' })) === title ? true : undefined));
  expect(await projector.text({ css: '.room-badge' })).toMatch(/live/i);
}

test(`${engine}: the projector, opened in a second window by the game menu's button, follows the game live`, async () => {
  const main = await openWindow();
  try {
    await startGame(main, GAME);
    await main.pressAndSettle({ role: 'button', name: re(/^Menu: /) });
    const projector = await main.raw.popup(() => main.press({ role: 'button', name: 'Open the projector' }));
    if (!projector) throw new Error(`${engine}: the projector's button opened no window`);
    const room = new AppWindow(main.engine, projector, main.baseUrl);
    await room.until('the projector address', async () => (/#\/projector\?game=[0-9a-f]{16}$/.test(await room.location()) ? true : undefined));
    await expectFollowing(room, main);
    await playToEnd(main, GAME, { stopAt: /territory contest/i });
    await expectFollowing(room, main);
    await main.pressAndSettle({ role: 'button', name: re(/show my cards/) });
    await main.pressAndSettle({ role: 'button', name: re(/^Play /), nth: 0 });
    await room.waitFor({ css: 'li, p', text: re(/has chosen a card, face down/) });
    await playToEnd(main, GAME, { stopAt: /day 2 of 5/ });
    await expectFollowing(room, main);
    await room.waitFor({ role: 'region', name: 'Cards revealed: Day 1' });
    await room.waitFor({ role: 'figure', name: re(/PBS map/) });
    await playToEnd(main, GAME);
    await expectFollowing(room, main);
    await room.waitFor({ role: 'region', name: 'Battle summary' });
    await projector.close();
  } finally {
    await main.close();
  }
});
