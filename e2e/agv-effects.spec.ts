import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { waitForServiceWorkerControl } from './support/serviceWorker';

const picker = (page: Page) => page.getByRole('region', { name: 'What does this feature do to my unit?' });
const fire = (page: Page) => page.getByRole('region', { name: 'Fire calculator' });
const aspect = (page: Page, title: string) => picker(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }) });

/** Home -> "A Great Victory!" -> "See terrain effects", by keyboard. */
async function openFromHome(page: Page): Promise<void> {
  await page.goto('/');
  const game = page.getByRole('radio', { name: 'A Great Victory!' });
  await game.focus();
  await page.keyboard.press('Space');
  await expect(game).toBeChecked();
  const open = page.getByRole('button', { name: 'See terrain effects' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Terrain effects' })).toBeVisible();
  await expect(page).toHaveURL(/#\/agv\/effects$/);
}

/** Focuses a control and presses keys on it. */
async function keys(target: Locator, ...presses: string[]): Promise<void> {
  await target.focus();
  for (const key of presses) await target.page().keyboard.press(key);
}

/** No horizontal scroll of the page itself (a wide table may scroll inside its own frame only). */
async function expectNoPageScroll(page: Page, label: string): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, label).toBeLessThanOrEqual(client);
}

test('terrain effects by keyboard: mounted in woods, the fire calculator, a cited source and Back (seed 004 Woods, firing)', async ({ page }) => {
  await openFromHome(page);

  // Pick "Mounted" with the arrow keys, then "Woods" by typing its first letter in the list.
  await keys(picker(page).getByRole('group', { name: 'Your unit' }).getByRole('radio', { name: 'Foot' }), 'ArrowRight');
  await expect(picker(page).getByRole('radio', { name: 'Mounted' })).toBeChecked();
  await keys(page.getByRole('combobox', { name: 'Terrain feature' }), 'w');
  await expect(page.getByRole('combobox', { name: 'Terrain feature' })).toHaveValue('woods');

  // Seed 004 Woods: "Mounted units cannot charge or intercept into, through or out of the woods"; woods are half rate.
  await expect(picker(page).getByRole('status')).toHaveText('Woods for mounted units: half rate; may not charge; cover; hand-to-hand advantage.');
  await expect(aspect(page, 'Charging and intercepting')).toContainText('Charging and Intercepting: Not allowed.');
  await expect(aspect(page, 'Moving')).toContainText('Half rate: 2 cm of movement allowance per 1 cm moved.');
  await expectAxeClean(page, 'terrain effects, mounted in woods, light');

  // Seed 004 firing: a target that can claim cover makes the firer use half its dice, rounded down: 7 -> 3.
  const dice = fire(page).getByRole('textbox', { name: 'Dice in the open' });
  await keys(dice, 'Control+a', 'Backspace');
  await expect(fire(page).getByText('Type the dice the unit rolls in the open, e.g. 7.')).toBeVisible();
  await page.keyboard.type('7');
  await keys(fire(page).getByRole('button', { name: 'Add Villages (now 0)' }), 'Enter');
  await expect(fire(page).getByRole('status')).toHaveText('Roll 3 dice.');
  // Seed 004 firing: two or more cover features in the zone of fire: the stand cannot fire.
  await keys(fire(page).getByRole('button', { name: 'Add Woods (now 0)' }), 'Enter');
  await expect(fire(page).getByRole('status')).toHaveText('Cannot fire at this target.');
  await keys(fire(page).getByRole('button', { name: 'Remove one Woods (now 1)' }), 'Enter');
  await expect(fire(page).getByRole('status')).toHaveText('Roll 3 dice.');

  // A cited source opens the reference at the Woods entry, and its Back returns here with every answer kept.
  const source = aspect(page, 'Charging and intercepting').getByRole('link', { name: 'Source 004 General terrain features: Woods: open in the rules reference' });
  await keys(source, 'Enter');
  await expect(page).toHaveURL(/#\/reference\/otherPacks\/agv\?.*from=agvEffects/);
  await expect(page.getByRole('heading', { name: 'Woods', exact: true })).toBeVisible();
  await keys(page.getByRole('button', { name: 'Back to terrain effects' }).first(), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Terrain effects' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Terrain feature' })).toHaveValue('woods');
  await expect(fire(page).getByRole('status')).toHaveText('Roll 3 dice.');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'terrain effects, mounted in woods, dark');
});

test('all features at 360 px: cards, no page scroll, axe clean light and dark; the table on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openFromHome(page);
  const cards = page.getByRole('list', { name: 'Every feature for foot units' });
  await expect(cards.getByRole('listitem')).toHaveCount(17);
  await expectNoPageScroll(page, '360 px, all features');
  await expectAxeClean(page, 'terrain effects, all features, 360 px, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'terrain effects, all features, 360 px, dark');
  await page.getByRole('combobox', { name: 'Terrain feature' }).selectOption('villages');
  await expectNoPageScroll(page, '360 px, villages');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Terrain feature' }).selectOption('all');
  const table = page.getByRole('table', { name: 'Every feature for foot units' });
  // Seed 004 Landmarks: "Only foot units can enter a non-bridge landmark".
  await expect(table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Landmarks: show its effects' }) }).getByRole('cell').first()).toHaveText('Allowed');
  await expectAxeClean(page, 'terrain effects, all features table, dark');
});

test('works offline once the service worker controls the page', async ({ page, context }) => {
  await openFromHome(page);
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terrain effects' })).toBeVisible();
  // Seed 004 hand-to-hand: halving is cumulative, first round only: 9 dice behind a hill and a stone wall -> 2.
  const melee = page.getByRole('region', { name: 'Hand-to-hand calculator' });
  await melee.getByRole('textbox', { name: 'Dice in the open' }).fill('9');
  await melee.getByRole('button', { name: 'Add Hills (now 0)' }).click();
  await melee.getByRole('button', { name: 'Add Stone walls (now 0)' }).click();
  await expect(melee.getByRole('status')).toHaveText('Roll 2 dice.');
  await context.setOffline(false);
});
