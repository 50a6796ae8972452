import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { waitForServiceWorkerControl } from './support/serviceWorker';

/** The button of a hex, by row and place in the row as the screen counts them (from 1). */
const hex = (page: Page, row: number, col: number): Locator => page.getByRole('button', { name: new RegExp(`^Row ${row}, hex ${col}:`) });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const verdict = (page: Page) => result(page).getByRole('status');

/** Home -> "Commands & Colors: Napoleonics" -> "Check line of sight", by keyboard. */
async function openFromHome(page: Page): Promise<void> {
  await page.goto('/');
  const game = page.getByRole('radio', { name: 'Commands & Colors: Napoleonics' });
  await game.focus();
  await page.keyboard.press('Space');
  await expect(game).toBeChecked();
  const open = page.getByRole('button', { name: 'Check line of sight' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Line of sight' })).toBeVisible();
  await expect(page).toHaveURL(/#\/ccn\/sight$/);
}

/** Chooses a tool by keyboard, then puts the keyboard on the board's one tab stop. */
async function chooseTool(page: Page, tool: string): Promise<void> {
  const radio = page.getByRole('radio', { name: tool });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.getByRole('grid', { name: /Hex board/ }).locator('button[tabindex="0"]').focus();
}

async function keys(page: Page, ...presses: string[]): Promise<void> {
  for (const key of presses) await page.keyboard.press(key);
}

test('paint a Forest between two units by keyboard: the line is blocked, the Forest is marked and cited (seed 003 Forest)', async ({ page }) => {
  await openFromHome(page);
  // The keyboard starts on row 5, hex 7.
  await chooseTool(page, 'Unit of side A');
  await keys(page, 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter');
  await chooseTool(page, 'Unit of side B');
  await keys(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  await chooseTool(page, 'Pick the firer');
  await keys(page, 'Home', 'ArrowRight', 'ArrowRight', 'Enter');
  await chooseTool(page, 'Pick the target');
  await keys(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  await expect(verdict(page)).toHaveText('✓ Line of sight is clear');
  await chooseTool(page, 'Paint terrain');
  await keys(page, 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Space');

  // Seed 003 Forest, Line of Sight: "A Forest hex blocks line of sight."
  await expect(verdict(page)).toHaveText('✕ Line of sight is blocked');
  await expect(hex(page, 5, 6)).toHaveAccessibleName('Row 5, hex 6: Forest; third hex on the line; blocks the line');
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Row 5, hex 6 (Forest)' })).toHaveText('Row 5, hex 6 (Forest): ✕ Blocks');
  const rules = result(page).getByRole('list', { name: 'Rules that applied' });
  await expect(rules).toContainText('A Forest hex blocks line of sight.');
  await expect(rules.getByRole('link', { name: 'Source 003 Forest: open in the rules reference' })).toBeVisible();
  await expectAxeClean(page, 'line of sight, blocked, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'line of sight, blocked, dark');

  // The board survives a reload.
  await page.reload();
  await expect(verdict(page)).toHaveText('✕ Line of sight is blocked');
  await expect(hex(page, 5, 6)).toHaveAccessibleName(/^Row 5, hex 6: Forest;/);

  // The cited source opens the rule in the reference, and Back returns to the board.
  await rules.getByRole('link', { name: 'Source 003 Forest: open in the rules reference' }).click();
  await expect(page).toHaveURL(/#\/reference\/otherPacks\/ccn/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Line of sight' })).toBeVisible();
});

test('the along-a-side example shows the reading: blocked only when both hexes beside the side block (seed 003 Line of Sight)', async ({ page }) => {
  await openFromHome(page);
  const example = page.getByRole('button', { name: 'Show: Along a hex side' });
  await example.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(verdict(page)).toHaveText('✓ Line of sight is clear');
  const rules = result(page).getByRole('list', { name: 'Rules that applied' });
  const reading = rules.getByRole('listitem').filter({ hasText: 'it is blocked there only if both hexes block it' });
  await expect(reading.getByText('Reading', { exact: true })).toBeVisible();
  await expect(result(page).getByRole('listitem').filter({ hasText: 'Along the side between Row 4, hex 6 (Forest) and Row 4, hex 7 (Clear)' })).toContainText(
    'only one of the two hexes beside the side blocks',
  );
  await chooseTool(page, 'Paint terrain');
  await hex(page, 4, 7).click();
  await expect(verdict(page)).toHaveText('✕ Line of sight is blocked');
  await expectAxeClean(page, 'line of sight, along a side');
});

test('at 360 px the page never scrolls sideways; the board scrolls in its frame and still works', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openFromHome(page);
  await page.getByRole('button', { name: 'Show: Through a hill onto a second' }).click();
  await expect(verdict(page)).toHaveText('✕ Line of sight is blocked');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await chooseTool(page, 'Paint terrain');
  await keys(page, 'End', 'Enter');
  await expect(hex(page, 5, 13)).toHaveAccessibleName('Row 5, hex 13: Forest');
  await expect(hex(page, 5, 13)).toBeInViewport();
  await page.getByRole('radio', { name: 'Fit the screen' }).check();
  expect(await sideways()).toBeLessThanOrEqual(0);
  await expectAxeClean(page, 'line of sight at 360 px');
});

test('works offline once the service worker controls the page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await openFromHome(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Line of sight' })).toBeVisible();
  await page.getByRole('button', { name: 'Show: Forest screen' }).click();
  await expect(verdict(page)).toHaveText('✕ Line of sight is blocked');
  await context.setOffline(false);
});
