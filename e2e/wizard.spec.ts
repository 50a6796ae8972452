import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/serviceWorker';
import { playToEnd, startGame, stepArea } from './support/wizard';

test('a complete 2023 pre-battle in digital mode with a fixed seed, axe-clean on every step', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-digital' });
  const { steps } = await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-digital', axe: true });
  expect(steps).toEqual(expect.arrayContaining(['The roll-off', 'The territory contest', 'The march: day 1 of 5', 'The march: day 5 of 5', 'Scouting', 'Deployment']));
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  await expect(page.getByText(/Territory and square/)).toBeVisible();
});

test('a complete 2020 pre-battle in physical mode', async ({ page }) => {
  test.setTimeout(120_000);
  await startGame(page, { edition: '2020', mode: 'physical', seed: 'e2e-physical' });
  const { steps } = await playToEnd(page, { edition: '2020', mode: 'physical', seed: 'e2e-physical' });
  expect(steps).toContain('The weather');
  expect(steps).not.toContain('Shuffling the deck');
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
});

test('a full pre-battle by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-keyboard' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-keyboard', keyboard: true });
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
});

test('the curtain hides the other hand: the DOM holds no unrevealed card', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-curtain' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-curtain', stopAt: /territory contest/i });
  const area = stepArea(page);
  await expect(area.getByRole('region', { name: 'Hand-off curtain' })).toBeVisible();
  await expect(page.locator('.chip')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await area.getByRole('button', { name: /show my cards/ }).click();
  const firstPlayer = (await area.getByRole('region', { name: /hand/ }).getAttribute('aria-label'))?.replace("'s hand", '');
  await area.getByRole('button', { name: /^Play / }).first().click();
  await expect(area.getByRole('region', { name: 'Hand-off curtain' })).toBeVisible();
  await expect(page.locator('.chip')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toMatch(/Play (Black|White|Green|Yellow|Red)/);
  expect(await page.title()).toBe('Pre-Battle Wizard');
  expect(page.url()).not.toMatch(/black|white|green|yellow|red/i);
  await expect(page.getByText(`${firstPlayer} (`, { exact: false }).first()).toBeVisible();
  await expect(page.locator('.log')).toContainText('has chosen a card, face down');
});

test('reload in the middle of the march resumes the same state, on the game screen and from home', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-reload' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-reload', stopAt: /day 3 of 5/ });
  const log = await page.locator('.log-list').innerText();
  // The game screen is the #/game route: a reload stays on it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /day 3 of 5/ })).toBeVisible();
  expect(await page.locator('.log-list').innerText()).toBe(log);
  await page.goto('/#/');
  await page.reload();
  await page.getByRole('button', { name: 'Resume the pre-battle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /day 3 of 5/ })).toBeVisible();
  expect(await page.locator('.log-list').innerText()).toBe(log);
});

test('undo across a reveal asks both players and goes back', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-undo' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-undo', stopAt: /choosing the territory/i });
  const entries = page.locator('.log-list li');
  const count = await entries.count();
  await page.getByRole('button', { name: `Undo to here: back to before event ${count}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Do both players agree');
  await page.getByRole('button', { name: 'Both agree: go back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The territory contest' })).toBeVisible();
  await expect(entries).toHaveCount(count - 1);
});

test('a broken game file gets a clear error and leaves the current game untouched', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-import' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-import', stopAt: /choosing the season/i });
  const before = await page.locator('.log-list').innerText();
  await stepArea(page).locator('input[type="file"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"mortem-pre-battle-log","version":1,"setup":{}}') });
  await expect(page.getByRole('alert')).toContainText('not a game file');
  await expect(page.getByRole('alert')).toContainText('The current game was not changed');
  expect(await page.locator('.log-list').innerText()).toBe(before);
});

test('a game file whose placement die was edited is refused, naming the action; the genuine file opens and says its rolls match the seed', async ({ page }) => {
  const genuine = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as { actions: { type: string; die?: number }[] };
  const index = genuine.actions.findIndex((a) => a.type === 'rollPlacement');
  const forged = structuredClone(genuine);
  forged.actions[index]!.die = (genuine.actions[index]!.die! % 6) + 1;
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-forged' });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'e2e-forged', stopAt: /choosing the season/i });
  const before = await page.getByRole('region', { name: 'Log' }).innerText();
  const open = (name: string, file: unknown) =>
    stepArea(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await open('forged.json', forged);
  await expect(page.getByRole('alert')).toContainText(`Action ${index + 1} does not follow the game's seed: the seed gives a placement die of ${genuine.actions[index]!.die}`);
  expect(await page.getByRole('region', { name: 'Log' }).innerText()).toBe(before);
  await open('genuine.json', genuine);
  await expect(page.getByRole('status').filter({ hasText: 'matches its seed' })).toContainText('Every roll and deal in this file matches its seed (fingerprint');
});

test('a corrupted saved game shows a clear message, offers the raw data and a fresh start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('pbw.game', '{"format":"mortem-pre-battle-log","version":1,"setup":{"broken":true},"actions":[]}'));
  await page.reload();
  await page.getByRole('button', { name: 'Resume the pre-battle' }).click();
  await expect(page.getByRole('heading', { name: 'The saved game could not be resumed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the saved data' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pbw.game'))).toContain('broken');
  await page.getByRole('button', { name: 'Start fresh' }).click();
  await expect(page.getByRole('heading', { name: 'New pre-battle' })).toBeVisible();
});

test('offline after the first visit, a whole pre-battle still plays (2020, digital)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await startGame(page, { edition: '2020', mode: 'digital', seed: 'e2e-offline' });
  await playToEnd(page, { edition: '2020', mode: 'digital', seed: 'e2e-offline' });
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
});
