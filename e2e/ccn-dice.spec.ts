import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { waitForServiceWorkerControl } from './support/serviceWorker';

const answer = (page: Page) => page.getByRole('region', { name: 'Answer' });

/** Home, then the C&C Napoleonics game by arrow key, then the calculator: keyboard only. */
async function openCalculatorFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Mortem et Gloriam' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Commands & Colors: Napoleonics' })).toBeChecked();
  const open = page.getByRole('button', { name: 'Work out battle dice' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Battle dice' })).toBeVisible();
}

/** Cavalry with 4 dice in the open targeting a Forest hex, entered by keyboard. */
async function enterCavalryIntoForest(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Infantry', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Cavalry' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: 'Battle dice in the open' })).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  const target = page.getByRole('combobox', { name: "Terrain of the target's hex" });
  await target.focus();
  await page.keyboard.press('ArrowDown');
  await expect(target).toHaveValue('forest');
}

test('from Home by keyboard: cavalry targeting a Forest hex rolls 2 dice, and its cited source opens the reference and Back returns', async ({ page }) => {
  await openCalculatorFromHome(page);
  await enterCavalryIntoForest(page);
  // seed 003 Forest: "When targeting an enemy unit or leader on a Forest hex: A cavalry unit reduces the number of battle dice rolled by 2."
  await expect(answer(page)).toContainText('Roll 2 battle dice');
  await expect(answer(page)).toContainText('4 in the open, −2 (target on a Forest hex) = 2');
  await expect(page.getByRole('status').filter({ hasText: 'Roll 2 dice.' })).toBeAttached();

  const source = answer(page).getByRole('list', { name: 'Rules that applied' }).getByRole('link', { name: 'Source 003 Forest: open in the rules reference' });
  await source.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forest' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to the battle dice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Battle dice' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cavalry' })).toBeChecked();
  await expect(answer(page)).toContainText('Roll 2 battle dice');
});

test('an empty dice field is explained next to it; the answer says what it needs', async ({ page }) => {
  await page.goto('/#/ccn/dice');
  const dice = page.getByRole('spinbutton', { name: 'Battle dice in the open' });
  await dice.fill('');
  await expect(page.getByText('Enter the battle dice the unit rolls in the open, a number from 0 to 12.')).toBeVisible();
  await expect(answer(page)).toContainText('The answer needs the battle dice in the open');
});

test('axe finds no violations, light and dark, with a battle that may not happen and with Field Works on a hill', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // seed 003 River: "Melee combat not possible."
    await page.goto('/#/ccn/dice?unit=infantry&dice=4&from=clear&to=river&combat=melee');
    await expect(answer(page)).toContainText('May not battle');
    await expectAxeClean(page, `river melee (${scheme})`);
    // seed 003 Field Works: only the Field Works reduction across the works on a hill.
    await page.goto('/#/ccn/dice?unit=infantry&dice=4&from=clear&to=hill&toWith=fieldWorks&combat=melee');
    await expect(answer(page)).toContainText('4 in the open, −1 (target on a Field Works hex) = 3');
    await expectAxeClean(page, `field works on a hill (${scheme})`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page does not scroll sideways, light or dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/#/ccn/dice?unit=cavalry&dice=4&from=forest&moved=1&to=hill&toWith=fieldWorks&target=artillery&combat=ranged&charge=1');
      await expect(answer(page)).toContainText('May not battle');
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page, scheme).toBeLessThanOrEqual(widths.viewport);
      await expectAxeClean(page, `phone (${scheme})`);
    }
  });
});

test('after the service worker takes control, the calculator works offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await openCalculatorFromHome(page);
  await enterCavalryIntoForest(page);
  await expect(answer(page)).toContainText('Roll 2 battle dice');
});
