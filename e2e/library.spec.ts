import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectAxeClean, WCAG } from './support/axe';
import { storedGames, type StoredGame, gameFileInput } from './support/library';
import { recordRollOff, startGame, stepArea } from './support/wizard';

const games = (page: Page) => page.getByRole('region', { name: 'Your games' });
const cards = (page: Page) => games(page).getByRole('listitem');
/** A game log as the app of an older version kept it, of two other players. */
const OLD_LOG = (() => {
  const log = JSON.parse(readFileSync('examples/physical-2020.json', 'utf8')) as { setup: { players: { name: string }[] } };
  log.setup.players[0]!.name = 'Carla';
  log.setup.players[1]!.name = 'Dino';
  return JSON.stringify(log);
})();

/** A game's name made of its players and armies and the day and time it started: "Anna (…) v Bruno (…), 23 Nov 2026, 19:05". */
const startedToday = (players: string, day: string) => new RegExp(`^${players.replace(/[()]/g, '\\$&')}, ${day}, \\d{2}:\\d{2}$`);

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
  // A game is named with the time it started (the old save: when it was copied in).
  const oldHeading = cards(page).first().getByRole('heading', { level: 3 });
  await expect(oldHeading).toHaveText(startedToday(`${p1!.name} (${p1!.army.name}) v ${p2!.name} (${p2!.army.name})`, await today(page)));
  const oldName = (await oldHeading.textContent())!;

  // A new game never replaces it; the names typed before are offered again at setup.
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  await recordRollOff(stepArea(page), 'Skull', 'Blank');
  await expect(page.locator('.log-list li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  await expect(cards(page)).toHaveCount(2);
  const newHeading = cards(page).first().getByRole('heading', { level: 3 });
  await expect(newHeading).toHaveText(startedToday('Anna (Later Romans) v Bruno (Sassanids)', await today(page)));
  const newName = (await newHeading.textContent())!;
  await expect(cards(page).first()).toContainText('Stopped at choosing invader or defender · 1 action');
  await expectAxeClean(page, 'home with the library');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  const offered = await page.getByLabel('Player name').first().evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((o) => o.value));
  expect(offered).toEqual(expect.arrayContaining(['Anna', 'Bruno', p1!.name]));
  await expect(page.getByLabel('Player name').first()).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();

  // Opening a game file adds a third game.
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles('examples/digital-2023-waterside.json');
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  // The page is loaded afresh below: wait for the opened game's write to land first.
  await expect.poll(async () => (await storedGames(page)).length).toBe(3);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(3);
  expect((await storedGames(page)).map((g) => g.kind)).toEqual(['game', 'game', 'game']);

  // Two games may share players (the file is of Anna and Bruno too): each card has its own buttons.
  const mine = cards(page).filter({ hasText: 'Stopped at choosing invader or defender' });
  await expect(cards(page).filter({ hasText: 'Anna (Later Romans) v Bruno (Sassanids)' })).toHaveCount(2);
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

/** Set LIBRARY_SHOTS to a folder to keep screenshots of the file panels checked below (never the repo). */
const SHOTS = process.env.LIBRARY_SHOTS;

async function shot(page: Page, panel: Locator, name: string): Promise<void> {
  if (!SHOTS) return;
  await panel.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-page.png`, fullPage: true });
}

interface BattleFile {
  setup: { battleSeed?: string };
  actions: { type: string; [key: string]: unknown }[];
}
/** A finished digital game with 3 battle turns drawn from its battle code, made by the engine under tsx (see the script). */
const BATTLE = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/battleGame.ts'], { encoding: 'utf8' })) as BattleFile;
/** The forgery of issue 28: its battle code deleted, then a weather roll edited. */
const DOWNGRADED = (() => {
  const log = structuredClone(BATTLE);
  delete log.setup.battleSeed;
  const roll = log.actions.find((a) => a.type === 'rollBattleWeather') as unknown as { red: string[] };
  roll.red[0] = roll.red[0] === 'skull' ? 'blank' : 'skull';
  return JSON.stringify(log);
})();
/** A file whose roll-off was edited: the game code gives another. */
const FORGED_ROLL = (() => {
  const log = structuredClone(BATTLE);
  const roll = log.actions[0] as unknown as { faces: string[] };
  roll.faces[0] = roll.faces[0] === 'skull' ? 'blank' : 'skull';
  return JSON.stringify(log);
})();
const asFile = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** Chooses a file from Home: the one click on "Choose a game file" must open the browser's file picker. */
async function chooseFromHome(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await (await chooser).setFiles(asFile(name, text));
}

/** Fails when axe finds a violation inside the part of the page the selector names (the rest of a screen is scanned by its own specs). */
async function expectPartAxeClean(page: Page, selector: string, label: string): Promise<void> {
  expect((await new AxeBuilder({ page }).withTags(WCAG).include(selector).analyze()).violations, label).toEqual([]);
}

const homeFileCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Open a game file' }) });
const proves = (page: Page) => page.getByRole('status').filter({ hasText: 'What this file proves' });

for (const width of [360, 1280]) {
  test(`game files at ${width} px: Choose opens the picker; a refused file is explained and clears what was said before; a downgraded file is marked not checked (issues 28, 29)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');

    // Home: one click opens the picker; a refused file is explained in the card and nothing opens.
    await chooseFromHome(page, 'forged.json', FORGED_ROLL);
    await expect(homeFileCard(page).getByRole('alert')).toContainText(/^Action 1 does not follow the game code: .+ Nothing was opened, and your games are as they were\./);
    await expectAxeClean(page, 'home with a refused file');
    await shot(page, homeFileCard(page), `file-home-refused-${width}`);

    // The downgrade forgery opens, its battle turns marked entered by the players, not checked.
    await chooseFromHome(page, 'downgraded.json', DOWNGRADED);
    await expect(proves(page)).toContainText('Battle turns (3): the weather rolls were entered by the players, not checked: this file has no battle code.');
    await expect(proves(page)).not.toContainText('weather roll checked');
    const panel = page.locator('.actions.files');
    await expectPartAxeClean(page, '.actions.files', 'the file panel with a downgraded file');
    await shot(page, panel, `file-downgraded-${width}`);

    // A good file: each part checked against its own code.
    await page.getByLabel('Open a game file').setInputFiles(asFile('battle.json', JSON.stringify(BATTLE)));
    await expect(proves(page)).toContainText('Battle turns (3): every weather roll checked against its battle code');
    await expect(proves(page)).toContainText('Pre-battle: every roll and deal checked against its game code');
    await shot(page, panel, `file-good-${width}`);

    // A refused file next: nothing said about the good file is left (issue 29).
    await page.getByLabel('Open a game file').setInputFiles(asFile('forged.json', FORGED_ROLL));
    await expect(panel.getByRole('alert')).toContainText('Action 1 does not follow the game code');
    await expect(page.getByText('What this file proves')).toHaveCount(0);
    await expect(page.getByText(/checked against its (game|battle) code/)).toHaveCount(0);
    await expectPartAxeClean(page, '.actions.files', 'the file panel with a refused file');
    await shot(page, panel, `file-refused-${width}`);
  });
}

test('Home lists a saved game whose log no longer replays as needing attention, with its data to download (issue 28)', async ({ page }) => {
  await page.goto('/');
  await chooseFromHome(page, 'battle.json', JSON.stringify(BATTLE));
  await expect(proves(page)).toBeVisible();
  await expect.poll(async () => (await storedGames(page)).length).toBe(1);
  // The stored log is damaged behind the app's back: an action the game does not allow at its end.
  await page.evaluate(async (entry: StoredGame) => {
    const broken = { ...entry, log: { ...entry.log, actions: [...entry.log.actions, { type: 'rollOff', faces: ['skull', 'blank'] }] } };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('pbw-library');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('games', 'readwrite');
        tx.objectStore('games').put(broken, entry.id);
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
  }, (await storedGames(page))[0]!);
  await page.goto('/');
  const card = cards(page).first();
  await expect(card).toContainText(/Needs attention: this saved game no longer replays, so it cannot be resumed\. Action \d+ of the game file is not allowed/);
  await expect(card).not.toContainText('Finished');
  await expect(card.getByRole('button', { name: /^Resume/ })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^Download the saved data/ }).click()]);
  const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as StoredGame;
  expect(saved.log.actions.at(-1)).toEqual({ type: 'rollOff', faces: ['skull', 'blank'] });
  await expectAxeClean(page, 'home with a game needing attention');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, card, `library-attention-${width}`);
  }
});

test("the game's address names the game: a second tab or a bookmark opens that game, and an unknown one says so with the way home (issue 29)", async ({ page, context }) => {
  await startGame(page, { edition: '2023', mode: 'physical', seed: 'unused' });
  await expect(page).toHaveURL(/#\/game\/[0-9a-f]+$/);
  const address = page.url();
  const id = address.split('#/game/')[1]!;
  expect((await storedGames(page)).map((g) => g.id)).toContain(id);

  // A second tab of the same browser, opened at the address: the same game, on its step.
  const second = await context.newPage();
  await second.goto(address);
  await expect(second.locator('#step-title')).toHaveText('The roll-off');
  await expect(second.getByText('No pre-battle in progress')).toHaveCount(0);
  // A move there shows in the first tab's game, which is the same one.
  await recordRollOff(stepArea(second), 'Skull', 'Blank');
  await expect(second.locator('#step-title')).toHaveText('Choosing invader or defender');
  await page.reload();
  await expect(page.locator('#step-title')).toHaveText('Choosing invader or defender');

  // An address naming no saved game: a clear message and the way home.
  await second.goto(address.replace(id, '0123456789abcdef'));
  await expect(second.getByRole('heading', { level: 1, name: 'No pre-battle in progress' })).toBeVisible();
  await expect(second.getByRole('alert')).toContainText('No saved game in this browser has this address');
  await second.getByRole('button', { name: 'Your games' }).click();
  await expect(second.getByRole('region', { name: 'Your games' })).toBeVisible();
});
