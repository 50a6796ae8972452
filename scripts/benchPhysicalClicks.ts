import type { Browser } from '@playwright/test';
import { hardPhysicalGame } from '../e2e/support/hardPhysical';
import { PHYSICAL_BENCH_GAME, playToEnd, startGame, type PlayOptions } from '../e2e/support/wizard';
import { clickPage, emptyLibrary, launchChromium } from './benchBrowser';
import { serve } from './benchServe';

/** How many clicks and taps the scripted game took after setup, and on how many step screens. */
export interface PhysicalCount {
  interactions: number;
  screens: number;
}

/** The most interactions after setup each counted game may take (issue 38's Counts). */
export const INTERACTION_TARGETS = { digital: 45, physical: 50, hardPhysical: 60 } as const;

/** Every click and tap of a scripted game after setup, in a page of its own so the digital game's timings are not warmed by it. */
async function countGame(browser: Browser, appURL: string, game: PlayOptions): Promise<PhysicalCount> {
  const page = await clickPage(browser, appURL, { serviceWorker: false });
  try {
    await emptyLibrary(page);
    await startGame(page, game);
    const { interactions, steps } = await playToEnd(page, game);
    return { interactions, screens: steps.length };
  } finally {
    await page.context().close();
  }
}

/**
 * Issue 29: every tap of a scripted 2020 pre-battle with the players' own cards and dice after setup (each face or
 * card tapped, each confirm), counted the way the digital game's clicks are.
 */
export const countPhysicalGame = (browser: Browser, appURL: string): Promise<PhysicalCount> => countGame(browser, appURL, PHYSICAL_BENCH_GAME);

/** Issue 38: the same count for the harder physical path (a Pacto game with a strategic intercept, five pieces placed by the dice, six scouting cards). */
export const countHardPhysicalGame = (browser: Browser, appURL: string): Promise<PhysicalCount> => countGame(browser, appURL, hardPhysicalGame());

/**
 * `npx tsx scripts/benchPhysicalClicks.ts`: only the interaction counts (the digital 2023 benchmark game, the 2020
 * physical one and the harder physical path), on a build made before (BENCH_DIST, default dist) served on BENCH_PORT.
 */
async function main(): Promise<void> {
  const app = await serve(process.env.BENCH_DIST ?? 'dist', Number(process.env.BENCH_PORT ?? 4199));
  try {
    const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
    try {
      const counts = [
        { name: '2023 digital pre-battle', count: await countGame(browser, app.url, { edition: '2023', mode: 'digital', seed: 'bench' }), most: INTERACTION_TARGETS.digital },
        { name: '2020 physical pre-battle', count: await countPhysicalGame(browser, app.url), most: INTERACTION_TARGETS.physical },
        { name: '2020 physical Pacto pre-battle, the harder path', count: await countHardPhysicalGame(browser, app.url), most: INTERACTION_TARGETS.hardPhysical },
      ];
      for (const { name, count, most } of counts) {
        console.log(`${name}: ${count.interactions} interactions after setup (${count.screens} screens); target ≤ ${most} (issue 38), ${count.interactions <= most ? 'met' : 'NOT met'}`);
        if (count.interactions > most) process.exitCode = 1;
      }
    } finally {
      await browser.close();
    }
  } finally {
    await app.server.close();
  }
}

if (process.argv[1]?.endsWith('benchPhysicalClicks.ts')) await main();
