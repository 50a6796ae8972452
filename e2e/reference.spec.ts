import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { waitForServiceWorkerControl } from './support/serviceWorker';

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

const contents = (page: Page) => page.getByRole('navigation', { name: 'Sections of the rules reference' });

/** Follows a link by keyboard: focus, Enter. */
async function press(link: Locator): Promise<void> {
  await link.focus();
  await link.press('Enter');
}

/** The data cell at (row, col) of a map table, found through its row header. */
function square(table: Locator, row: number, col: number): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: `Row ${row}`, exact: true }) }).getByRole('cell').nth(col - 1);
}

/** The Mountains page of the territory maps, reached by keyboard from the contents. */
async function openMountains(page: Page): Promise<Locator> {
  await press(contents(page).getByRole('link', { name: 'Territory maps (2023)' }));
  await press(page.getByRole('navigation', { name: 'Parts of Territory maps (2023)' }).getByRole('link', { name: 'Mountains' }));
  const mountains = page.getByRole('table', { name: 'Mountains PBS map' });
  await expect(mountains.getByRole('cell')).toHaveCount(25);
  return mountains;
}

test('the rules reference opens from home by keyboard at its contents, and the Mountains page shows its map (000 Mountains map)', async ({ page }) => {
  await page.goto('/');
  await openReferenceByKeyboard(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  const mountains = await openMountains(page);
  await expect(page).toHaveURL(/#\/reference\/maps2023\/mountains$/);
  await expect(page.getByRole('table', { name: 'Waterside PBS map' })).toHaveCount(0);
  await expect(square(mountains, 1, 1)).toHaveText('Secure flank: Deep Water. Density: Open');
  await expect(square(mountains, 3, 2)).toHaveText('Secure flank: Mountains or Forest. Density: Very Dense');
  await expect(square(mountains, 5, 3)).toHaveText('Secure flank: Deep Water. Density: Dense');
  await expect(square(mountains, 2, 1)).toHaveText('Secure flank: Rocky Ground or Woods. Density: Dense');
});

test('one section at a time: no page of the reference is the old 68,000 px scroll, and Back returns home in one step', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the rules reference' }).click();
  const links = contents(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const title = await links.nth(i).innerText();
    await links.nth(i).click();
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeFocused();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, title).toBeLessThan(20_000);
  }
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' })).toBeVisible();
});

test('the search looks through every section and announces the count', async ({ page }) => {
  await page.goto('/#/reference/glossary');
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
  await expect(page.getByRole('heading', { level: 2, name: 'Glossary' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mountains terrain types' })).toHaveCount(0);
});

test('the contents move to a section by keyboard, which is linkable and survives a reload', async ({ page }) => {
  await page.goto('/');
  await openReferenceByKeyboard(page);
  await press(contents(page).getByRole('link', { name: 'Scales' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Scales' })).toBeFocused();
  await expect(page.getByText('Worked example: 6 BW printed is 4 BW in Magna.')).toBeVisible();
  await expect(page).toHaveURL(/#\/reference\/scales$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Scales' })).toBeFocused();
});

test('a link to an entry opens the reference at it; opened that way, Back goes to the screen it names, never out of the app', async ({ page }) => {
  await page.goto('/#/reference/maps2023/desert?entry=maps2023%2Fdesert%2Fterrain%2FsandDunes&from=setup');
  const row = page.getByRole('rowheader', { name: 'Sand Dunes' }).locator('xpath=..');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await page.getByRole('button', { name: 'Back to setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
});

test('the header’s "Rules" opens the reference from setup, and its Back returns to setup', async ({ page }) => {
  await page.goto('/#/setup');
  await page.getByRole('banner').getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
});

test('an axe scan of the reference’s pages (WCAG 2.1 A/AA) finds no violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['', '/glossary', '/maps2023/mountains', '/editions/2023?entry=editions%2F2023%2Fmarch']) {
      await page.goto(`/#/reference${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
      await expectAxeClean(page, `${path || 'contents'} (${scheme})`);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page does not scroll sideways, wide tables scroll inside their box, and axe finds no violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/#/reference/maps2023/waterside');
    const terrain = page.getByRole('group', { name: 'Waterside terrain types' });
    await expect(terrain).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(await terrain.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAxeClean(page, 'Waterside page on a phone');
  });
});

test('after the service worker takes control, the rules reference opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await openReferenceByKeyboard(page);
  const mountains = await openMountains(page);
  await expect(square(mountains, 1, 5)).toHaveText('Secure flank: Mountains or Forest. Density: Featureless');
});

test('the reference says its terrain distances in the scale chosen: Pacto in HBW with seed 001\'s Woods rule, Magna reducing piece sizes (issue 27)', async ({ page }) => {
  await page.goto('/#/reference/terrain2020');
  const table = page.getByRole('table').filter({ hasText: 'Woods' }).first();
  const woods = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Woods', exact: true }) });
  await expect(woods).toContainText('Troops visible at 2 BW');
  await expect(woods).toContainText('SuGs can only shoot 2 ranks deep');
  await page.getByRole('radio', { name: 'Pacto (HBW)' }).check();
  await expect(page).toHaveURL(/scale=pacto/);
  // Seed 001 terrain table: "Troops visible at 2 HBW." and "Troops may only shoot 1rank deep."
  await expect(woods).toContainText('Troops visible at 2 HBW');
  await expect(woods).toContainText('Troops may only shoot 1 rank deep.');
  await page.goto('/#/reference/maps2023/waterside?scale=magna');
  await expect(page.getByRole('radio', { name: 'Magna (BW)' })).toBeChecked();
  // Seed 000 Waterside Fields "Max size ≤ 6BW", reduced as the piece sizes are (seed 002 "6BW x 6BW*").
  await expect(page.getByText('Open Fields with hedges/walls. Max size ≤ 4 BW (6 BW printed, reduced for Magna)')).toBeVisible();
});
