import { expect, test } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

test('choosing optional terrain at 360x640: after a pick far down the list the player goes on where he was; when the pick passes to the other player, the heading saying so takes the focus, in view', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-terrain-picks' };
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /^choosing optional terrain$/i });
  const area = stepArea(page);
  const choices = area.getByRole('list').filter({ has: page.locator('.terrain-option') }).first().locator('.terrain-option .actions > button');
  const heading = area.getByRole('heading', { level: 3, name: /chooses an optional piece$/ });
  const chooser = (await heading.innerText()).trim();
  // The defender chooses all of his optional terrain first (000 PBS 9.D): the last card in the list.
  const count = await choices.count();
  expect(count).toBeGreaterThan(3);
  const last = choices.nth(count - 1);
  await last.click();
  await expect(heading).toHaveText(chooser);
  const scrollAfter = await page.evaluate(() => window.scrollY);
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport();
  expect(await focused.evaluate((el) => el.closest('.terrain-option') !== null), 'the focus stays among the cards, at the place of the pick').toBe(true);
  expect(await choices.evaluateAll((buttons) => buttons.indexOf(document.activeElement as HTMLButtonElement)), 'the same place in the list').toBeGreaterThanOrEqual(count - 2);
  expect(scrollAfter, 'the page did not jump to the top of the list').toBeGreaterThan(300);
  // He takes no more: the invader's turn, said by the heading that takes the focus, in view.
  await area.getByRole('button', { name: / takes no more optional terrain$/ }).click();
  await expect(heading).not.toHaveText(chooser);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
