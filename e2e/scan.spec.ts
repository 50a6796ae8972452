import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { launchWithCamera, printSheet, startRound, tournamentGame, type PrintedSheet, type TournamentGame } from './support/roundScan';
import { waitForServiceWorkerControl } from './support/serviceWorker';

/**
 * Issue 37, "Collect by scanning", on the round screen, the WebAssembly path (Chromium on Linux has no BarcodeDetector;
 * the native path is src/ui/round/scan/*.test.tsx with a stub). A tournament game at its table (set at setup) is opened
 * to its battle sheet, printed to PDF by this build, rasterised at 150 dpi by pdftoppm, turned 3 degrees and slightly
 * blurred; given to the round screen's photo reader as an image file and to Chromium as its camera, it lands in its
 * table. Every file is made in a temporary folder at test time.
 */
const READY_OFFLINE = 'Scanning is ready, also without a network.';
/** Screenshots to look at by hand (Playwright empties test-results/, so they go to reports/). */
const OUT = 'reports/scan';

let dir = '';
let game: TournamentGame;
let sheet: PrintedSheet;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'pbw-scan-'));
  game = tournamentGame();
  sheet = await printSheet(browser, baseURL!, dir, game.fits, game.base);
  expect(sheet.link.startsWith(`${game.base}#/shared/`)).toBe(true);
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Screenshots of the round screen at a phone's, a laptop's and a projector's width, nothing wider than the phone. */
async function shoot(page: Page, label: string) {
  mkdirSync(OUT, { recursive: true });
  for (const width of [360, 1280, 1920]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 900 });
    await page.screenshot({ path: `${OUT}/${label}-${width}.png`, fullPage: true });
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
}

/** The round screen says the sheet's table got its report, and that table's card, outlined, shows the game's players. */
async function landed(page: Page) {
  const { table } = game.tournament;
  await expect(page.getByRole('status').filter({ hasText: `Added to table ${table}.` })).toBeVisible();
  const card = page.getByRole('article', { name: new RegExp(`^Table ${table}$`) });
  await expect(card.getByText('Maximilian Fitzgerald-Hartwell (Later Imperial Roman Field Army)', { exact: true })).toBeVisible();
  await expect(card).toHaveClass(/\bround-landed\b/);
  return card;
}

test('a photo of the printed sheet lands in its table on the round screen, with the decoder from the app itself; a photo without a code says so', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const origin = new URL(baseURL!).origin;
  await startRound(page, game.tournament, 16);
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.photo);
  await landed(page);
  const confirmation = page.locator('.round-add').getByText(`Added to table ${game.tournament.table}.`);
  expect(await confirmation.evaluate((element) => getComputedStyle(element).animationName)).toBe('scan-read-flash');
  await expect(page.locator('.scan-photo').getByText(/Sheet read: /)).toBeVisible();
  await expectAxeClean(page, 'the round screen after a photo was read');
  await shoot(page, 'round-photo');
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.noCode);
  await expect(page.getByRole('alert')).toContainText('No QR code was found in this image.');
  const wasm = requested.filter((url) => url.endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
});

test('a player who opens only Home downloads none of the decoder; once a round screen opened, a photo lands in its table offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => /zxing/i.test(url))).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('scan')))).toEqual([]);

  await startRound(page, game.tournament, 16);
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.photo);
  await landed(page);
});

test("Chromium's camera filming the printed sheet fills its table once, confirmed on screen", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const camera = await launchWithCamera(test.info().project.use.launchOptions, sheet.camera);
  try {
    const context = await camera.newContext({ baseURL, permissions: ['camera'], reducedMotion: 'reduce' });
    const page = await context.newPage();
    await startRound(page, game.tournament, 16);
    await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
    await page.getByRole('button', { name: 'Start the camera' }).click();
    await expect(page.getByLabel("Camera view: hold a battle sheet's QR code in the frame")).toBeVisible();
    const card = await landed(page);
    const confirmation = page.locator('.scan-camera').getByText(/Sheet read: /);
    await expect(confirmation).toBeVisible();
    // A reduced-motion setting turns the confirmation's flash off.
    expect(await confirmation.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expectAxeClean(page, 'the round screen after a camera read');
    await shoot(page, 'round-camera');
    // The same sheet stays in the frame: it is not given again (the table would say it already has it).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('status').filter({ hasText: /^Already here/ })).toHaveCount(0);
    await expect(card.getByRole('heading', { name: /^Report 2/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.getByLabel("Camera view: hold a battle sheet's QR code in the frame")).toHaveCount(0);
  } finally {
    await camera.close();
  }
});

test("the decoder is a chunk and a .wasm of the app's own build, out of the precache; the CSP allows WebAssembly and nothing more than before", () => {
  const dist = process.env.PW_DIST ?? 'dist';
  const assets = readdirSync(join(dist, 'assets'));
  const reader = assets.filter((name) => /^zxingReader-[\w-]+\.js$/.test(name));
  const wasm = assets.filter((name) => /^zxing_reader-[\w-]+\.wasm$/.test(name));
  expect(reader).toHaveLength(1);
  expect(wasm).toHaveLength(1);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  expect(sw).not.toContain(reader[0]);
  expect(sw).not.toContain(wasm[0]);
  const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(readFileSync('index.html', 'utf8'))?.[1];
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toMatch(/'unsafe-eval'/);
});
