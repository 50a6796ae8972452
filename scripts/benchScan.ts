import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithCamera, printSheet, serveScanHarness } from '../e2e/support/scanHarness';
import { launchChromium } from './benchBrowser';
import { Report, verdict } from './benchReport';

/** Issue 37: a scan should read a sheet's code within a second of the frame. */
export const SCAN_TARGET_MS = 1000;

/** How many times the camera's frame is read. */
const READS = 15;

/** The reads' times in ms, sorted, and whether every read gave the sheet's link. */
interface ScanTimes {
  sorted: number[];
  allRead: boolean;
}

/**
 * Times the WebAssembly path (Chromium on Linux has no BarcodeDetector) from a camera frame to the code decoded: the
 * scan harness (e2e/harness/) built and served, the example game's sheet printed, rasterised at 150 dpi, turned and
 * blurred (as e2e/scan.spec.ts makes it), filmed by Chromium's fake camera; once the scanner has read it, each of
 * `READS` reads takes the video's current frame, draws it and decodes it, as the scanner does at each frame.
 */
export async function measureScan(chrome: string): Promise<ScanTimes> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scan-'));
  const { origin, stop } = await serveScanHarness(join(dir, 'dist'));
  try {
    const printer = await launchChromium(chrome);
    const sheet = await printSheet(printer, origin, dir).finally(() => printer.close());
    const browser = await launchWithCamera({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] }, sheet.camera);
    try {
      const page = await (await browser.newContext({ baseURL: origin, permissions: ['camera'] })).newPage();
      await page.goto('/e2e/harness/scan.html');
      await page.getByRole('button', { name: 'Start the camera' }).click();
      await page.getByRole('list', { name: 'codes' }).getByRole('listitem').first().waitFor();
      const reads = await page.evaluate(async (count) => {
        type Prepare = () => Promise<{ reader: (source: HTMLVideoElement) => Promise<string | null> }>;
        const { reader } = await (window as unknown as { scanHarness: { prepareScanning: Prepare } }).scanHarness.prepareScanning();
        const video = document.querySelector('video')!;
        const out: { ms: number; text: string | null }[] = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          const text = await reader(video);
          out.push({ ms: performance.now() - start, text });
        }
        return out;
      }, READS);
      return { sorted: reads.map((read) => read.ms).sort((a, b) => a - b), allRead: reads.every((read) => read.text === sheet.link) };
    } finally {
      await browser.close();
    }
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The scan's row: the median and p95 of the reads against the target. */
export function scanRow(report: Report, { sorted, allRead }: ScanTimes): void {
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  report.add({
    figure: 'Scan: a camera frame of a printed sheet to its code decoded (WebAssembly path)',
    value: `${median.toFixed(0)} ms median, ${p95.toFixed(0)} ms p95 (${sorted.length} reads${allRead ? '' : ', NOT every read gave the sheet link'})`,
    target: `${SCAN_TARGET_MS} ms`,
    compared: verdict(allRead && p95 <= SCAN_TARGET_MS),
  });
}

/** `npx tsx scripts/benchScan.ts`: this figure alone (it builds the scan harness into a temporary folder). */
async function main(): Promise<void> {
  const report = new Report(`Scan figure, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  scanRow(report, await measureScan(process.env.CHROME_PATH ?? '/usr/bin/chromium'));
}

if (process.argv[1]?.endsWith('benchScan.ts')) await main();
