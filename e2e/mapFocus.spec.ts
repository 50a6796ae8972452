import { expect, test } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

test('placing the army counter: the focus lands on the map as a whole, so Enter places nothing; an arrow goes to a square and Enter there places it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-map-focus' };
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /^placing the army counter$/i });
  const map = stepArea(page).getByRole('group', { name: /PBS map: arrow keys go to a square/ });
  await expect(map).toBeFocused();
  const log = page.getByRole('region', { name: 'Log' }).locator('.log-list > li');
  const lines = await log.count();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Placing the army counter$/i);
  expect(await log.count()).toBe(lines);
  await page.keyboard.press('ArrowRight');
  const square = page.locator(':focus');
  await expect(square).toHaveAttribute('aria-label', /^Place the counter: row \d, column \d, .*, can be placed here$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Placing the army counter$/i);
});
