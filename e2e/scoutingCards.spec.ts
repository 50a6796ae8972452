import { expect, test } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

test('digital scouting at 360x640: the result shows the cards each player was dealt and the best that made his total', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-scouting-cards' };
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /^scouting: result$/i });
  const cards = stepArea(page).getByRole('region', { name: 'The scouting cards' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('term')).toHaveText([/^Anna|^Bruno/, /^Anna|^Bruno/]);
  await expect(cards.getByRole('definition').filter({ hasText: /^the best \d+ count, \d+%:|^nothing counts/ })).toHaveCount(2);
  expect(await cards.locator('.chip').count()).toBeGreaterThan(0);
});
