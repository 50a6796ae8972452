import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { expectFollowing, openProjectorWindow, recordRoomMessages, roomMessages, savedGame } from './support/projector';
import { playToEnd, startGame, type PlayOptions } from './support/wizard';

/** The weather tracker on the game screen once the pre-battle is over. */
function tracker(page: Page) {
  return page.getByRole('region', { name: /Weather through the battle/ });
}

/** Rolls the weather of `turn` with the app's dice and waits for the next turn's button. */
async function rollTurn(page: Page, turn: number): Promise<void> {
  await tracker(page).getByRole('button', { name: `Roll the weather for turn ${turn}` }).click();
  await expect(tracker(page).getByRole('button', { name: `Roll the weather for turn ${turn + 1}` })).toBeVisible();
  await expect(tracker(page).getByRole('status')).toHaveText(new RegExp(`^Turn ${turn}: the weather is now `));
}

test('the weather through the battle: rolled turn by turn from a sealed battle code, on the projector and the battle sheet, revealed at the end', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  await recordRoomMessages(main);
  const options: PlayOptions = { edition: '2020', mode: 'digital', seed: 'e2e-battle-weather' };
  await startGame(main, options);
  await playToEnd(main, options);
  await expect(main.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeVisible();

  // The battle has its own code, drawn by the app and sealed: only its fingerprint shows, while the pre-battle's game code is revealed.
  const { log } = await savedGame(main);
  const battleSeed = (log as { setup: { battleSeed?: string } }).setup.battleSeed;
  expect(battleSeed).toMatch(/^[0-9a-f]{32}$/);
  await expect(tracker(main)).toContainText(/Battle code sealed · fingerprint [0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4}/);
  await expect(main.getByText('e2e-battle-weather').first()).toBeVisible();
  expect(await main.locator('body').innerText()).not.toContain(battleSeed);
  await expect(tracker(main).getByText('Weather now')).toBeVisible();
  await expectAxeClean(main, 'the weather tracker');

  const projector = await openProjectorWindow(main);
  await expectFollowing(projector, main);
  const room = projector.getByRole('region', { name: 'Weather through the battle' });
  await expect(room).toContainText('Start of the battle:');
  await main.bringToFront();

  for (const turn of [1, 2, 3]) await rollTurn(main, turn);
  const history = tracker(main).getByRole('table', { name: 'Each turn’s roll and the weather it gave' });
  await expect(history.getByRole('row')).toHaveCount(4);

  // The room sees every turn, never the battle code.
  for (const turn of [1, 2, 3]) await expect(room.getByText(new RegExp(`^Turn ${turn}: Red `))).toBeVisible();
  await expect(projector.locator('.room-last')).toContainText('Turn 3 weather: Red ');
  expect(JSON.stringify(await roomMessages(main))).not.toContain(battleSeed);
  expect(await projector.locator('body').innerText()).not.toContain(battleSeed);

  // The battle sheet gives the history and the battle code sealed.
  await main.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
  const sheetWeather = main.getByRole('region', { name: /^Weather through the battle/ });
  for (const turn of [1, 2, 3]) await expect(sheetWeather.getByText(`Turn ${turn}`)).toBeVisible();
  await expect(main.locator('.sheet-page')).toContainText(/Battle code: Sealed until the battle is over \(fingerprint /);
  expect(await main.locator('body').innerText()).not.toContain(battleSeed);
  await main.getByRole('button', { name: 'Back to the game' }).click();

  // The battle is over: asked first, then the battle code is revealed, on the tracker and on the sheet.
  await tracker(main).getByRole('button', { name: 'The battle is over' }).click();
  await main.getByRole('alertdialog', { name: 'Is the battle over?' }).getByRole('button', { name: 'Yes, the battle is over' }).click();
  await expect(tracker(main)).toContainText('The battle is over after 3 turns of weather rolls');
  await expect(tracker(main).getByText(battleSeed!)).toBeVisible();
  await expect(tracker(main).getByRole('button', { name: /Roll the weather/ })).toHaveCount(0);
  await expect(room).toContainText('The battle is over after 3 turns of weather rolls');
  await main.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(main.locator('.sheet-page')).toContainText(`Battle code: ${battleSeed}`);
  await expect(main.locator('.sheet-page')).toContainText('Battle over: The battle is over after 3 turns');
});

test('physical dice: the players enter the Red and Green dice of each turn and record them with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const options: PlayOptions = { edition: '2023', mode: 'physical', seed: 'e2e-battle-physical' };
  await startGame(page, options);
  await playToEnd(page, options);
  const area = tracker(page);
  await expect(area).toContainText('Roll your own Red and Green dice and enter what they show.');
  // Each die's faces are one tab stop: an arrow chooses the next face, End the last (Blank).
  await area.getByRole('radiogroup', { name: /^Red die/ }).first().getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  for (const group of await area.getByRole('radiogroup').all()) {
    if ((await group.locator('[aria-checked="true"]').count()) > 0) continue;
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('End');
    await expect(group.getByRole('radio', { name: 'Blank' })).toHaveAttribute('aria-checked', 'true');
  }
  await area.getByRole('button', { name: 'Record the dice for turn 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('status')).toHaveText(/^Turn 1: the weather is now /);
  await expect(area.getByRole('group', { name: 'The dice for turn 2' })).toBeVisible();
  await expect(area).not.toContainText('Battle code');
});
