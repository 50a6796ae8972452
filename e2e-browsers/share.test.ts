import { expect, test } from 'vitest';
import jsQR from 'jsqr';
import { re } from './support/inPage';
import { playToEnd, startGame } from './support/play';
import { engine, inFreshProfile } from './support/session';
import type { AppWindow } from './support/driver';

/** A text as a regular expression's source that matches it exactly. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TITLE = /^Shared battle: Anna \(Later Romans\) v Bruno \(Sassanids\)$/;

/** Opens a share link in a fresh profile and returns what its summary says of the territory and square. */
function openShared(link: string, fromSheet = false): Promise<string> {
  return inFreshProfile(async (other) => {
    await other.goto(link);
    // A battle sheet's code opens the sheet itself (issue 38), and from it the whole shared battle.
    if (fromSheet) {
      await other.heading('Battle sheet');
      await other.pressAndSettle({ role: 'button', name: 'The whole shared battle' });
    }
    await other.heading(re(TITLE));
    await other.waitFor({ role: 'heading', name: 'Battle summary' });
    await other.waitFor({ css: 'p, div', text: re(/Every roll and deal of the pre-battle was drawn again from the revealed game code/) });
    return (await other.text({ css: 'dl, table', text: re(/Territory and square/) })) ?? '';
  });
}

/** Plays a 2023 digital game to its end and returns the summary's territory and square. */
async function finishedGame(w: AppWindow, seed: string): Promise<string> {
  const game = { edition: '2023', mode: 'digital', seed } as const;
  await startGame(w, game);
  await playToEnd(w, game);
  await w.waitFor({ role: 'heading', name: 'Battle summary' });
  return (await w.text({ css: 'dl, table', text: re(/Territory and square/) })) ?? '';
}

test(`${engine}: a finished game's share link, made from the game menu, opens the same battle in a fresh profile`, async () => {
  const { link, summary, baseUrl } = await inFreshProfile(async (w) => {
    const summary = await finishedGame(w, 'xb-share');
    expect(summary).toMatch(/Territory and square/);
    await w.pressAndSettle({ role: 'button', name: re(/^Menu: /) });
    await w.pressAndSettle({ role: 'button', name: 'Make a share link' });
    const link = await w.until('the share link', async () => {
      const value = await w.value({ role: 'textbox', name: 'Link to this battle' });
      return value && /#\/shared\/[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
    });
    return { link, summary, baseUrl: w.baseUrl };
  });
  expect(link.startsWith(`${baseUrl}/#/shared/`)).toBe(true);
  // The same battle, now with its game code revealed (the game is over).
  expect(await openShared(link)).toMatch(new RegExp(`^${escape(summary)} Game code xb-share · fingerprint`));
});

test(`${engine}: the battle sheet's QR code, read off the screen, is the share link it prints and opens the same battle in a fresh profile`, async () => {
  const { printed, read, summary } = await inFreshProfile(async (w) => {
    const summary = await finishedGame(w, 'xb-qr');
    await w.pressAndSettle({ role: 'button', name: 'Battle sheet' });
    await w.heading('Battle sheet');
    const code = { role: 'img', name: 'QR code of the share link' } as const;
    await w.waitFor(code);
    const printed = /https?:\/\/\S+/.exec((await w.text({ css: '.sheet-url' })) ?? '')?.[0] ?? '';
    const image = await w.screenshotOf(code);
    return { printed, read: jsQR(image.data, image.width, image.height)?.data ?? null, summary };
  });
  expect(printed).toMatch(/#\/shared\//);
  expect(read).toBe(printed);
  expect(await openShared(printed, true)).toMatch(new RegExp(`^${escape(summary)} Game code xb-qr · fingerprint`));
});
