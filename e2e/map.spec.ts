import { expectAxeClean } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

const GAME: PlayOptions = { edition: '2023', mode: 'digital', seed: 'map-board' };

/** Set MAP_SHOTS to a folder to keep screenshots of every checked screen (never the repo). */
const SHOTS = process.env.MAP_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const map = page.locator('figure.pbs-map');
  if (await map.count()) await map.screenshot({ path: `${SHOTS}/${name}-map.png` });
}

/** The map (not a thumbnail) is whole: nothing scrolls sideways inside it or off the right of the window, and its words are at least 12 px. */
async function expectMapWhole(page: Page, label: string): Promise<void> {
  const map = page.locator('figure.pbs-map');
  await expect(map, label).toHaveCount(1);
  await expect(map, label).toBeVisible();
  const box = await map.evaluate((el) => {
    const board = el.querySelector('svg.pbs-svg')!.getBoundingClientRect();
    const rect = el.getBoundingClientRect();
    const sizes = [...el.querySelectorAll<SVGTextElement>('svg.pbs-svg text')]
      .filter((t) => getComputedStyle(t.closest('.pbs-full, .pbs-compact') ?? t).display !== 'none')
      .map((t) => {
        const ctm = t.getScreenCTM();
        return Number(t.getAttribute('font-size') ?? t.closest('[font-size]')?.getAttribute('font-size')) * (ctm ? Math.hypot(ctm.a, ctm.b) : 0);
      });
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      left: Math.min(rect.left, board.left),
      right: Math.max(rect.right, board.right),
      viewport: document.documentElement.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      texts: sizes.length,
      smallest: Math.min(...sizes),
    };
  });
  expect(box.scrollWidth, `${label}: scrollWidth`).toBeLessThanOrEqual(box.clientWidth);
  expect(box.left, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${label}: right edge`).toBeLessThanOrEqual(box.viewport);
  expect(box.pageOverflow, `${label}: page scrolls sideways`).toBeLessThanOrEqual(1);
  expect(box.texts, `${label}: words on the board`).toBeGreaterThan(25);
  expect(box.smallest, `${label}: smallest text in px`).toBeGreaterThanOrEqual(12);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the territory thumbnails, the counter placement and the march show the whole map', async ({ page }) => {
      test.setTimeout(120_000);
      await startGame(page, GAME);
      await playToEnd(page, { ...GAME, stopAt: /choosing the territory/i });
      const thumbs = stepArea(page).locator('.territory-choices > li');
      expect(await thumbs.count()).toBeGreaterThan(0);
      for (const thumb of await thumbs.all()) {
        const box = (await thumb.locator('.pbs-thumb').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await expect(thumb.getByRole('button')).toBeVisible();
      }
      await shot(page, `territory-${viewport.width}`);

      await playToEnd(page, { ...GAME, stopAt: /placing the army counter/i });
      await expectMapWhole(page, 'counter placement');
      await expect(stepArea(page).locator('.pbs-map button[aria-disabled="false"]').first()).toBeVisible();
      await shot(page, `place-${viewport.width}`);

      await playToEnd(page, { ...GAME, stopAt: /day 3 of 5/i });
      await expectMapWhole(page, 'march');
      await shot(page, `march-${viewport.width}`);
    });
  });
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the summary shows the whole map with the battle square', async ({ page }) => {
    test.setTimeout(120_000);
    await startGame(page, GAME);
    await playToEnd(page, GAME);
    await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
    await expectMapWhole(page, 'summary');
    await expect(page.getByRole('table', { name: /PBS map$/ }).getByText('army counter here')).toHaveCount(1);
    await shot(page, 'summary-1280');
  });

  test('a map step is axe-clean in light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await startGame(page, GAME);
    await playToEnd(page, { ...GAME, stopAt: /moving the army counter|day 2 of 5/i });
    await page.emulateMedia({ colorScheme: 'light' });
    await expectAxeClean(page, 'map step, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAxeClean(page, 'map step, dark');
    await shot(page, 'dark-1280');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the counter placement is axe-clean in light and dark, and arrow keys and Enter place the counter', async ({ page }) => {
    test.setTimeout(120_000);
    await startGame(page, GAME);
    await playToEnd(page, { ...GAME, stopAt: /placing the army counter/i });
    await expectAxeClean(page, 'placement, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAxeClean(page, 'placement, dark');
    await shot(page, 'place-dark-360');
    const map = page.getByRole('table', { name: /PBS map$/ });
    await map.getByRole('button', { disabled: false }).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(map.getByRole('button', { name: /row 2, column 2,/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /day 1 of 5/ })).toBeVisible();
  });
});
