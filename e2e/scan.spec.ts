import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { launchWithCamera, printSheet, serveScanHarness, type PrintedSheet } from './support/scanHarness';
import { waitForServiceWorkerControl } from './support/serviceWorker';

/**
 * Issue 37, "Collect by scanning", the WebAssembly path (Chromium on Linux has no BarcodeDetector; the native path is
 * src/ui/round/scan/*.test.tsx with a stub). "Printed" is the app's own battle sheet, printed to PDF by this build,
 * rasterised at 150 dpi by pdftoppm, turned 3 degrees and slightly blurred: given to the photo reader as an image file
 * and to Chromium as its camera. The scanners are hosted by a test-only page built beside the app (e2e/harness/),
 * under the app's CSP and service worker; every file is made in a temporary folder at test time.
 */
const HARNESS = '/e2e/harness/scan.html';
const READY_OFFLINE = 'Scanning is ready, also without a network.';

let dir = '';
let origin = '';
let stop = () => {};
let sheet: PrintedSheet;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'pbw-scan-'));
  ({ origin, stop } = await serveScanHarness(join(dir, 'dist')));
  sheet = await printSheet(browser, origin, dir);
  expect(sheet.link).toContain('#/shared/');
});

test.afterAll(() => {
  stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The codes the harness was given, in order. */
const codes = (page: Page) => page.getByRole('list', { name: 'codes' }).getByRole('listitem');

test('a photo of the printed sheet reads as its share link, with the decoder from the app itself; a photo without a code says so', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(HARNESS);
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.photo);
  await expect(codes(page)).toHaveText([sheet.link]);
  const confirmation = page.locator('.scan-photo').getByText(/Sheet read: /);
  await expect(confirmation).toBeVisible();
  expect(await confirmation.evaluate((element) => getComputedStyle(element).animationName)).toBe('scan-read-flash');
  await expectAxeClean(page, 'the scanners after a photo was read');
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.noCode);
  await expect(page.getByRole('alert')).toContainText('No QR code was found in this image.');
  const wasm = requested.filter((url) => url.endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  await context.close();
});

test('a player who opens only Home downloads none of the decoder; once the scanners opened, they read a photo offline', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((url) => /zxing/i.test(url))).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('scan')))).toEqual([]);

  await page.goto(HARNESS);
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(sheet.photo);
  await expect(codes(page)).toHaveText([sheet.link]);
  await context.close();
});

test("Chromium's camera filming the printed sheet reads its share link once, confirmed on screen", async () => {
  const camera = await launchWithCamera(test.info().project.use.launchOptions, sheet.camera);
  try {
    const context = await camera.newContext({ baseURL: origin, permissions: ['camera'], reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(HARNESS);
    await expect(page.locator('.scan-camera').getByText(READY_OFFLINE)).toBeVisible();
    await page.getByRole('button', { name: 'Start the camera' }).click();
    await expect(page.getByLabel("Camera view: hold a battle sheet's QR code in the frame")).toBeVisible();
    const confirmation = page.locator('.scan-camera').getByText(/Sheet read: /);
    await expect(confirmation).toBeVisible();
    await expect(codes(page)).toHaveText([sheet.link]);
    // A reduced-motion setting turns the confirmation's flash off.
    expect(await confirmation.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expectAxeClean(page, 'the camera scanner after a read');
    // The same sheet stays in the frame: it is not given again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(codes(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.getByLabel("Camera view: hold a battle sheet's QR code in the frame")).toHaveCount(0);
  } finally {
    await camera.close();
  }
});

test("the scan harness carries the app's CSP, which allows WebAssembly and nothing more than before", () => {
  const csp = (html: string) => /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1];
  const app = csp(readFileSync('index.html', 'utf8'));
  expect(csp(readFileSync('e2e/harness/scan.html', 'utf8'))).toBe(app);
  expect(app).toContain("script-src 'self' 'wasm-unsafe-eval';");
});
