import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { launchWithCamera, printSheet, startRound, tournamentGame } from '../e2e/support/roundScan';
import { launchChromium } from './benchBrowser';
import { Report, verdict } from './benchReport';
import { serve, viteBuild } from './benchServe';

/** Issue 37, "Tests": the bench times a scan, from the frame to its table on screen; target 1 s. */
export const SCAN_TARGET_MS = 1000;

/** How many scans are timed, each into a new round. */
const SCANS = 5;

/** The scans' times in ms, sorted. */
interface ScanTimes {
  sorted: number[];
}

/** In the page: marks the camera's first frame shown and the moment the table's card first shows the game's players. */
function watchScan(table: number): void {
  const marks: { frame?: number; table?: number } = {};
  (window as unknown as { scanMarks: typeof marks }).scanMarks = marks;
  new MutationObserver((_, observer) => {
    const video = document.querySelector('video');
    if (video) {
      observer.disconnect();
      video.requestVideoFrameCallback((now) => (marks.frame ??= now));
    }
  }).observe(document.body, { childList: true, subtree: true });
  new MutationObserver((_, observer) => {
    const card = document.getElementById(`round-table-${table}`)?.closest('article');
    if (card?.textContent?.includes('Maximilian Fitzgerald-Hartwell')) {
      observer.disconnect();
      requestAnimationFrame(() => (marks.table ??= performance.now()));
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * Times the WebAssembly path (Chromium on Linux has no BarcodeDetector) on the real round screen, from the camera's
 * frame to its table on screen: the tournament game's battle sheet (its table set at setup) printed by the app at
 * `origin`, rasterised at 150 dpi, turned and blurred (as e2e/scan.spec.ts makes it), filmed by Chromium's fake
 * camera. Each of `SCANS` scans starts a new round of 16 tables, starts the camera and waits for the sheet's table to
 * show its report: from the first video frame shown (`requestVideoFrameCallback`) to the frame after the table's card
 * shows the game's players. The decoder is ready before the camera starts (the button waits for it).
 */
export async function measureScan(chrome: string, origin: string): Promise<ScanTimes> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scan-'));
  try {
    const game = tournamentGame();
    const printer = await launchChromium(chrome);
    const sheet = await printSheet(printer, origin, dir, game.fits, game.base).finally(() => printer.close());
    const browser = await launchWithCamera({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] }, sheet.camera);
    try {
      const page = await (await browser.newContext({ baseURL: origin, permissions: ['camera'] })).newPage();
      const times: number[] = [];
      for (let i = 0; i < SCANS; i++) {
        await startRound(page, game.tournament, 16);
        const start = page.getByRole('button', { name: 'Start the camera' });
        await expect(start).toBeEnabled({ timeout: 60_000 });
        await page.evaluate(watchScan, game.tournament.table);
        await start.click();
        const marks = await page.waitForFunction(() => {
          const { frame, table } = (window as unknown as { scanMarks: { frame?: number; table?: number } }).scanMarks;
          return frame !== undefined && table !== undefined ? { frame, table } : null;
        });
        const { frame, table } = (await marks.jsonValue())!;
        times.push(table - frame);
        await page.getByRole('button', { name: 'Stop the camera' }).click();
      }
      return { sorted: times.sort((a, b) => a - b) };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scan's row: the median and the slowest scan against the target. */
export function scanRow(report: Report, { sorted }: ScanTimes): void {
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const slowest = sorted[sorted.length - 1]!;
  report.add({
    figure: 'Scan: a camera frame of a printed sheet to its table on the round screen (WebAssembly path)',
    value: `${median.toFixed(0)} ms median, ${slowest.toFixed(0)} ms slowest (${sorted.length} scans)`,
    target: `${SCAN_TARGET_MS} ms (issue 37)`,
    compared: verdict(slowest <= SCAN_TARGET_MS),
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `npx tsx scripts/benchScan.ts`: this figure alone (it builds the app into a temporary folder and serves it on a free port). */
async function main(): Promise<void> {
  const report = new Report(`Scan figure, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const dist = mkdtempSync(join(tmpdir(), 'bench-scan-dist-'));
  try {
    viteBuild(dist);
    const app = await serve(dist, await freePort());
    try {
      scanRow(report, await measureScan(process.env.CHROME_PATH ?? '/usr/bin/chromium', app.url));
    } finally {
      await app.server.close();
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('benchScan.ts')) await main();
