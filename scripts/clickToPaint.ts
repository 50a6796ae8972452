import type { BrowserContext, Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** What a click waits for (see clickToPaint.page.js): the content that must be on screen, and what must not show first. */
export interface Expectation {
  selector: string;
  text?: string;
  absent?: string;
  flashes?: { name: string; selector: string; text?: string }[];
}

/** One click: milliseconds from the click to the paint of the awaited content, and what showed before it. */
export interface Sample {
  ms: number;
  /** The `absent` selector matched after the click (a dice shake ran). */
  waited: boolean;
  seen: string[];
  painted: string[];
}

const PAGE_SCRIPT = fileURLToPath(new URL('./clickToPaint.page.js', import.meta.url));

/** Installs the in-page recorder in every page of the context, before any of the page's own scripts. */
export async function recordClicks(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: PAGE_SCRIPT });
}

/** Clicks `target` and returns the time until the page painted what `expect` describes. */
export async function clickToPaint(page: Page, target: Locator, expect: Expectation): Promise<Sample> {
  await target.waitFor();
  await page.evaluate(`window.__clickToPaint.arm(${JSON.stringify(expect)})`);
  await target.click();
  await page.evaluate('window.__clickToPaint.sampled(30000)');
  const { samples } = (await page.evaluate('window.__clickToPaint.take()')) as { samples: Sample[] };
  return samples[0] as Sample;
}

/** Presses `key` on `target` (a list's choice changed from the keyboard) and returns the time until the page painted what `expect` describes. */
export async function keyToPaint(page: Page, target: Locator, key: string, expect: Expectation): Promise<Sample> {
  await target.focus();
  await page.evaluate(`window.__clickToPaint.arm(${JSON.stringify(expect)})`);
  await page.keyboard.press(key);
  await page.evaluate('window.__clickToPaint.sampled(30000)');
  const { samples } = (await page.evaluate('window.__clickToPaint.take()')) as { samples: Sample[] };
  return samples[0] as Sample;
}

/** Measures every click from now on against `expect` (a playthrough's steps), until `takeAutoSamples`. */
export async function measureEveryClick(page: Page, expect: Expectation): Promise<void> {
  await page.evaluate(`window.__clickToPaint.auto(${JSON.stringify(expect)})`);
}

/** Stops measuring every click and returns the samples, and how many clicks never showed the awaited content. */
export async function takeAutoSamples(page: Page): Promise<{ samples: Sample[]; abandoned: number }> {
  await page.waitForTimeout(200);
  return (await page.evaluate('window.__clickToPaint.auto(null), window.__clickToPaint.take()')) as { samples: Sample[]; abandoned: number };
}

/** Median, 95th percentile (nearest rank) and count of a list of milliseconds. */
export function summarize(ms: number[]): { median: number; p95: number; n: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (index: number) => sorted[Math.min(sorted.length - 1, Math.max(0, index))] ?? NaN;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? at(Math.floor(middle)) : (at(middle - 1) + at(middle)) / 2;
  return { median, p95: at(Math.ceil(0.95 * sorted.length) - 1), n: sorted.length };
}
