import { expect, test, type Page } from '@playwright/test';
import { startGame } from './support/wizard';

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' });
const reference = (page: Page) => page.getByRole('heading', { level: 1, name: 'Rules reference' });
const setup = (page: Page) => page.getByRole('heading', { level: 1, name: 'New pre-battle' });

test('Back and Forward move between home, the rules reference and setup, each with its own address', async ({ page }) => {
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await page.getByRole('button', { name: 'Open the rules reference' }).click();
  await expect(reference(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/reference$/);
  await expect(page).toHaveTitle('Rules reference - Pre-Battle Wizard');

  await page.goBack();
  await expect(home(page)).toBeVisible();
  await expect(page).toHaveTitle('Pre-Battle Wizard');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  await expect(setup(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/setup$/);

  await page.goBack();
  await expect(home(page)).toBeVisible();
  await page.goForward();
  await expect(setup(page)).toBeVisible();
  await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
  await expect(home(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/$/);
  await page.goBack();
  await expect(setup(page)).toBeVisible();
  await page.goBack();
  await expect(home(page)).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(home(page)).toBeVisible();
});

test('a screen can be linked and reloaded; an unknown address says so and links home', async ({ page }) => {
  await page.goto('/#/reference');
  await expect(reference(page)).toBeVisible();
  await page.reload();
  await expect(reference(page)).toBeVisible();
  await page.goto('/#/setup');
  await expect(setup(page)).toBeVisible();

  await page.goto('/#/nowhere-yet');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home screen' }).click();
  await expect(home(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/$/);
});

test('the game has an address that says nothing secret; reloading it resumes the game; the skip link keeps the route', async ({ page }) => {
  const seed = 'route-secret-seed-7';
  await startGame(page, { edition: '2023', mode: 'digital', seed });
  // The address names the game by its library id (issue 29), drawn at random: nothing of the seed.
  await expect(page).toHaveURL(/\/#\/game\/[0-9a-f]{16}$/);
  expect(page.url()).not.toContain(seed);
  expect(await page.title()).toBe('Pre-Battle Wizard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeVisible();

  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/#\/game\/[0-9a-f]{16}$/);

  await page.goBack();
  await expect(setup(page)).toBeVisible();
  expect(page.url()).not.toContain(seed);
});
