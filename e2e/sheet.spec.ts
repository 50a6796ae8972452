import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expectAxeClean } from './support/axe';
import { chooseLanguage } from './support/language';
import { openSheet } from './support/sheet';
import { expect, test, type Page } from '@playwright/test';

/** Screenshots and PDFs to look at by hand (Playwright empties test-results/, so they go to reports/). */
const OUT = 'reports/sheet';

/** The smaller page of A4 and US Letter, less the 8 mm margins of the sheet's @page rule, in CSS px (96 per inch). */
const MM = 96 / 25.4;
const BOX = { width: 194 * MM, height: 263.4 * MM };

interface GameFile {
  name: string;
  text: string;
}

/** The longest example game and the longest random game, made by the engine under tsx (see the script). */
const games = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/sheetGames.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as { example: GameFile; long: GameFile };

/** The pages of a PDF: its page objects, not the page tree (`/Type /Pages`). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** In print, the page box fits the smaller page and nothing in it is wider than its box. */
async function expectFitsInPrint(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: `${OUT}/${label}-print.png`, fullPage: true });
  const box = await page.locator('.sheet-page').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeLessThanOrEqual(BOX.width + 1);
  test.info().annotations.push({ type: 'page box', description: `${label}: ${(box!.height / MM).toFixed(1)} of ${(BOX.height / MM).toFixed(1)} mm` });
  expect(box!.height).toBeLessThanOrEqual(BOX.height);
  const overflowing = await page.locator('.sheet-page *:not(svg *)').evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow === 'visible' && e.clientWidth > 0).map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${e.scrollWidth}>${e.clientWidth}`),
  );
  expect(overflowing).toEqual([]);
  // The table diagram fits its fixed box, nothing cut off.
  const diagram = await page.locator('.sheet-diagram').evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
  expect(diagram.scroll).toBeLessThanOrEqual(diagram.client + 1);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Log' })).toHaveCount(0);
}

/** Prints the sheet on A4 and on Letter and expects exactly one page each. */
async function expectOnePage(page: Page, label: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    writeFileSync(`${OUT}/${label}-${format}.pdf`, pdf);
    expect(pdfPages(pdf), `${label} on ${format}`).toBe(1);
  }
}

test.describe('the battle sheet', () => {
  test('(Chromium only: print) the longest example game prints on exactly one page of A4 and of Letter', async ({ page }) => {
    await openSheet(page, games.example.name, games.example.text);
    await expect(page.getByRole('heading', { name: /Deployment plan/ })).toBeVisible();
    await expectFitsInPrint(page, 'example');
    await expectOnePage(page, 'example');
  });

  test('(Chromium only: print) the longest of many random games, with the longest names and seed, still prints on one page', async ({ page }) => {
    await openSheet(page, games.long.name, games.long.text);
    // Its link (the longest names and a 64-letter code) may be too long for a printed QR code (issue 29): the sheet then says so and offers the file.
    const link = /https?:\/\/\S+/.exec(await page.locator('.sheet-url').innerText())?.[0] ?? '';
    if (link.length > 400) {
      await expect(page.getByText(/^No QR code: this share link has \d+ characters/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export the game file' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code of the share link' })).toHaveCount(0);
    } else await expect(page.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
    await expectFitsInPrint(page, 'long');
    await expectOnePage(page, 'long');
  });

  test('(Chromium only: print) in French (issue 36), the longest example game and the longest random game still print on one page of A4 and of Letter', async ({ page }) => {
    for (const [label, game] of [['example-fr', games.example], ['long-fr', games.long]] as const) {
      await openSheet(page, game.name, game.text);
      await chooseLanguage(page, 'fr');
      await expect(page.getByRole('heading', { level: 1, name: 'Feuille de bataille' })).toBeVisible();
      await expectFitsInPrint(page, label);
      await expectOnePage(page, label);
      await page.emulateMedia({ media: 'screen' });
      await chooseLanguage(page, 'en');
    }
  });

  test('on screen at 360, 1280 and 1920 px: the page, Print, Copy as text and Back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSheet(page, games.example.name, games.example.text);
    mkdirSync(OUT, { recursive: true });
    for (const width of [360, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing is wider than the window: the page reflows on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${OUT}/screen-${width}.png`, fullPage: true });
      for (const part of ['table', 'deployment']) {
        await page.locator(`.sheet-${part}`).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/screen-${width}-${part}.png` });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    }

    await expectAxeClean(page, 'battle sheet');

    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied as text' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('DEPLOYMENT PLAN');
    expect(copied).toContain('Share link: http');

    // The sheet has an address: a reload shows it again from the saved game.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeVisible();
  });

  test('run on this computer, the sheet says on screen that its QR code opens on no phone, and takes the public address', async ({ page }) => {
    await openSheet(page, games.example.name, games.example.text);
    const note = page.getByText(/^This sheet's QR code and share link point at this computer, so no phone can open them\./);
    await expect(note).toBeVisible();
    mkdirSync(OUT, { recursive: true });
    for (const width of [360, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${OUT}/local-address-${width}.png` });
    }
    // On paper the controls are not printed: the sheet itself is unchanged.
    await page.emulateMedia({ media: 'print' });
    await expect(note).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Public address of this app').fill('https://club.example/pbw/');
    await page.getByRole('button', { name: 'Save the address' }).click();
    await expect(page.locator('.sheet-url')).toContainText('https://club.example/pbw/#/shared/');
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
  });
});
