import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { storedGames } from './support/library';
import { startGame, stepArea } from './support/wizard';

const games = (page: Page) => page.getByRole('region', { name: 'Your games' });
const cards = (page: Page) => games(page).getByRole('listitem');
/** A game log as the app of an older version kept it, of two other players. */
const OLD_LOG = (() => {
  const log = JSON.parse(readFileSync('examples/physical-2020.json', 'utf8')) as { setup: { players: { name: string }[] } };
  log.setup.players[0]!.name = 'Carla';
  log.setup.players[1]!.name = 'Dino';
  return JSON.stringify(log);
})();

/** The day as the library names it, e.g. "23 Nov 2026", in the browser's own calendar. */
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).replace('Sept', 'Sep'));

test('a library of games: the old save is copied in, new games and opened files are added beside it, and each can be resumed, renamed, exported and deleted', async ({ page }) => {
  // The single save of an older version is copied into the library, then its old key goes.
  await page.goto('/');
  await page.evaluate((log) => localStorage.setItem('pbw.game', log), OLD_LOG);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('pbw.game'))).toBeNull();
  const old = JSON.parse(OLD_LOG) as { setup: { players: { name: string; army: { name: string } }[] } };
  const [p1, p2] = old.setup.players;
  const oldName = `${p1!.name} (${p1!.army.name}) v ${p2!.name} (${p2!.army.name}), ${await today(page)}`;
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(oldName);

  // A new game never replaces it; the names typed before are offered again at setup.
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  await stepArea(page).getByLabel('Anna rolled').selectOption('skull');
  await stepArea(page).getByLabel('Bruno rolled').selectOption('blank');
  await stepArea(page).getByRole('button', { name: 'Record the roll' }).click();
  await expect(page.locator('.log-list li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  await expect(cards(page)).toHaveCount(2);
  const newName = `Anna (Later Romans) v Bruno (Sassanids), ${await today(page)}`;
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(newName);
  await expect(cards(page).first()).toContainText('Stopped at choosing invader or defender · 1 action');
  await expectAxeClean(page, 'home with the library');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  const offered = await page.getByLabel('Player name').first().evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(offered).toEqual(expect.arrayContaining(['Anna', 'Bruno', p1!.name]));
  await expect(page.getByLabel('Player name').first()).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();

  // Opening a game file adds a third game.
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await page.locator('input[type="file"]').setInputFiles('examples/digital-2023-waterside.json');
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  // The page is loaded afresh below: wait for the opened game's write to land first.
  await expect.poll(async () => (await storedGames(page)).length).toBe(3);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(3);
  expect((await storedGames(page)).map((g) => g.kind)).toEqual(['game', 'game', 'game']);

  // Two games may share a name (the file is of Anna and Bruno too): each card has its own buttons.
  const mine = cards(page).filter({ hasText: 'Stopped at choosing invader or defender' });
  await expect(cards(page).filter({ hasText: newName })).toHaveCount(2);
  // Resume opens that very game, with no flash of "no game".
  await mine.getByRole('button', { name: `Resume the pre-battle: ${newName}` }).click();
  await expect(page.locator('#step-title')).toHaveText('Choosing invader or defender');
  await page.goBack();

  // Rename, kept across a reload.
  await mine.getByRole('button', { name: `Rename ${newName}` }).click();
  await page.getByRole('textbox', { name: 'Name of this game' }).fill('Club night');
  await page.keyboard.press('Enter');
  await expect(games(page).getByRole('heading', { level: 3, name: 'Club night' })).toBeVisible();
  await page.reload();
  await expect(games(page).getByRole('heading', { level: 3, name: 'Club night' })).toBeVisible();

  // Export: the game file, named as the game screen names it.
  const [download] = await Promise.all([page.waitForEvent('download'), games(page).getByRole('button', { name: 'Export the game file of Club night' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^anna-later-romans-v-bruno-sassanids-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; actions: unknown[] };
  expect(exported.format).toBe('mortem-pre-battle-log');
  expect(exported.actions).toHaveLength(1);

  // Delete asks, naming the game; only that game goes.
  await games(page).getByRole('button', { name: 'Delete Club night' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete “Club night”?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(games(page).getByRole('heading', { level: 3, name: oldName })).toBeVisible();
});

test('a browser that will not store games says so where it matters and offers the game file; nothing goes blank', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await page.goto('/');
  await expect(games(page).getByRole('alert')).toContainText('Your saved games could not be read. This browser does not let the app store games');
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  const problem = page.getByRole('alert').filter({ hasText: 'This game could not be saved.' });
  await expect(problem).toContainText('This browser does not let the app store games (a private window, or a setting that blocks site data). Export the game file to keep it.');
  const [download] = await Promise.all([page.waitForEvent('download'), problem.getByRole('button', { name: 'Export the game file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^anna-later-romans-v-bruno-sassanids-/);
  await expect(page.locator('#step-title')).toHaveText('The roll-off');
});

test('a game deleted in one window is closed in the other, which says why', async ({ context }) => {
  const a = await context.newPage();
  await startGame(a, { edition: '2023', mode: 'physical', seed: 'unused' });
  const b = await context.newPage();
  await b.goto('/');
  await games(b).getByRole('button', { name: /^Delete Anna/ }).click();
  await b.getByRole('button', { name: 'Delete it' }).click();
  await expect(cards(b)).toHaveCount(0);
  await a.bringToFront();
  await expect(a.getByRole('heading', { level: 1, name: 'No pre-battle in progress' })).toBeVisible();
  await expect(a.getByRole('alert')).toHaveText('This game is no longer among your games: it was deleted.');
});
