import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { clickedText, clickWhenStorageChanges, gameLine, heading, resume, savedActions } from './support/windows';
import { fillPhysicalEntries, playToEnd, recordRollOff, startGame, stepArea } from './support/wizard';

test('one game in every window: both follow it live, a window behind is refused and catches up, nothing forks or is lost', async ({ context }) => {
  const a = await context.newPage();
  await startGame(a, { edition: '2023', mode: 'physical', seed: 'e2e-windows' });
  let actions = 0;

  // A: the roll-off (1 action). B opens the app and resumes the same game.
  await recordRollOff(stepArea(a), 'Skull', 'Blank');
  actions += 1;
  await expect(heading(a)).toHaveText('Choosing invader or defender');
  const b = await context.newPage();
  await resume(b);
  await expect(heading(b)).toHaveText('Choosing invader or defender');
  await expect(gameLine(a)).toHaveText(/^Game: Anna \(.+\) v Bruno \(.+\), started \d\d:\d\d$/);
  await expect(gameLine(b)).toHaveText((await gameLine(a).innerText()).trim());

  // A acts: B follows.
  await stepArea(a).getByRole('button', { name: 'Anna defends' }).click();
  actions += 1;
  await expect(heading(a)).toHaveText('Choosing the season');
  await expect(heading(b)).toHaveText('Choosing the season');

  // B acts: A follows.
  await stepArea(b).getByRole('button', { name: /^Summer/ }).click();
  actions += 1;
  await expect(heading(b)).toHaveText('The territory contest');
  await expect(heading(a)).toHaveText('The territory contest');
  await fillPhysicalEntries(stepArea(a));
  await stepArea(a).getByRole('button', { name: 'Reveal' }).click();
  actions += 2;
  // Cards the players turned up themselves need no result screen (issue 38): both windows go on to the choice.
  await expect(heading(a)).toHaveText('Choosing the territory');
  await expect(heading(b)).toHaveText('Choosing the territory');

  // B is behind: a click lands in B the moment A's save arrives, before B has heard of it. If B
  // happens to hear first (the channel message can overtake the storage event), A takes its move
  // back and the players try again.
  const territory = stepArea(a).locator('.territory-choices button').first();
  const name = (await territory.innerText()).trim();
  let landed = false;
  for (let attempt = 0; attempt < 6 && !landed; attempt++) {
    await expect(heading(b)).toHaveText('Choosing the territory');
    await clickWhenStorageChanges(b, name, 'Choosing the territory');
    await territory.click();
    await expect(heading(a)).toHaveText('Placing the army counter');
    await expect.poll(() => clickedText(b)).not.toBeNull();
    landed = (await clickedText(b)) === name;
    if (!landed) {
      await a.getByRole('button', { name: `Undo to here: back to before event ${actions + 1}` }).click();
      await expect(heading(a)).toHaveText('Choosing the territory');
    }
  }
  expect(landed).toBe(true);
  actions += 1;
  await expect(b.getByRole('alert').filter({ hasText: 'This game moved on in another window.' })).toBeVisible();
  await expect(heading(b)).toHaveText('Placing the army counter');
  await expect(b.locator('.log-list li')).toHaveCount(actions);
  expect(await savedActions(b)).toBe(actions);

  // Reload both: one game, every action once.
  for (const page of [a, b]) {
    await page.reload();
    await resume(page);
    await expect(heading(page)).toHaveText('Placing the army counter');
    await expect(page.locator('.log-list li')).toHaveCount(actions);
  }
  expect(await a.locator('.log-list').innerText()).toBe(await b.locator('.log-list').innerText());
});

test('undo never opens a secret: with the invader’s hand shown, the defender’s face-down card is not taken back; the take-back shows the curtain, not the hand', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-take-back' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-take-back', stopAt: /territory contest/i });
  const area = stepArea(page);
  const curtain = area.getByRole('region', { name: 'Hand-off curtain' });
  // The defender chooses first; read the names from the curtain.
  const [, defender, invader] = /Pass the laptop to (\w+) \(defender\) - (\w+), look away/.exec(await curtain.innerText()) ?? [];
  expect(defender && invader).toBeTruthy();
  const defendersHand = page.getByRole('region', { name: `${defender}'s hand` });
  await area.getByRole('button', { name: `I am ${defender}: show my cards` }).click();
  await defendersHand.getByRole('button', { name: /^Play / }).first().click();
  await area.getByRole('button', { name: `I am ${invader}: show my cards` }).click();
  await expect(area.getByRole('region', { name: `${invader}'s hand` })).toBeVisible();

  const choice = page.locator('.log-list li').last();
  await expect(choice).toContainText(`${defender} (defender) has chosen a card, face down`);
  await choice.getByRole('button', { name: /^Undo to here/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${invader}'s hand is shown, so ${defender}'s face-down card cannot be taken back now` })).toBeVisible();
  await expect(defendersHand).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(choice).toContainText(`${defender} (defender) has chosen a card, face down`);

  await area.getByRole('button', { name: 'Hide my cards' }).click();
  await choice.getByRole('button', { name: /^Undo to here/ }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(new RegExp(`Pass the laptop to ${defender} \\(defender\\)\\. ${defender}: take back your face-down card\\?`));
  await page.getByRole('button', { name: `I am ${defender}: take back my card` }).click();
  await expect(curtain).toContainText(`Pass the laptop to ${defender} (defender)`);
  await expect(defendersHand).toHaveCount(0);
  await expect(page.locator('.chip')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Undone' })).toContainText(`${defender} (defender) has chosen a card, face down`);
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(scan.violations).toEqual([]);

  // Redo restores the same card face down: the curtain moves on to the invader, nothing is shown.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(curtain).toContainText(`Pass the laptop to ${invader} (invader)`);
  await expect(page.locator('.chip')).toHaveCount(0);
});
