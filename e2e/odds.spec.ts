import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openProjectorTab, expectFollowing } from './support/projector';
import { openGameMenu, playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-odds', odds: true };

test('odds on: the holder sees the card odds behind the curtain; the room and the projector never do (issue 13)', async ({ context }) => {
  test.setTimeout(120_000);
  const main = await context.newPage();
  await startGame(main, options);
  await openGameMenu(main);
  await expect(main.getByText('Odds: on')).toBeVisible();

  await playToEnd(main, { ...options, stopAt: /territory contest/i });
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);

  const area = stepArea(main);
  // Behind the curtain: no odds for the room.
  await expect(area.getByRole('region', { name: 'Hand-off curtain' })).toBeVisible();
  await expect(area.getByRole('region', { name: 'Odds' })).toHaveCount(0);

  await area.getByRole('button', { name: /show my cards/ }).click();
  const odds = area.getByRole('region', { name: /'s hand$/ }).getByRole('region', { name: 'Odds' });
  await expect(odds).toBeVisible();
  await expect(odds).toContainText(/Assuming \w+'s hand is any 5 cards from the 50 you have not seen \(the deck make-up minus what you have seen\)/);
  await expect(odds.getByText(/^(Red|Yellow|Green|White|Black): beats \w+'s card (\d+%|under 1%|over 99%), ties .+, loses .+\.$/).first()).toBeVisible();
  await expect(odds.getByText(/^No card \(counts as Black\): beats /)).toBeVisible();
  await expect(odds).toContainText('Chances, not advice.');
  const scan = await new AxeBuilder({ page: main }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(scan.violations).toEqual([]);

  // The projector shows the same step, and nothing of the hand or its odds.
  await expectFollowing(projector, main);
  await expect(projector.getByText(/beats .+'s card/)).toHaveCount(0);
  await expect(projector.getByText(/you have not seen/)).toHaveCount(0);
  await expect(projector.getByRole('region', { name: 'Odds' })).toHaveCount(0);

  // Hiding the hand hides the odds with it.
  await area.getByRole('button', { name: 'Hide my cards' }).click();
  await expect(area.getByRole('region', { name: 'Odds' })).toHaveCount(0);
});

test('odds off by default: the game menu says so and the hand shows none', async ({ page }) => {
  await startGame(page, { ...options, odds: false });
  await openGameMenu(page);
  await expect(page.getByText('Odds: off')).toBeVisible();
  await playToEnd(page, { ...options, odds: false, stopAt: /territory contest/i });
  await stepArea(page).getByRole('button', { name: /show my cards/ }).click();
  await expect(stepArea(page).getByRole('region', { name: 'Odds' })).toHaveCount(0);
});
