import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { storedGames, gameFileInput } from './support/library';
import { makeShareLink, openGameMenu, playToEnd, startGame, stepArea } from './support/wizard';

const TITLE = /^Shared battle: Anna \(Later Romans\) v Bruno \(Sassanids\)$/;

/** The saved games, read straight from the library's storage (no app code involved). */
const savedGame = async (page: Page) => JSON.stringify(await storedGames(page));

/** The same link with one character of its payload changed. */
function tampered(link: string): string {
  const at = link.length - 20;
  const swap = link[at] === 'A' ? 'B' : 'A';
  return `${link.slice(0, at)}${swap}${link.slice(at + 1)}`;
}

test('a finished game shared by link opens read-only in another page; a tampered link says so; the saved game is untouched', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles('examples/digital-2023-waterside.json');
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  const link = await makeShareLink(page);
  expect(link.startsWith(`${baseURL}/#/shared/`)).toBe(true);
  const saved = await savedGame(page);
  expect(saved).toContain('club-night-62');

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(other.getByText(/Every roll and deal of the pre-battle was drawn again from the revealed game code/)).toBeVisible();
  await expect(other.getByRole('figure', { name: /Waterside PBS map/ })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Continue a copy' })).toBeVisible();
  expect(await other.title()).toBe('Shared battle - Pre-Battle Wizard');
  expect(await axeViolations(other)).toEqual([]);

  await other.goto(tampered(link));
  await expect(other.getByRole('heading', { name: 'This shared battle cannot be opened' })).toBeVisible();
  await expect(other.getByRole('alert')).toContainText('This link is damaged');
  expect(await axeViolations(other)).toEqual([]);
  expect(await savedGame(other)).toBe(saved);
  await other.getByRole('link', { name: 'Go to the home screen' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' })).toBeVisible();

  await other.getByRole('textbox', { name: 'Share link' }).fill(tampered(link));
  await other.getByRole('button', { name: 'Open the shared battle' }).click();
  await expect(other.getByRole('alert')).toContainText('This link is damaged');
  await other.getByRole('textbox', { name: 'Share link' }).fill(link);
  await other.getByRole('button', { name: 'Open the shared battle' }).click();
  await expect(other.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(await savedGame(other)).toBe(saved);
});

test('a digital game in progress shares only the room view: no seed, no continuing, and no link while a card is face down', async ({ page, context }) => {
  const seed = 'e2e-share-sealed-seed';
  await startGame(page, { edition: '2023', mode: 'digital', seed });
  await playToEnd(page, { edition: '2023', mode: 'digital', seed, stopAt: /day 2 of 5/ });
  const area = stepArea(page);
  await area.getByRole('button', { name: /show my cards/ }).click();
  await area.getByRole('button', { name: /^Play / }).first().click();
  await openGameMenu(page);
  await expect(page.getByText(/No link while a card lies face down/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a share link' })).toHaveCount(0);
  await area.getByRole('button', { name: /show my cards/ }).click();
  await area.getByRole('button', { name: /^Play / }).first().click();
  await expect(page.getByRole('button', { name: 'Make a share link' })).toBeVisible();

  const link = await makeShareLink(page);
  expect(link).not.toContain(seed);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: /^Shared battle: Anna \(.+\) v Bruno \(.+\)$/ })).toBeVisible();
  await expect(other.getByText(/The pre-battle is not over yet/)).toBeVisible();
  await expect(other.getByText(/come from a game code that stays sealed until the end/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Continue a copy' })).toHaveCount(0);
  expect(await other.content()).not.toContain(seed);
  // Issue 28: the code was typed, so its fingerprint (from which a word is guessed) does not travel either.
  const fingerprint = createHash('sha256').update(seed, 'utf8').digest('hex').slice(0, 16).toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
  expect(await other.content()).not.toContain(fingerprint);
  await expect(other.getByText(/fingerprint/i)).toHaveCount(0);
});

test('a link made by version 1 of the share format still opens', async ({ page }) => {
  const fixtures = JSON.parse(readFileSync('tests/fixtures/links/v1.json', 'utf8')) as { example: string; kind: string; actions: number; link: string }[];
  const finished = fixtures.find((f) => f.example === 'digital-2023-waterside.json' && f.kind === 'game');
  if (!finished) throw new Error('no version 1 fixture of the Waterside game');
  await page.goto(`/${finished.link}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/Every roll and deal of the pre-battle was drawn again from the revealed game code/)).toBeVisible();
});

test('a shared battle never shows its weather rolls as checked: the battle code does not travel in a link (issue 38)', async ({ page, context }) => {
  test.setTimeout(180_000);
  const options = { edition: '2023', mode: 'digital', seed: 'e2e-share-battle-rolls' } as const;
  await startGame(page, options);
  await playToEnd(page, options);
  const tracker = page.getByRole('region', { name: /Weather through the battle/ });
  for (const turn of [1, 2, 3]) {
    await tracker.getByRole('button', { name: `Roll the weather for turn ${turn}` }).click();
    await expect(tracker.getByRole('button', { name: `Roll the weather for turn ${turn + 1}` })).toBeVisible();
  }
  const link = await makeShareLink(page);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: /^Shared battle: / })).toBeVisible();
  await expect(other.getByText(/The battle’s weather rolls \(3 turns\) are shown as the link gives them, not checked/)).toBeVisible();
  await other.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(other.getByText(/weather rolls of the battle’s 3 turns are shown as given, not checked/)).toBeVisible();
  await expect(other.getByText(/every roll and deal of the pre-battle is checked against the game code/)).toBeVisible();
  expect(await other.locator('body').innerText()).not.toMatch(/every roll and deal is checked|Every roll and deal was drawn/i);
});
