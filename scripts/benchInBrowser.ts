import { measureClicks } from './benchClicks';
import { launchChromium } from './benchBrowser';
import { measureJsLoaded } from './benchJsLoaded';
import { lighthouseRows } from './benchLighthouseRows';
import { lighthouseRuns } from './benchLighthouseRuns';
import type { Report } from './benchReport';
import { clickRows, flashRows, scriptRows } from './benchRows';
import { measureScan, scanRow } from './benchScan';
import { FLOOR_CONFIG, serve } from './benchServe';

/** Where the builds are, the floor's entry size, the ports, the repeats (clicks and Lighthouse runs) and the browser. */
export interface BrowserBench {
  dist: string;
  floorDist: string;
  floorKb: number;
  port: number;
  floorPort: number;
  runs: number;
  lighthouseRuns: number;
  chrome: string;
}

/** The figures measured in Chromium and Lighthouse, with the app and the floor served by `vite preview` in this process on ports of their own. */
export async function benchInBrowser(report: Report, { dist, floorDist, floorKb, port, floorPort, runs, lighthouseRuns: lighthouseCount, chrome }: BrowserBench): Promise<void> {
  const app = await serve(dist, port);
  const floor = await serve(floorDist, floorPort, FLOOR_CONFIG);
  try {
    const browser = await launchChromium(chrome);
    try {
      await report.attempt('JavaScript a game loads', async () => scriptRows(report, dist, floorKb, await measureJsLoaded(browser, app.url)));
      await report.attempt('Click-to-paint', async () => {
        const clicks = await measureClicks(browser, app.url, floor.url, runs);
        clickRows(report, clicks);
        flashRows(report, clicks);
      });
    } finally {
      await browser.close();
    }
    await report.attempt('Scan', async () => scanRow(report, await measureScan(chrome, app.url)));
    await report.attempt('Lighthouse', async () => {
      const log = (text: string) => report.note(text);
      lighthouseRows(report, await lighthouseRuns(app.url, chrome, lighthouseCount, 'reports/bench-lighthouse-flow.html', log));
    });
  } finally {
    await app.server.close();
    await floor.server.close();
  }
}
