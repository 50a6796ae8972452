import { expect, test } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

test('choosing the territory at 360x640: a key beside the thumbnails names each density hatching they are drawn with', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-territory-key' };
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /^choosing the territory$/i });
  const key = stepArea(page).getByRole('list', { name: 'Density on the maps: what each hatching means' });
  await expect(key.getByRole('listitem')).toHaveText(['Featureless', 'Open', 'Normal', 'Dense', 'Very Dense']);
  for (const swatch of await key.locator('svg').all()) await expect(swatch).toBeVisible();
});
