import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openGameMenu, openSetupWithNames, playToEnd } from './support/wizard';

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations, label).toEqual([]);
}

test('a club makes a rules profile, plays a game under it and shares it as a file', async ({ page }) => {
  await openSetupWithNames(page);

  // From the setup to the profiles and back: what was typed is kept.
  await page.getByRole('button', { name: 'Manage rules profiles' }).click();
  // The profiles screen is a chunk of its own, loaded on this first visit: allow a slow machine its time.
  await expect(page.getByRole('heading', { level: 1, name: 'Rules profiles' })).toBeVisible({ timeout: 15_000 });
  await expectAxeClean(page, 'profiles list');
  await page.getByRole('button', { name: 'Copy "Tournament: 8 BW flank sectors"' }).click();
  await page.getByLabel('Profile name').fill('Club night');
  await page.getByLabel('Days of the march').fill('4');
  await expectAxeClean(page, 'profile editor');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved "Club night".');

  // The file goes out and comes back in as a second copy.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Club night' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'pbw-rules-profile', profile: { name: 'Club night', values: { marchDays: 4, flankSector: 8 } } });
  await page.getByLabel('Open a profile file').setInputFiles({ name: 'club.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText('Added the profile as "Club night (2)": a profile named "Club night" was already here.');
  await page.getByLabel('Open a profile file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"pbw-rules-profile","version":1,"profile":{"name":"x","values":{"marchDays":0}}}') });
  await expect(page.getByRole('alert')).toContainText('Days of the march must be at least 1.');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
  await expect(page.getByLabel('Player name').first()).toHaveValue('Anna');
  await page.getByLabel('Rules profile').selectOption({ label: 'Club night' });
  await expect(page.getByText('Days of the march: 4 (printed: 5)')).toBeVisible();
  await page.getByRole('radio', { name: /Physical/ }).first().check();
  await page.getByRole('radio', { name: /Physical/ }).nth(1).check();
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The roll-off' })).toBeVisible();

  // Both players see the profile in use and its house rules.
  const inUse = page.locator('details.rules-in-use');
  await expect(inUse).toContainText('Rules profile: Club night');
  await openGameMenu(page);
  await inUse.locator('summary').click();
  await expect(inUse).toContainText('Flank sector width: 8 BW (printed: 10 BW)');
  await playToEnd(page, { edition: '2023', mode: 'physical', seed: 'club', stopAt: /the march: day 1 of 4/i });
});

test('the profiles screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy "Rules as printed"' }).click();
  await expect(page.getByRole('button', { name: 'Save the profile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('the setup goes back to the rules as printed by keyboard after a preset was tried', async ({ page }) => {
  await openSetupWithNames(page);
  const select = page.getByLabel('Rules profile');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('preset:tournament8bw');
  await expect(page.getByText('Flank sector width: 8 BW (printed: 10 BW)')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('preset:asPrinted');
  await expect(page.getByText(/Flank sector width: 8 BW/)).toHaveCount(0);
});
