import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { playToEnd, startGame, stepArea } from './support/wizard';

/**
 * Issue 11, rules at hand: every citation opens its rule in place; the reference and the glossary are
 * one tap from a step, and Back returns to it. Physical dice keep the game at the roll-off until the
 * players enter their faces, so "the same step" is a fixed point.
 */

const stepTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'The roll-off' });
const citation = (page: Page) => stepArea(page).getByRole('button', { name: /^Sources: 000 PBS 8\.A$/ }).first();

test('the step’s rule opens in place by keyboard, closes with Escape, and links to the reference, which Back leaves for the same step', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  await expect(stepArea(page)).not.toContainText(/seed 000/i);
  await citation(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sources: 000 PBS 8.A' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(dialog.getByRole('article', { name: 'Roll-off' })).toContainText('Ties re-roll: Yes.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(citation(page)).toBeFocused();

  await page.keyboard.press('Space');
  await dialog.getByRole('link', { name: 'Open in the rules reference: Roll-off' }).click();
  await expect(page).toHaveURL(/#\/reference\/editions\/2023\?entry=editions%2F2023%2FrollOff&from=game$/);
  await expect(page.getByRole('article', { name: 'Roll-off' })).toBeFocused();
  await expect(page.getByRole('article', { name: 'Roll-off' })).toBeInViewport();

  await page.goBack();
  await expect(stepTitle(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/game\/[0-9a-f]{16}$/);
});

test('"Rules" opens the reference by section; moving between sections, one Back (browser or the reference’s own) returns to the step', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  await stepArea(page).getByRole('button', { name: 'Rules', exact: true }).click();
  // It opens at the roll-off's own rule, focused (issue 38), from which the contents lead anywhere.
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  await expect(page).toHaveURL(/#\/reference\/[^?]+\?entry=/);
  await expect(page.locator(':focus')).toContainText('8.A');
  const contents = page.getByRole('navigation', { name: 'Sections of the rules reference' });
  await contents.getByRole('link', { name: 'Territory maps (2023)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Territory maps (2023)' })).toBeFocused();
  await page.getByRole('navigation', { name: 'Parts of Territory maps (2023)' }).getByRole('link', { name: 'Mountains' }).click();
  await expect(page.getByRole('table', { name: 'Mountains PBS map' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Waterside PBS map' })).toHaveCount(0);
  await contents.getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('article', { name: 'TuG: Tactical unit group' })).toBeVisible();

  await page.goBack();
  await expect(stepTitle(page)).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules reference' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(stepTitle(page)).toBeVisible();
});

test('the glossary is one tap away on every step, and an abbreviation in a step opens its entry', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-3' });
  await stepArea(page).getByRole('button', { name: 'Glossary', exact: true }).click();
  const glossary = page.getByRole('dialog', { name: 'Glossary' });
  for (const name of ['BW: Base width', 'HBW: Half base width', 'TuG: Tactical unit group', 'SuG: Skirmish unit group', 'UG: Unit group', 'KaB: Kill a base test', 'A-C: Army commander']) {
    await expect(glossary.getByRole('article', { name })).toBeVisible();
  }
  await glossary.getByRole('button', { name: 'Close' }).click();
  await expect(stepArea(page).getByRole('button', { name: 'Glossary', exact: true })).toBeFocused();

  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-3', stopAt: /^Choosing compulsory terrain$/ });
  await stepArea(page).getByRole('button', { name: /^BW, Base width/ }).click();
  await expect(page.getByRole('dialog', { name: 'BW: Base width' })).toContainText('In the sources’ words:');
});

test('where the choice is made: the colour ladder on the cards, what each territory holds, each terrain’s category, caps and effects', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-5' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-5', stopAt: /^The territory contest$/ });
  const ladder = stepArea(page).getByRole('list', { name: 'Cards, worst to best' });
  await expect(ladder.getByRole('listitem')).toHaveText([/Black \(B\)$/, /White \(W\)$/, /Green \(G\)$/, /Yellow \(Y\)$/, /Red \(R\)$/]);
  await expect(stepArea(page)).toContainText('Playing no card counts as Black (B).');

  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-5', stopAt: /^Choosing the territory$/ });
  const offers = stepArea(page).locator('.territory-choices > li');
  const count = await offers.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(offers.nth(i).locator('.territory-holds')).toHaveText(/^\d+ terrain types \(.+\); secure flanks: .+; density .+\.$/);
  await stepArea(page).getByText('What each density means').click();
  await expect(stepArea(page).getByRole('term')).toHaveText(['Featureless', 'Open', 'Normal', 'Dense', 'Very Dense']);

  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'rules-at-hand-5', stopAt: /^Choosing compulsory terrain$/ });
  const options = stepArea(page).locator('.terrain-option');
  expect(await options.count()).toBeGreaterThan(0);
  await expect(options.first().locator('.terrain-facts')).toHaveText(/^(Good|Rough|Difficult) going · (No limit of its own|\d+ of \d+ left.*)$/);
  await options.first().getByText(/^More about /).click();
  await options.first().getByRole('button', { name: /^Sources: 000 .+ terrain types: / }).click();
  await expect(page.getByRole('dialog')).toContainText('Category:');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the rule panel fits the screen, scrolls inside, and axe finds no violations with it open, light and dark', async ({ page }) => {
    test.setTimeout(120_000);
    await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await citation(page).click();
      const dialog = page.getByRole('dialog', { name: 'Sources: 000 PBS 8.A' });
      await expect(dialog).toBeVisible();
      // The panel's entries have arrived and its fade-in is over: axe reads the colours a player sees, not a blend.
      await expect(dialog.getByRole('article').first()).toBeVisible();
      await dialog.evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAxeClean(page, `rule panel (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    await expectAxeClean(page, 'roll-off step with the rules bar');
  });
});
