import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readQr } from './support/qr';
import { openSheet } from './support/sheet';
import { openGameMenu } from './support/wizard';
import { gameFileInput } from './support/library';

/** Screenshots to look at by hand (Playwright empties test-results/, so they go to reports/). */
const OUT = 'reports/sheet-link';
const GAME = 'digital-2023-waterside.json';
const SHARED_TITLE = /^Shared battle: Anna \(Later Romans\) v Bruno \(Sassanids\)$/;

/** A phone that has never seen the app: a fresh context (no storage, no service worker) at 360x640. */
async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

/** The heading is wholly inside the first screen (the viewport as the page opened, not scrolled). */
async function expectInFirstScreen(page: Page, heading: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(640);
}

test('a battle sheet\'s QR code opens the sheet itself on a phone, from its top, with the way to the whole shared battle (issue 38)', async ({ page, context, browser, baseURL }) => {
  await openSheet(page, GAME, readFileSync(`examples/${GAME}`, 'utf8'));
  // As a phone would: the link is what the QR code on screen reads back as.
  const link = await readQr(context, await page.getByRole('img', { name: 'QR code of the share link' }).screenshot());
  expect(link).toMatch(/#\/shared\/[A-Za-z0-9_-]+$/);

  const other = await phone(browser, baseURL);
  await other.goto(link!);
  await expectInFirstScreen(other, other.getByRole('heading', { level: 1, name: 'Battle sheet' }));
  await expect(other.getByRole('heading', { level: 1, name: SHARED_TITLE })).toHaveCount(0);
  // Nothing is wider than the phone: the sheet reflows.
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  mkdirSync(OUT, { recursive: true });
  for (const width of [360, 1280, 1920]) {
    await other.setViewportSize({ width, height: width === 360 ? 640 : 900 });
    await other.screenshot({ path: `${OUT}/sheet-${width}.png` });
  }
  await other.setViewportSize({ width: 360, height: 640 });

  await other.getByRole('button', { name: 'The whole shared battle' }).click();
  await expectInFirstScreen(other, other.getByRole('heading', { level: 1, name: SHARED_TITLE }));
  await expect(other.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  await other.context().close();
});

test('a link made by the game menu\'s "share link" still opens the shared summary (issue 38)', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles(`examples/${GAME}`);
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  await openGameMenu(page);
  const menu = page.locator('.game-menu');
  await menu.getByRole('button', { name: 'Make a share link' }).click();
  const field = menu.getByRole('textbox', { name: 'Link to this battle' });
  await expect(field).toHaveValue(/#\/shared\/[A-Za-z0-9_-]+$/);

  const other = await phone(browser, baseURL);
  await other.goto(await field.inputValue());
  await expectInFirstScreen(other, other.getByRole('heading', { level: 1, name: SHARED_TITLE }));
  await expect(other.getByRole('heading', { level: 1, name: 'Battle sheet' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Battle sheet' })).toBeVisible();
  await other.context().close();
});
