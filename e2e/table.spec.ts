import { readFileSync } from 'node:fs';
import { expectAxeClean } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { gameFileInput } from './support/library';

/** Set TABLE_SHOTS to a folder to keep screenshots of every checked screen (never the repo). */
const SHOTS = process.env.TABLE_SHOTS;

const example = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as { actions: { type: string }[] };

/** The Waterside example up to the Vital Settlement: deep water and every terrain piece are on the table. */
const midGame = { ...example, actions: example.actions.slice(0, example.actions.findIndex((a) => a.type === 'confirmVitalSettlement')) };

async function openGame(page: Page, name: string, file: unknown): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const figure = page.getByRole('figure', { name: 'Table diagram' });
  if (await figure.count()) await figure.screenshot({ path: `${SHOTS}/${name}-table.png` });
}

/** The diagram is whole: nothing scrolls sideways inside it or off the window, and its drawing fits its column. */
async function expectWhole(page: Page, label: string): Promise<void> {
  const figure = page.getByRole('figure', { name: 'Table diagram' });
  await expect(figure, label).toBeVisible();
  const box = await figure.evaluate((el) => {
    const svg = el.querySelector('svg.td-svg')!.getBoundingClientRect();
    const rect = el.getBoundingClientRect();
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      left: Math.min(rect.left, svg.left),
      right: Math.max(rect.right, svg.right),
      svgWidth: svg.width,
      viewport: document.documentElement.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(box.scrollWidth, `${label}: scrollWidth`).toBeLessThanOrEqual(box.clientWidth);
  expect(box.left, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${label}: right edge`).toBeLessThanOrEqual(box.viewport);
  expect(box.pageOverflow, `${label}: page scrolls sideways`).toBeLessThanOrEqual(1);
  expect(box.svgWidth, `${label}: drawing width`).toBeGreaterThan(250);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the table diagram is whole in light and dark, with every piece listed', async ({ page }) => {
      await openGame(page, 'mid-game.json', midGame);
      await expect(page.getByRole('heading', { level: 1, name: /vital settlement/i })).toBeVisible();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectWhole(page, `${scheme} ${viewport.width}`);
        await shot(page, `mid-${viewport.width}-${scheme}`);
      }
      const list = page.getByRole('list', { name: 'On the table' });
      await expect(list.getByRole('listitem').first()).toHaveText(/^Deep Water, the deep-water secure flank/);
      await expect(list.getByRole('listitem')).toHaveCount(6);
    });
  });
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard records a piece, the log says so, undo takes it back; axe-clean in light and dark', async ({ page }) => {
    await openGame(page, 'mid-game.json', midGame);
    const figure = page.getByRole('figure', { name: 'Table diagram' });
    await expectAxeClean(page, 'mid-game, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAxeClean(page, 'mid-game, dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // 3: the defender's Brush, in the centre touching his edge (die 3), suggested: a step right keeps it legal.
    const piece = figure.getByRole('button', { name: /^3\. Brush, .*: record where it was placed$/ });
    await piece.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(figure.getByRole('status')).toHaveText(/^Recorded 3\. Brush, where it was placed: centre /);
    await expect(piece).toBeFocused();
    const log = page.getByRole('region', { name: 'Log' });
    await expect(log.locator('.log-list > li').last()).toContainText('is recorded: centre 22.5 BW');
    const item = figure.getByRole('list', { name: 'On the table' }).getByRole('listitem').nth(2);
    await expect(item).toContainText('recorded where it was placed');
    await shot(page, 'recorded-1280');

    await log.locator('.log-list > li').last().getByRole('button', { name: /^Undo to here/ }).click();
    await expect(item).toContainText('not recorded');
    await expectAxeClean(page, 'after undo');
  });

  test('an illegal drop says which rule it breaks and records nothing', async ({ page }) => {
    await openGame(page, 'mid-game.json', midGame);
    const figure = page.getByRole('figure', { name: 'Table diagram' });
    const piece = figure.getByRole('button', { name: /^3\. Brush/ });
    await piece.scrollIntoViewIfNeeded();
    const box = (await piece.boundingBox())!;
    const logLines = page.getByRole('region', { name: 'Log' }).locator('.log-list > li');
    const before = await logLines.count();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(figure.locator('.td-broken-list li').first()).toHaveText(/\((000|002) [^)]+\)\.$/);
    await shot(page, 'broken-1280');
    expect(await logLines.count()).toBe(before);
    await piece.focus();
    await page.keyboard.press('Escape');
    await expect(figure.locator('.td-broken')).toHaveCount(0);
  });

  test('the summary shows the diagram with recorded positions', async ({ page }) => {
    await openGame(page, 'table-positions-2020.json', JSON.parse(readFileSync('examples/table-positions-2020.json', 'utf8')));
    await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
    await expectWhole(page, 'summary');
    await expect(page.getByRole('figure', { name: 'Table diagram' }).getByText(/recorded where it ended/).first()).toBeVisible();
    await shot(page, 'summary-1280');
  });
});
