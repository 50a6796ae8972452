import { expect, test, type Locator } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

/** The top edge of what a locator finds, on the page. */
async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

for (const size of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}x${size.height} the end of the pre-battle leads with the battle sheet, then the table diagram, then the weather of turn 1; the PBS map waits under the log`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const options: PlayOptions = { edition: '2020', mode: 'digital', seed: 'e2e-end-order' };
    await startGame(page, options);
    await playToEnd(page, options);
    await expect(page.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeVisible();
    const area = stepArea(page);
    const sheet = area.getByRole('button', { name: 'Battle sheet' });
    // The sheet is the step's decision: the focus is on it, and it is in the first screen.
    await expect(sheet).toBeFocused();
    await expect(sheet).toBeInViewport();
    const diagram = area.getByRole('figure', { name: /^Table diagram/ });
    const weather = area.getByRole('button', { name: 'Roll the weather for turn 1' });
    const order = [await top(sheet), await top(diagram), await top(weather)];
    expect(order, 'sheet, diagram, weather').toEqual([...order].sort((a, b) => a - b));
    // The PBS map is no longer the picture beside the step: the finished march is under the log.
    await expect(page.locator('.game-picture')).toHaveCount(0);
    const log = page.getByRole('region', { name: 'Log' });
    const map = page.getByRole('complementary', { name: 'Map and log' }).getByRole('table', { name: /PBS map$/ });
    expect(await top(map)).toBeGreaterThan(await top(log));
  });
}

test('at 360x640 the battle summary’s terrain table breaks no word: it keeps whole words and scrolls sideways in its own named region', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-end-order' };
  await startGame(page, options);
  await playToEnd(page, options);
  const region = stepArea(page).getByRole('region', { name: 'Terrain pieces' });
  await expect(region.getByRole('row')).not.toHaveCount(0);
  await expect(region).toHaveAttribute('tabindex', '0');
  // A word drawn on more than one line is broken: each word's boxes must share one top.
  const broken = await region.evaluate((element) => {
    const found: string[] = [];
    for (const cell of element.querySelectorAll('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) found.push(word[0]);
        }
      }
    }
    return found;
  });
  expect(broken, 'words broken across lines').toEqual([]);
  // Nothing spills out of the page: what does not fit scrolls inside the region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('at 360x640 the table diagram never cuts a piece’s name: a label is its number with the whole name, or the number (and letter) with the list as its key', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const options: PlayOptions = { edition: '2020', mode: 'digital', seed: 'e2e-end-order' };
  await startGame(page, options);
  await playToEnd(page, options);
  const diagram = stepArea(page).getByRole('figure', { name: /^Table diagram/ });
  // The list's names, by number: "Open Area, Anna's optional piece, ..." names piece 1 "Open Area" (a declared effect in brackets).
  const names = (await diagram.locator('.td-list > li').allInnerTexts()).map((t) => t.split(',')[0]!.replace(/\s*\([^)]*\)$/, ''));
  const labels = await diagram.locator('text.td-label-strong').evaluateAll((texts) => texts.map((t) => t.querySelector('tspan')?.textContent ?? ''));
  const pieces = labels.filter((l) => /^\d+\b/.test(l));
  expect(pieces.length).toBeGreaterThan(0);
  for (const label of pieces) {
    const [, number, name] = /^(\d+)(?: (.+))?$/.exec(label) ?? [];
    if (!name || /^[A-Z]$/.test(name)) continue;
    expect(name, `label "${label}" names its piece whole`).toBe(names[Number(number) - 1]);
  }
  // A removed piece's label is drawn plain, to be read: the cross on the piece and its status say it is gone.
  expect(await diagram.locator('text.td-label').evaluateAll((texts) => texts.filter((t) => getComputedStyle(t).textDecorationLine.includes('line-through')).length)).toBe(0);
});
