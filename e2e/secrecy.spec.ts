import { expect, test, type Page } from '@playwright/test';
import { openStoredGame } from './support/library';
import { openSetupWithNames, playToEnd, stepArea } from './support/wizard';

/**
 * Issue 28, what the curtain protects: the sealed codes of a digital game live only in the library
 * (IndexedDB, which the app needs to resume the game); they never reach local or session storage, the
 * window title, the URL or the console.
 */

/** Everything outside the library where a page could leave a code: both storages (keys and values), the title and the URL. */
async function outsideTheLibrary(page: Page): Promise<string> {
  const storage = await page.evaluate(() => {
    const dump = (store: Storage) =>
      Array.from({ length: store.length }, (_, i) => {
        const key = store.key(i) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      }).join('\n');
    return `${dump(localStorage)}\n${dump(sessionStorage)}`;
  });
  return [storage, await page.title(), page.url()].join('\n');
}

test('a digital game keeps its sealed codes out of local and session storage, the title, the URL and the console', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  page.on('pageerror', (error) => consoleText.push(String(error)));

  await openSetupWithNames(page);
  // Setup says what the curtain protects, next to the digital modes (which draw a sealed code by default).
  await expect(page.getByText(/the curtain keeps each hand from the other player's eyes/)).toContainText('browser');
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeVisible();

  // The device itself holds the codes: read them from the library, where the app keeps them to resume the game.
  const stored = await openStoredGame(page);
  const setup = stored?.log.setup as { seed?: string; battleSeed?: string; seedSource?: string } | undefined;
  expect(setup?.seedSource).toBe('drawn');
  const codes = [setup?.seed, setup?.battleSeed].filter((code): code is string => typeof code === 'string' && code.length > 0);
  expect(codes.length).toBeGreaterThan(0);

  const expectNoCode = async (moment: string) => {
    const seen = await outsideTheLibrary(page);
    for (const code of codes) {
      expect(seen, `${moment}: storage, title, URL`).not.toContain(code);
      expect(consoleText.join('\n'), `${moment}: console`).not.toContain(code);
    }
  };
  await expectNoCode('after the start');

  const game = { edition: '2023', mode: 'digital', seed: '' } as const;
  await playToEnd(page, { ...game, stopAt: /territory contest/i });
  const area = stepArea(page);
  await area.getByRole('button', { name: /show my cards/ }).click();
  await expect(area.getByRole('region', { name: /hand/ })).toBeVisible();
  await expectNoCode('with a hand shown behind the curtain');
  await area.getByRole('button', { name: /^Play / }).first().click();
  await expectNoCode('after a card played face down');

  await playToEnd(page, { ...game, stopAt: /day 3 of 5/i });
  await expectNoCode('in the march');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /day 3 of 5/ })).toBeVisible();
  await expectNoCode('after a reload');
});
