import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/serviceWorker';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Tabs from the top of the home screen to the reference button and presses Enter: keyboard only. */
async function openReferenceByKeyboard(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Open the rules reference' });
  await expect(button).toBeVisible();
  for (let presses = 0; presses < 40; presses++) {
    if (await button.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeFocused();
}

/** The data cell at (row, col) of a map table, found through its row header. */
function square(table: Locator, row: number, col: number): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: `Row ${row}`, exact: true }) }).getByRole('cell').nth(col - 1);
}

test('the rules reference opens from home by keyboard and shows the Mountains map (000 Mountains map)', async ({ page }) => {
  await page.goto('/');
  await openReferenceByKeyboard(page);
  const mountains = page.getByRole('table', { name: 'Mountains PBS map' });
  await expect(mountains.getByRole('cell')).toHaveCount(25);
  await expect(square(mountains, 1, 1)).toHaveText('Secure flank: Deep Water. Density: Open');
  await expect(square(mountains, 3, 2)).toHaveText('Secure flank: Mountains or Forest. Density: Very Dense');
  await expect(square(mountains, 5, 3)).toHaveText('Secure flank: Deep Water. Density: Dense');
  await expect(square(mountains, 2, 1)).toHaveText('Secure flank: Rocky Ground or Woods. Density: Dense');
});

test('the search filters every section and announces the count', async ({ page }) => {
  await page.goto('/');
  await openReferenceByKeyboard(page);
  const status = page.getByRole('search').getByRole('status');
  await expect(status).toHaveText(/^\d+ entries\. Type/);
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('declared Impassable');
  await expect(status).toHaveText(/^\d+ entr(y|ies) match(es)? “declared Impassable”\.$/);
  const terrain = page.getByRole('table', { name: 'Mountains terrain types' });
  await expect(terrain.getByRole('rowheader')).toHaveText(['Mountains']);
  await expect(terrain).toContainText('Up to 2 may be declared Impassable (minimum size only)');
  await expect(page.getByRole('table', { name: 'Waterside PBS map' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Weather (2020)' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('');
  await expect(page.getByRole('table', { name: 'Waterside PBS map' })).toBeVisible();
});

test('the contents jump to a section by keyboard', async ({ page }) => {
  await page.goto('/');
  await openReferenceByKeyboard(page);
  await page.getByRole('link', { name: 'Scales' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Scales' })).toBeFocused();
  await expect(page.getByText('Worked example: 6 BW printed is 4 BW in Magna.')).toBeInViewport();
});

test('an axe scan of the rules reference (WCAG 2.1 A/AA) finds no violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the rules reference' }).click();
    await expect(page.getByRole('table', { name: 'Mountains PBS map' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations, scheme).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways, wide tables scroll inside their box, and axe finds no violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the rules reference' }).click();
    const terrain = page.getByRole('group', { name: 'Waterside terrain types' });
    await expect(terrain).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(await terrain.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations).toEqual([]);
  });
});

test('after the service worker takes control, the rules reference opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await openReferenceByKeyboard(page);
  await expect(square(page.getByRole('table', { name: 'Mountains PBS map' }), 1, 5)).toHaveText(
    'Secure flank: Mountains or Forest. Density: Featureless',
  );
});
