import { expect, test, type Page } from '@playwright/test';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

const GAME: PlayOptions = { edition: '2023', mode: 'digital', seed: 'map-board' };

interface SquareBox {
  name: string;
  width: number;
  height: number;
  x: number;
  y: number;
  hit: boolean;
}

/** Every square button of the map: its box, and whether the pointer at its centre lands on it (not on the picture beneath). */
async function squareBoxes(page: Page): Promise<SquareBox[]> {
  await stepArea(page).locator('.pbs-map button').first().scrollIntoViewIfNeeded();
  return stepArea(page)
    .locator('.pbs-map button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        b.scrollIntoView({ block: 'center' });
        const r = b.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const at = document.elementFromPoint(x, y);
        return { name: b.getAttribute('aria-label') ?? '', width: r.width, height: r.height, x, y, hit: at !== null && (at === b || b.contains(at)) };
      }),
    );
}

function expectPressable(squares: SquareBox[], label: string): void {
  expect(squares, label).toHaveLength(25);
  for (const s of squares) {
    expect(s.width, `${label}: ${s.name} width`).toBeGreaterThanOrEqual(24);
    expect(s.height, `${label}: ${s.name} height`).toBeGreaterThanOrEqual(24);
    expect(s.hit, `${label}: ${s.name} takes the pointer at its centre`).toBe(true);
  }
}

// Issue 35, D1: in WebKit the squares were 0 px tall and a tap fell on the picture; a scripted click
// hid it. Here each square is measured and pressed where a finger presses, at its centre.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('every map square is at least 24x24 px and a press at its centre chooses it', async ({ page }) => {
      test.setTimeout(120_000);
      await startGame(page, GAME);
      await playToEnd(page, { ...GAME, stopAt: /placing the army counter/i });
      expectPressable(await squareBoxes(page), 'counter placement');
      // The table that names the squares fills the board too (WebKit once gave it no height).
      const table = (await stepArea(page).getByRole('table', { name: /PBS map$/ }).boundingBox())!;
      expect(table.height).toBeGreaterThanOrEqual(5 * 24);
      expect(Math.abs(table.height - table.width)).toBeLessThanOrEqual(2);

      const choice = stepArea(page).locator('.pbs-map button[aria-disabled="false"]').first();
      await choice.scrollIntoViewIfNeeded();
      const box = (await choice.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('heading', { level: 1, name: /day 1 of 5/i })).toBeVisible();

      await playToEnd(page, { ...GAME, stopAt: /moving the army counter/i });
      expectPressable(await squareBoxes(page), 'counter move');
    });
  });
}
