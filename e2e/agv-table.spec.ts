import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { waitForServiceWorkerControl } from './support/serviceWorker';

const placeForm = (page: Page) => page.getByRole('form', { name: 'Place a feature' });
const check = (page: Page) => page.getByRole('region', { name: 'Guideline check' });
const feature = (page: Page, name: RegExp) => page.getByRole('button', { name });

/** Fills a field by keyboard: focus, select all, type. */
async function typeInto(page: Page, label: string, value: string, scope = placeForm(page)) {
  await scope.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('(Chromium only: print) A Great Victory! table layout: placed by form and keyboard, checked against seed 004, saved, reopened, printed, offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.getByRole('radio', { name: 'Mortem et Gloriam' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'A Great Victory!' })).toBeChecked();
  await page.getByRole('button', { name: 'Lay out a new table' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Table layout' })).toBeVisible();

  await page.getByLabel('Name of the layout').focus();
  await page.keyboard.type('Ridge at Lodi');
  // A wood 12 cm across: seed 004 Woods, "at least 5 cm across but not more than 10 cm across any direction".
  await placeForm(page).getByLabel('Feature').selectOption({ label: 'Woods' });
  await typeInto(page, 'Centre across (cm from the left edge)', '40');
  await typeInto(page, 'Centre down (cm from the top edge)', '30');
  await typeInto(page, 'Width (cm)', '12');
  await typeInto(page, 'Depth (cm)', '6');
  await page.keyboard.press('Enter');
  await expect(check(page)).toContainText('Broken by W1');
  await expect(check(page).getByRole('list', { name: 'The guideline' })).toContainText('not more than 10 cm');
  await expect(check(page).getByRole('list', { name: 'The guideline' }).getByRole('link', { name: /004 General terrain features: Woods/ })).toBeVisible();
  await expect(page.locator('svg.agv-svg text', { hasText: '⚠ W1' })).toBeVisible();

  // Two villages 30 cm apart: seed 004 Villages, "Individual villages must be placed at least 40 cm apart".
  for (const x of ['100', '137']) {
    await placeForm(page).getByLabel('Feature').selectOption({ label: 'Villages' });
    await typeInto(page, 'Centre across (cm from the left edge)', x);
    await typeInto(page, 'Centre down (cm from the top edge)', '60');
    await typeInto(page, 'Width (cm)', '7');
    await typeInto(page, 'Depth (cm)', '7');
    await page.keyboard.press('Enter');
  }
  await expect(check(page)).toContainText('Broken by V1 and V2');
  await expect(check(page)).toContainText('40 cm apart');
  await expectAxeClean(page, 'table layout with violations');

  // Fix both: V2 moved 10 cm by keyboard, W1 made 7 cm wide through its form.
  await feature(page, /V2 Villages/).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(feature(page, /V2 Villages/).locator('..')).toContainText('centre 147 cm across');
  await feature(page, /W1 Woods/).focus();
  await page.keyboard.press('Enter');
  const change = page.getByRole('form', { name: 'Change W1 (Woods)' });
  await typeInto(page, 'Width (cm)', '7', change);
  await page.keyboard.press('Enter');
  await expect(check(page)).toContainText('No guideline is broken.');

  // A tap places the chosen feature where it lands, and a drag moves it (the keyboard and form do the same above).
  await page.getByLabel('Tapping the table').selectOption({ label: 'Hills' });
  await page.locator('.agv-svg').scrollIntoViewIfNeeded();
  const cloth = (await page.locator('.agv-cloth').boundingBox())!;
  const at = (x: number, y: number) => [cloth.x + (cloth.width * x) / 180, cloth.y + (cloth.height * y) / 120] as const;
  await page.mouse.click(...at(60, 90));
  await expect(feature(page, /H1 Hills/).locator('..')).toContainText(/centre (59|60|61)(\.\d)? cm across, (89|90|91)(\.\d)? cm down/);
  await page.mouse.move(...at(60, 90));
  await page.mouse.down();
  await page.mouse.move(...at(65, 90), { steps: 4 });
  await page.mouse.move(...at(70, 90), { steps: 4 });
  await page.mouse.up();
  await expect(feature(page, /H1 Hills/).locator('..')).toContainText(/centre (69|70|71)(\.\d)? cm across/);
  await page.getByLabel('Tapping the table').selectOption({ label: 'Selects a feature' });
  await expect(check(page)).toContainText('No guideline is broken.');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await expect(page).toHaveURL(/#\/agv\/table\?layout=[0-9a-f]{16}$/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'table layout, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The print stylesheet keeps the drawing, key, features and check, and hides the header and the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByLabel('Name of the layout')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('img', { name: /180 × 120 cm/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key' })).toContainText('W Woods');
  await expect(page.getByText('Ridge at Lodi', { exact: true })).toBeVisible();
  await expect(check(page)).toContainText('No guideline is broken.');
  await expect(page.getByRole('region', { name: 'Features on the table' })).toContainText('centre 147 cm across');
  await page.emulateMedia({ media: 'screen' });

  // Saved: a reload reopens it, and Home lists it under A Great Victory!.
  await page.reload();
  await expect(page.getByLabel('Name of the layout')).toHaveValue('Ridge at Lodi');
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  const layouts = page.getByRole('region', { name: 'Your table layouts' });
  await expect(layouts.getByRole('heading', { name: 'Ridge at Lodi' })).toBeVisible();
  await expect(layouts).toContainText('180 × 120 cm · 4 features');
  await expectAxeClean(page, 'home with a saved layout');
  await layouts.getByRole('button', { name: 'Open Ridge at Lodi' }).click();
  await expect(feature(page, /V2 Villages/)).toBeVisible();

  // Phone width: no sideways page scroll on the editor or Home.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  await expect(layouts).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // Offline once the service worker controls the page: the layout opens from this device.
  await context.setOffline(true);
  await page.reload();
  await layouts.getByRole('button', { name: 'Open Ridge at Lodi' }).click();
  await expect(check(page)).toContainText('No guideline is broken.');
  await context.setOffline(false);
});
