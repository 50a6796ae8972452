import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readQr } from './support/qr';
import { openSheet } from './support/sheet';
import { playToEnd, startGame } from './support/wizard';

/**
 * Issue 29: every printed battle sheet carries a QR code a phone reads. The production build (vite preview)
 * prints the sheet; a print-media screenshot at about 150 dots per inch, as a plain printout gives, and the
 * code on screen are read back with jsQR and must give the share link the sheet prints beside it. Games: two
 * examples, the bench's game played through the app, and a game with 12 battle turns and every terrain
 * position recorded (the longest link a sheet prints; tests/fixtures/links/v1.json holds its log).
 */
const TYPICAL = 'digital-2023-waterside.json';
const EXAMPLES = [TYPICAL, 'physical-2020.json'];

/** The smallest module a printed code may have (issue 29), in mm. */
const MIN_MODULE_MM = 0.4;
const MM_PER_CSS_PX = 25.4 / 96;

/** The game file of the fixture game with 12 battle turns and every terrain position recorded. */
function longGameFile(): string {
  const fixtures = JSON.parse(readFileSync('tests/fixtures/links/v1.json', 'utf8')) as { log?: { setup: unknown; actions: unknown[] } }[];
  const long = fixtures.find((f) => f.log)?.log;
  if (!long) throw new Error('no fixture game with a log');
  return JSON.stringify({ format: 'mortem-pre-battle-log', version: 5, ...long });
}

/** The share link the sheet prints beside its QR code. */
async function printedLink(page: Page): Promise<string> {
  const text = await page.locator('.sheet-url').innerText();
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no share link in "${text}"`);
  test.info().annotations.push({ type: 'share link', description: `${link.length} characters` });
  return link;
}

/** One module of the sheet's QR code as laid out now, in mm (the SVG's CSS width over its modules, quiet zone included). */
async function moduleMm(page: Page): Promise<number> {
  const svg = page.getByRole('img', { name: 'QR code of the share link' });
  const { width, modules } = await svg.evaluate((el) => ({ width: el.getBoundingClientRect().width, modules: (el as SVGSVGElement).viewBox.baseVal.width }));
  return (width * MM_PER_CSS_PX) / modules;
}

/** Prints the sheet (print media), checks the module size, and reads the code off a screenshot of the page. */
async function printedQr(page: Page, context: BrowserContext): Promise<{ link: string; read: string | null; module: number }> {
  const link = await printedLink(page);
  await page.emulateMedia({ media: 'print' });
  const module = await moduleMm(page);
  const png = await page.locator('.sheet-page').screenshot();
  const read = await readQr(context, png);
  await page.emulateMedia({ media: 'screen' });
  return { link, read, module };
}

/** Screenshots at about 150 dots per inch (96 CSS px per inch), the resolution of a plain printout. */
test.use({ deviceScaleFactor: 150 / 96 });

for (const name of EXAMPLES) {
  test(`(Chromium only: print) ${name}: the printed sheet's QR code reads back as the share link it prints`, async ({ page, context }) => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await openSheet(page, name, readFileSync(`examples/${name}`, 'utf8'));
    const { link, read, module } = await printedQr(page, context);
    expect(read).toBe(link);
    expect(module).toBeGreaterThanOrEqual(MIN_MODULE_MM);
  });
}

test('(Chromium only: print) a game with 12 battle turns and every terrain position: the printed and the on-screen code read back as its link, which opens its sheet and the game', async ({ page, context }) => {
  await page.setViewportSize({ width: 794, height: 1123 });
  await openSheet(page, 'long-battle.json', longGameFile());
  const { link, read, module } = await printedQr(page, context);
  expect(read).toBe(link);
  expect(link.length).toBeLessThanOrEqual(400);
  expect(module).toBeGreaterThanOrEqual(MIN_MODULE_MM);
  const onScreen = await page.getByRole('img', { name: 'QR code of the share link' }).screenshot();
  expect(await readQr(context, onScreen)).toBe(link);
  const other = await context.newPage();
  await other.goto(read!);
  // A sheet's code opens the sheet itself (issue 38), and from it the whole shared battle.
  await expect(other.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
  await other.getByRole('button', { name: 'The whole shared battle' }).click();
  await expect(other.getByRole('heading', { level: 1, name: /^Shared battle: Anna \(Later Romans\) v Bruno \(Sassanids\)$/ })).toBeVisible();
  await other.close();
});

test('(Chromium only: print) the bench game played through the app: its printed sheet reads back as its link', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 794, height: 1123 });
  const options = { edition: '2023', mode: 'digital', seed: 'bench' } as const;
  await startGame(page, options);
  await playToEnd(page, options);
  await page.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
  const { link, read, module } = await printedQr(page, context);
  expect(read).toBe(link);
  expect(link.length).toBeLessThanOrEqual(400);
  expect(module).toBeGreaterThanOrEqual(MIN_MODULE_MM);
});

test('the QR code on screen reads back as the share link', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSheet(page, TYPICAL, readFileSync(`examples/${TYPICAL}`, 'utf8'));
  const link = await printedLink(page);
  const png = await page.getByRole('img', { name: 'QR code of the share link' }).screenshot();
  expect(await readQr(context, png)).toBe(link);
});
