import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openSheet } from './support/sheet';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

/* Issue 29's smaller items, as a player meets them: the table in players' sizes, the march odds on a map, the scouting odds that matter, named territory thumbnails, the C&C dice target on a shared hex and the profile editor's assumptions. */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('territory thumbnails carry their names and flank letters; the march odds frame where the counter can end', async ({ page }) => {
      test.setTimeout(180_000);
      const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-smaller', odds: true };
      await startGame(page, options);
      await playToEnd(page, { ...options, stopAt: /choosing the territory/i });
      const thumbs = stepArea(page).locator('.territory-choices > li');
      for (const li of await thumbs.all()) {
        const name = (await li.getByRole('button').first().innerText()).trim();
        await expect(li.getByRole('figure', { name: `${name} PBS map` })).toBeVisible();
        await expect(li.getByRole('list', { name: 'Map key' })).toBeVisible();
      }
      await stepArea(page).locator('.territory-choices').screenshot({ path: `reports/smaller/territory-${width}.png` });
      await playToEnd(page, { ...options, stopAt: /the march/i });
      await stepArea(page).getByRole('button', { name: /show my cards/ }).click();
      const odds = stepArea(page).getByRole('region', { name: 'Odds' });
      await odds.locator('summary').first().click();
      const map = odds.getByRole('figure').first();
      await expect(map).toBeVisible();
      expect(await map.locator('rect.pbs-legal').count()).toBeGreaterThan(0);
      await expect(odds.getByText(/framed square/).first()).toBeVisible();
      await odds.locator('summary').first().scrollIntoViewIfNeeded();
      await odds.locator('details').first().screenshot({ path: `reports/smaller/march-odds-${width}.png` });
      expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
    });

    test('Magna: the table in players’ sizes, the deployment zone from your edge as the diagram draws it', async ({ page }) => {
      test.setTimeout(240_000);
      const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-smaller', scale: 'Magna', odds: true };
      await startGame(page, options);
      // From the end of the march until the scouting deal, each player may look at his scouting odds (issue 13).
      await playToEnd(page, { ...options, stopAt: /choosing compulsory terrain/i });
      const holder = page.getByRole('button', { name: /show my scouting odds/ });
      await expect(holder.first()).toBeVisible();
      {
        await holder.first().click();
        const region = page.getByRole('region', { name: /scouting odds \(only/ });
        await expect(region).toBeVisible();
        expect(await region.locator('li').count()).toBeLessThan(42);
        await region.screenshot({ path: `reports/smaller/scouting-odds-${width}.png` });
        await region.getByRole('button', { name: 'Hide my scouting odds' }).click();
      }
      await playToEnd(page, { ...options, stopAt: /deployment/i });
      const area = stepArea(page);
      await expect(area).toContainText(/that is 5\.4 BW \(\d+(\.\d)? cm\) from your own table edge/);
      await expect(page.locator('body')).not.toContainText('91.44');
      await area.getByText(/from your own table edge/).first().screenshot({ path: `reports/smaller/deployment-magna-${width}.png` });
      await page.locator('figure.td').first().screenshot({ path: `reports/smaller/table-magna-${width}.png` });
    });

    test('the C&C dice target can be Field Works on a Hill, picked from Field Works', async ({ page }) => {
      await page.goto('/#/ccn/dice');
      await page.getByRole('combobox', { name: "Terrain of the target's hex" }).selectOption({ label: 'Field Works' });
      await page.getByRole('checkbox', { name: "Field Works on the target's Hill hex" }).check();
      await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Hill + Field Works');
      await page.locator('fieldset.dice-group', { has: page.getByRole('combobox', { name: "Terrain of the target's hex" }) }).screenshot({ path: `reports/smaller/ccn-dice-${width}.png` });
    });

    test('the profile editor says which defaults are the app’s assumptions', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
      await page.getByRole('button', { name: 'Manage rules profiles' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rules profiles' })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Copy "Tournament: 8 BW flank sectors"' }).click();
      await expect(page.getByText(/^Not printed in the rules; the app assumes: Black 15/)).toBeVisible();
      await page.getByText(/^Not printed in the rules; the app assumes: Black 15/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `reports/smaller/profile-${width}.png` });
    });
  });
}

test('(Chromium only: print) the printed sheet’s table diagram carries the key of its G/R/D letters', async ({ page }) => {
  await page.setViewportSize({ width: 794, height: 1123 });
  await openSheet(page, 'digital-2023-waterside.json', readFileSync('examples/digital-2023-waterside.json', 'utf8'));
  await page.emulateMedia({ media: 'print' });
  const key = page.locator('.sheet-diagram .td-category-key');
  await expect(key).toBeVisible();
  await expect(key).toHaveText(/^([GRD]: (Good|Rough|Difficult))( · [GRD]: (Good|Rough|Difficult))*$/);
  // Inside the diagram's fixed box, not cut off by it.
  const box = (await page.locator('.sheet-diagram').boundingBox())!;
  const line = (await key.boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual(box.y + box.height);
  await page.locator('.sheet-diagram').screenshot({ path: 'reports/smaller/sheet-diagram-print.png' });
});
