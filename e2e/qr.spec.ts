import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readQr } from './support/qr';
import { openSheet } from './support/sheet';

/**
 * Two finished example games: a typical one (a 439-character link here), and one whose 521-character link
 * read "too long" while the build dropped the call that draws a QR code's fixed patterns.
 */
const TYPICAL = 'digital-2023-waterside.json';
const GAMES = [TYPICAL, 'physical-2020.json'];

/** Opens an example game's battle sheet. */
const openExample = (page: Page, name: string) => openSheet(page, name, readFileSync(`examples/${name}`, 'utf8'));

/** The share link the sheet prints beside its QR code. */
async function printedLink(page: Page): Promise<string> {
  const text = await page.locator('.sheet-url').innerText();
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no share link in "${text}"`);
  test.info().annotations.push({ type: 'share link', description: `${link.length} characters` });
  return link;
}

/** Screenshots at about 150 dots per inch (96 CSS px per inch), the resolution of a plain printout. */
test.use({ deviceScaleFactor: 150 / 96 });

for (const name of GAMES) {
  test(`${name}: the printed sheet's QR code reads back as the share link it prints`, async ({ page, context }) => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await openExample(page, name);
    const link = await printedLink(page);
    await page.emulateMedia({ media: 'print' });
    const png = await page.locator('.sheet-page').screenshot();
    expect(await readQr(context, png)).toBe(link);
  });
}

test('the QR code on screen reads back as the share link', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openExample(page, TYPICAL);
  const link = await printedLink(page);
  const png = await page.getByRole('img', { name: 'QR code of the share link' }).screenshot();
  expect(await readQr(context, png)).toBe(link);
});
