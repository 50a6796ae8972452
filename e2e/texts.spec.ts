import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openGameMenu, playToEnd, startGame, stepArea } from './support/wizard';

test('setup: the random seed is the "game code", and expendables are asked for only in 2020', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  await expect(page.getByRole('group', { name: 'Game code' })).toContainText('Game code: drawn by the app and sealed until the end.');
  await expect(page.getByText(/\bseed\b/i)).toHaveCount(0);
  await expect(page.getByLabel('Expendables')).toHaveCount(0);
  await expect(page.getByLabel('Battle wagons')).toHaveCount(2);
  await page.getByRole('radio', { name: /2020/ }).check();
  await expect(page.getByLabel('Expendables')).toHaveCount(2);
  await expect(page.getByLabel('Battle wagons')).toHaveCount(0);
});

test('Pacto, 2020: the deployment plan reads "at least 6 HBW", never a printed BW', async ({ page }) => {
  const options = { edition: '2020', mode: 'digital', seed: 'e2e-texts-pacto', scale: 'Pacto' } as const;
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /^deployment$/i });
  const step = stepArea(page);
  await expect(step).toContainText('Deployment zone is at least 6 HBW from the table centre line');
  await expect(step).toContainText('within 5 HBW of table side edges');
  const text = await step.innerText();
  expect(text).not.toMatch(/\d ?BW\b/);
  expect(text).not.toMatch(/up to 6|up ≥/);
});

test('Pacto, 2020: the terrain choice says every effect in HBW, as the Pacto sheet prints it (seed 001 terrain table; issue 27)', async ({ page }) => {
  const options = { edition: '2020', mode: 'digital', seed: 'e2e-texts-pacto', scale: 'Pacto' } as const;
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /choosing (compulsory|optional) terrain/i });
  const step = stepArea(page);
  for (const details of await step.locator('.terrain-options details').all()) await details.locator('summary').click();
  const text = await step.locator('.terrain-options').innerText();
  expect(text).toMatch(/\d HBW/);
  expect(text).not.toMatch(/\d ?BW\b/);
  // Seed 001 Woods: "Troops may only shoot 1rank deep." in place of seed 002's "SuGs can only shoot 2 ranks deep".
  expect(text).not.toMatch(/Special rules: SuGs can only shoot 2 ranks deep/);
  if (text.includes('More about Woods')) expect(text).toContain('Special rules: Troops may only shoot 1 rank deep.');
});

test('physical cards, 2020: the territory card starts empty, no pass is offered, and an empty choice blocks with a message beside it', async ({ page }) => {
  const options = { edition: '2020', mode: 'physical', seed: 'e2e-texts-physical' } as const;
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /territory contest/i });
  const step = stepArea(page);
  const anna = step.getByRole('radiogroup', { name: /^Anna \((invader|defender)\) played/ });
  const bruno = step.getByRole('radiogroup', { name: /^Bruno \((invader|defender)\) played/ });
  await expect(anna.locator('[aria-checked="true"]')).toHaveCount(0);
  await expect(anna.getByRole('radio', { name: 'Play no card' })).toHaveCount(0);
  await expect(step).toContainText('must play one in the territory contest: “Each play first PBS card.”');
  await anna.getByRole('radio', { name: 'Red' }).click();
  await step.getByRole('button', { name: 'Reveal' }).click();
  const notice = step.getByRole('alert');
  await expect(notice).toContainText('1 choice is still empty: nothing was recorded.');
  await expect(notice).toBeFocused();
  await expect(bruno).toHaveAttribute('aria-invalid', 'true');
  await expect(step.getByText('Choose the card Bruno played.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The territory contest');
  await bruno.getByRole('radio', { name: 'Yellow' }).click();
  await step.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('The territory contest');
  // The log tells the first entry as entered, never as a card "face down".
  const log = page.locator('.log-list');
  await expect(log).toContainText(/Territory contest: (Anna|Bruno) \((invader|defender)\) entered (Red|Yellow) \([RY]\)\./);
  await expect(log).not.toContainText('face down');
});

test('a game file with an unknown scale is explained in a player’s words, beside the button, the path under Details', async ({ page }) => {
  const options = { edition: '2023', mode: 'digital', seed: 'e2e-texts-file' } as const;
  await startGame(page, options);
  await playToEnd(page, { ...options, stopAt: /choosing the season/i });
  const file = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as { setup: { scale: string } };
  file.setup.scale = 'huge';
  await openGameMenu(page);
  await page.getByLabel('Open a game file').setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const notice = page.getByRole('alert').filter({ hasText: 'cannot be opened' });
  await expect(notice).toContainText("This file's scale is 'huge'; the app knows Maximus, Magna and Pacto.");
  await expect(notice).toContainText('The current game was not changed.');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  const path = notice.getByText(/at setup\.scale: /);
  await expect(path).toBeHidden();
  await notice.getByText('Details').click();
  await expect(path).toBeVisible();
});
