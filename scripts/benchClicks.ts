import { expect, type Browser, type Page } from '@playwright/test';
import { playToEnd, startGame } from '../e2e/support/wizard';
import { clickPage, emptyLibrary, fillSetup, goHome, openHome } from './benchBrowser';
import { clickToPaint, keyToPaint, measureEveryClick, takeAutoSamples, type Expectation, type Sample } from './clickToPaint';
import { countHardPhysicalGame, countPhysicalGame, type PhysicalCount } from './benchPhysicalClicks';

/** What must never show before the awaited screen: a wrong screen, or a placeholder while code or the game loads. */
const FLASHES: Expectation['flashes'] = [
  { name: 'wrong screen "No pre-battle in progress"', selector: 'h1', text: 'No pre-battle in progress' },
  { name: 'wrong screen "Page not found"', selector: 'h1', text: 'Page not found' },
  { name: 'placeholder "Loading…"', selector: '[role="status"]', text: 'Loading' },
  { name: 'placeholder "Opening the game…"', selector: '[role="status"]', text: 'Opening the game' },
];

/** The theme toggle's first click, System to Light, in a light colour scheme: the page looks the same but for the button's label. */
const RELABELLED: Expectation = { selector: 'button', text: 'Theme: Light' };

/** A step has answered a click once the page changed and no dice shake or placeholder (a screen's, or a step's while its code arrives) is left; a placeholder painted first is recorded. */
const STEP_ANSWERED: Expectation = { selector: '#main', absent: '.rolling, .loading', flashes: FLASHES };

/** Every click-to-paint sample, by what the click did; screen changes cold (fresh page) and warm (same page again). */
export interface ClickFigures {
  relabel: Sample[];
  floorRelabel: Sample[];
  /** The header's language chosen on a game's first step, English to French and back (issue 36). */
  language: Sample[];
  resume: { cold: Sample[]; warm: Sample[] };
  setup: { cold: Sample[]; warm: Sample[] };
  game: { cold: Sample[]; warm: Sample[] };
  rules: { cold: Sample[]; warm: Sample[] };
  steps: { samples: Sample[]; abandoned: number; interactions: number; screens: number };
  /** The scripted 2020 physical game's taps (issue 29), counted, not timed. */
  physical: PhysicalCount;
  /** The harder physical path's taps (issue 38), counted, not timed. */
  hardPhysical: PhysicalCount;
}

/** `runs` clicks on the theme toggle (System to Light, measured; then Dark and System again, not measured). */
async function relabelClicks(page: Page, runs: number): Promise<Sample[]> {
  const toggle = page.getByRole('button', { name: /^Theme: / });
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    await page.getByRole('button', { name: 'Theme: System' }).waitFor();
    samples.push(await clickToPaint(page, toggle, RELABELLED));
    await toggle.click();
    await toggle.click();
  }
  return samples;
}

/**
 * The language chosen in the header, from the keyboard, on a game's first step: English to French, then back, each
 * measured until the step's title is painted in the new language (the first switch loads French).
 */
async function languageClicks(page: Page, runs: number): Promise<Sample[]> {
  await emptyLibrary(page);
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'bench-language' });
  const chooser = page.locator('.language-chooser select');
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) {
    samples.push(await keyToPaint(page, chooser, 'ArrowDown', { selector: '#step-title', text: 'envahisseur', flashes: FLASHES }));
    await expect(chooser).toBeEnabled();
    samples.push(await keyToPaint(page, chooser, 'ArrowUp', { selector: '#step-title', text: 'invader', flashes: FLASHES }));
    await expect(chooser).toBeEnabled();
  }
  return samples;
}

/** Resume of a saved game at day 3 of the march: from a freshly loaded Home (cold), then again from Home in the same document (warm). */
async function resumeClicks(page: Page, runs: number): Promise<ClickFigures['resume']> {
  const options = { edition: '2023', mode: 'digital', seed: 'bench-resume' } as const;
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /day 3 of 5/i });
  const cold: Sample[] = [];
  const warm: Sample[] = [];
  const resume = page.getByRole('button', { name: /^Resume the pre-battle/ });
  const awaited: Expectation = { selector: '#step-title', flashes: FLASHES };
  for (let run = 0; run < runs; run++) {
    await openHome(page);
    cold.push(await clickToPaint(page, resume, awaited));
    await goHome(page);
    warm.push(await clickToPaint(page, resume, awaited));
  }
  return { cold, warm };
}

/** Home to the rules reference, Home to setup and setup to the game's first step: first in a fresh document (cold), then again in it (warm), with an empty library each time. */
async function screenClicks(page: Page, runs: number): Promise<Pick<ClickFigures, 'setup' | 'game' | 'rules'>> {
  const figures = { setup: { cold: [] as Sample[], warm: [] as Sample[] }, game: { cold: [] as Sample[], warm: [] as Sample[] }, rules: { cold: [] as Sample[], warm: [] as Sample[] } };
  const rulesButton = page.getByRole('banner').getByRole('button', { name: 'Rules', exact: true });
  const toRules: Expectation = { selector: '.ref #reference-title', flashes: FLASHES };
  const toSetup: Expectation = { selector: '#setup-title', flashes: FLASHES };
  const toGame: Expectation = { selector: '#step-title', text: 'Choosing invader or defender', flashes: FLASHES };
  for (let run = 0; run < runs; run++) {
    await emptyLibrary(page);
    await openHome(page);
    for (const temperature of ['cold', 'warm'] as const) {
      figures.rules[temperature].push(await clickToPaint(page, rulesButton, toRules));
      await goHome(page);
    }
    for (const temperature of ['cold', 'warm'] as const) {
      figures.setup[temperature].push(await clickToPaint(page, page.getByRole('button', { name: 'Start a new pre-battle' }), toSetup));
      await fillSetup(page, `bench-${run}`);
      figures.game[temperature].push(await clickToPaint(page, page.getByRole('button', { name: 'Start the pre-battle' }), toGame));
      await goHome(page);
    }
  }
  return figures;
}

/** Every click of a scripted digital pre-battle after setup, dice shakes included. */
async function stepClicks(page: Page): Promise<ClickFigures['steps']> {
  const options = { edition: '2023', mode: 'digital', seed: 'bench' } as const;
  await emptyLibrary(page);
  await startGame(page, options);
  await measureEveryClick(page, STEP_ANSWERED);
  const { interactions, steps } = await playToEnd(page, options);
  return { ...(await takeAutoSamples(page)), interactions, screens: steps.length };
}

/** All click-to-paint figures: the app on `appURL` (service worker in control), the floor on `floorURL`. */
export async function measureClicks(browser: Browser, appURL: string, floorURL: string, runs: number): Promise<ClickFigures> {
  const floor = await clickPage(browser, floorURL, { serviceWorker: false });
  const floorRelabel = await relabelClicks(floor, runs);
  await floor.context().close();
  const page = await clickPage(browser, appURL, { serviceWorker: true });
  await openHome(page);
  const relabel = await relabelClicks(page, runs);
  const resume = await resumeClicks(page, runs);
  const screens = await screenClicks(page, runs);
  // After Resume's figures: its game stays in the library, where Resume would find two of the same name.
  const language = await languageClicks(page, runs);
  const steps = await stepClicks(page);
  await page.context().close();
  const physical = await countPhysicalGame(browser, appURL);
  const hardPhysical = await countHardPhysicalGame(browser, appURL);
  return { relabel, floorRelabel, language, resume, ...screens, steps, physical, hardPhysical };
}
