import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from '../e2e/support/serviceWorker';
import { recordClicks } from './clickToPaint';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** Chromium as the e2e tests run it (TOOLCHAIN.md). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: ARGS });
}

/**
 * A page on `baseURL` that records clicks, in a light colour scheme (so the theme toggle's first click only
 * relabels it) and without reduced motion (the dice shake as players see it). With `serviceWorker`, the
 * page is a repeat visit: the worker has precached the app and controls the page.
 */
export async function clickPage(browser: Browser, baseURL: string, { serviceWorker }: { serviceWorker: boolean }): Promise<Page> {
  const context = await browser.newContext({ baseURL, colorScheme: 'light', reducedMotion: 'no-preference' });
  await recordClicks(context);
  const page = await context.newPage();
  await page.goto('/');
  if (serviceWorker) await waitForServiceWorkerControl(page);
  return page;
}

/** Loads Home afresh (a new document: no screen's code has run in it yet) and waits until it has settled. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#home-title').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Back to Home through the header's brand button, in the same document. */
export async function goHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  await expect(page.getByRole('button', { name: 'Start a new pre-battle' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Deletes the page's game library from a page where the app does not run, so Home lists no games. */
export async function emptyLibrary(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    `new Promise((resolve, reject) => { const r = indexedDB.deleteDatabase('pbw-library'); r.onsuccess = resolve; r.onerror = () => reject(r.error); r.onblocked = () => reject(new Error('library still open')); })`,
  );
}

/** Fills the setup screen for a repeatable digital game (players, armies, a typed game code). */
export async function fillSetup(page: Page, seed: string): Promise<void> {
  await page.getByLabel('Player name').first().fill('Anna');
  await page.getByLabel('Army name').first().fill('Later Romans');
  await page.getByLabel('Player name').nth(1).fill('Bruno');
  await page.getByLabel('Army name').nth(1).fill('Sassanids');
  await page.getByRole('checkbox', { name: /^Type a game code instead/ }).check();
  await page.getByLabel('Your game code').fill(seed);
}
