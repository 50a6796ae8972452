import { expect, test } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

test('"Rules" inside a step opens the reference at the step’s own rule, in view and focused, and Back returns to the step', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-step-rules' };
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /day 1 of 5/ });
  await stepArea(page).getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  // The march's rule (000 PBS 8.D), not the reference's contents.
  await expect(page).toHaveURL(/#\/reference\/[^?]+\?entry=/);
  const entry = page.locator(':focus');
  await expect(entry).toContainText('8.D');
  await expect(entry).toBeInViewport();
  await page.getByRole('button', { name: /^Back/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The march: day 1 of 5' })).toBeVisible();
});
