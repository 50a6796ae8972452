import type { Browser } from '@playwright/test';
import { PHYSICAL_BENCH_GAME, playToEnd, startGame } from '../e2e/support/wizard';
import { clickPage, emptyLibrary, launchChromium } from './benchBrowser';
import { serve } from './benchServe';

/** How many clicks and taps the scripted game took after setup, and on how many step screens. */
export interface PhysicalCount {
  interactions: number;
  screens: number;
}

/**
 * Issue 29: every tap of a scripted 2020 pre-battle with the players' own cards and dice after setup
 * (each face or card tapped, each confirm), counted the way the digital game's clicks are, in a page
 * of its own so the digital game's timings are not warmed by it.
 */
export async function countPhysicalGame(browser: Browser, appURL: string): Promise<PhysicalCount> {
  const page = await clickPage(browser, appURL, { serviceWorker: false });
  try {
    await emptyLibrary(page);
    await startGame(page, PHYSICAL_BENCH_GAME);
    const { interactions, steps } = await playToEnd(page, PHYSICAL_BENCH_GAME);
    return { interactions, screens: steps.length };
  } finally {
    await page.context().close();
  }
}

/** `npx tsx scripts/benchPhysicalClicks.ts`: only this count, on a build made before (BENCH_DIST, default dist) served on BENCH_PORT. */
async function main(): Promise<void> {
  const app = await serve(process.env.BENCH_DIST ?? 'dist', Number(process.env.BENCH_PORT ?? 4199));
  try {
    const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
    try {
      const { interactions, screens } = await countPhysicalGame(browser, app.url);
      console.log(`2020 physical pre-battle: ${interactions} interactions after setup (${screens} screens); target ≤ 50 (issue 29)`);
      if (interactions > 50) process.exitCode = 1;
    } finally {
      await browser.close();
    }
  } finally {
    await app.server.close();
  }
}

if (process.argv[1]?.endsWith('benchPhysicalClicks.ts')) await main();
