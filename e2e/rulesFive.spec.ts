import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gameFileInput } from './support/library';

/**
 * Issue 38's rules at the edges in a browser, for a game of app rules 5: the defender says how deep the deep water is
 * (seed 000 PBS 9.A: "no more than 6BW into the table"), and a battle may have no Vital Settlement or Fort (000 PBS 9.E).
 */

/** Set RULES5_SHOTS to a folder to keep screenshots of the two screens (never the repo). */
const SHOTS = process.env.RULES5_SHOTS;

const example = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as { setup: Record<string, unknown>; actions: { type: string }[] };

/** The Waterside example played under app rules 5, up to the first action of `type`. */
const upTo = (type: string) => ({ ...example, setup: { ...example.setup, rulesVersion: 5 }, actions: example.actions.slice(0, example.actions.findIndex((a) => a.type === type)) });

async function openGame(page: Page, file: unknown): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles({ name: 'rules-5.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the defender gives the deep water\'s depth by keyboard, and the log and the table diagram say it', async ({ page }) => {
      await openGame(page, upTo('placeDeepWater'));
      const depth = page.getByRole('spinbutton', { name: 'How far it reaches into the table (BW)' });
      await expect(depth).toHaveValue('6');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/depth-${viewport.width}.png`, fullPage: true });
      await depth.fill('9');
      await expect(page.getByText('Give a depth above 0 and no more than 6 BW.')).toBeVisible();
      await expect(page.getByRole('button', { name: "Along the defender's left side edge (the invader's right)" })).toBeDisabled();
      await depth.fill('3');
      await depth.press('Tab');
      await expect(page.getByRole('button', { name: "Along the defender's left side edge (the invader's right)" })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Log' })).toContainText("places the deep-water flank along the defender's left side edge (the invader's right), 3 BW into the table.");
      const onTable = page.getByRole('list', { name: 'On the table' }).getByRole('listitem').first();
      await expect(onTable).toContainText("along the defender's left side edge (the invader's right), 3 BW (12 cm) deep");
    });

    test('the players answer that this battle has no Vital Settlement or Fort, and the log says so', async ({ page }) => {
      await openGame(page, upTo('confirmVitalSettlement'));
      await expect(page.getByRole('heading', { level: 1, name: /vital settlement/i })).toBeVisible();
      const none = page.getByRole('button', { name: 'This battle has none' });
      await expect(page.getByRole('button', { name: 'Vital Settlement or Fort placed' })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vital-${viewport.width}.png`, fullPage: true });
      await none.click();
      await expect(page.getByRole('region', { name: 'Log' })).toContainText('This battle has no Vital Settlement or Fort.');
    });
  });
}
