import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/serviceWorker';

test('the home screen renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' })).toBeVisible();
  await expect(page).toHaveTitle('Pre-Battle Wizard');
});

test('the manifest is served as a web manifest and every icon loads', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href as string);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, response.url()).toString());
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

// Checked by hand: with `test.use({ serviceWorkers: 'block' })` this test fails at the reload
// (net::ERR_INTERNET_DISCONNECTED), so it passes only because the service worker serves the app.
test('after the service worker takes control, the app opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' })).toBeVisible();
  await page.getByRole('button', { name: /Theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });
  test('the offline reload fails, so the offline test depends on the worker', async ({ page, context }) => {
    await page.goto('/');
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow();
  });
});

test('an axe scan of the home screen (WCAG 2.1 A/AA) finds no violations, light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations, scheme).toEqual([]);
  }
});

test('no request leaves the app origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.origin !== new URL(baseURL as string).origin) foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('a corrupted theme in storage is ignored and the default used', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('pbw.theme', '{not json'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
