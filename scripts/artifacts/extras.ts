import { expect, type Page } from '@playwright/test';
import { ARTIFACT_PROFILE } from './games';

/** Makes the rules profile on the profiles screen from the setup screen, then goes back to the setup; false when the build has no profiles. */
export async function makeProfile(page: Page): Promise<boolean> {
  const manage = page.getByRole('button', { name: 'Manage rules profiles' });
  if ((await manage.count()) === 0) return false;
  await manage.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules profiles' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Copy "${ARTIFACT_PROFILE.copyOf}"` }).click();
  await page.getByLabel('Profile name').fill(ARTIFACT_PROFILE.name);
  await page.getByLabel('Days of the march').fill(ARTIFACT_PROFILE.marchDays);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
  return true;
}

/** Chooses a game on Home by its radio; false when the build does not offer it. */
async function chooseGame(page: Page, name: string): Promise<boolean> {
  await page.goto('/');
  const radio = page.getByRole('radio', { name });
  if ((await radio.count()) === 0) return false;
  await radio.check();
  return true;
}

/** Lays out an A Great Victory! table with a wood and a village through the form; the build saves it in its library. */
export async function makeAgvLayout(page: Page, name: string): Promise<boolean> {
  if (!(await chooseGame(page, 'A Great Victory!'))) return false;
  const open = page.getByRole('button', { name: 'Lay out a new table' });
  if ((await open.count()) === 0) return false;
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Table layout' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Name of the layout').fill(name);
  const form = page.getByRole('form', { name: 'Place a feature' });
  for (const [label, x, y, size] of [['Woods', '40', '30', '7'], ['Villages', '100', '60', '6']] as const) {
    await form.getByLabel('Feature').selectOption({ label });
    await form.getByLabel('Centre across (cm from the left edge)', { exact: true }).fill(x);
    await form.getByLabel('Centre down (cm from the top edge)', { exact: true }).fill(y);
    await form.getByLabel('Width (cm)', { exact: true }).fill(size);
    await form.getByLabel('Depth (cm)', { exact: true }).fill(size);
    await form.getByLabel('Depth (cm)', { exact: true }).press('Enter');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible({ timeout: 20_000 });
  return true;
}

/** Sets up a Commands & Colors line-of-sight board (two units, a firer, a target and a Forest between) by keyboard; the build keeps it in localStorage. */
export async function makeCcnBoard(page: Page): Promise<boolean> {
  if (!(await chooseGame(page, 'Commands & Colors: Napoleonics'))) return false;
  const open = page.getByRole('button', { name: 'Check line of sight' });
  if ((await open.count()) === 0) return false;
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Line of sight' })).toBeVisible({ timeout: 20_000 });
  const tool = async (name: string, ...keys: string[]) => {
    await page.getByRole('radio', { name }).check();
    await page.getByRole('grid', { name: /Hex board/ }).locator('button[tabindex="0"]').focus();
    for (const key of keys) await page.keyboard.press(key);
  };
  await tool('Unit of side A', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter');
  await tool('Unit of side B', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  await tool('Pick the firer', 'Home', 'ArrowRight', 'ArrowRight', 'Enter');
  await tool('Pick the target', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  await tool('Paint terrain', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Space');
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('status')).toHaveText(/blocked/);
  return true;
}
