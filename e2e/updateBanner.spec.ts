import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/serviceWorker';

// Issue 35, D2: Firefox offered "A new version is ready" after a reload during the first visit, while
// the first service worker was still installing; the offer then covered the setup's Start on a phone.
test('a first visit reloaded while the first service worker installs offers no new version', async ({ page, context }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let fetching = () => {};
  const installing = new Promise<void>((resolve) => (fetching = resolve));
  // The worker's install fetches every file it keeps: one of them waits until the page has been reloaded.
  await context.route('**/icon-512.png', async (route) => {
    if (route.request().serviceWorker()) {
      fetching();
      await held;
    }
    await route.continue();
  });
  await page.goto('/');
  await installing;
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state)).toBe('installing');
  await page.reload();
  release();
  await waitForServiceWorkerControl(page);
  // Every report of the plugin comes before the worker controls the page; the prompt's decision reads
  // the registration once more, as this does.
  await page.evaluate(() => navigator.serviceWorker.getRegistration());
  await expect(page.getByRole('button', { name: 'Start a new pre-battle' })).toBeVisible();
  await expect(page.getByText('A new version is ready')).toHaveCount(0);
});
