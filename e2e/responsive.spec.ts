import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { playToEnd, startGame } from './support/wizard';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations, label).toEqual([]);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home, setup and the PBS map fit without sideways scrolling and stay axe-clean', async ({ page }) => {
    await page.goto('/');
    await expectNoSidewaysScroll(page);
    await startGame(page, { edition: '2023', mode: 'digital', seed: 'phone' });
    await expectNoSidewaysScroll(page);
    await playToEnd(page, { edition: '2023', mode: 'digital', seed: 'phone', stopAt: /placing the army counter/i });
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'counter placement on a phone');
  });
});

test.describe('in the first screen of a 360x640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('Home shows "Start a new pre-battle", and the setup opens at its top', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Start a new pre-battle' });
    await expect(start).toBeInViewport({ ratio: 1 });
    // A player who read on down Home still finds the setup at its top.
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await start.click();
    await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('on a 1920 px projector', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the wizard uses the width and stays axe-clean', async ({ page }) => {
    await startGame(page, { edition: '2020', mode: 'digital', seed: 'projector' });
    await playToEnd(page, { edition: '2020', mode: 'digital', seed: 'projector', stopAt: /moving the army counter|secure flanks/i });
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'projector');
  });
});

test('at 200% zoom the setup screen still works', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/');
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const [index, name, army] of [
    [0, 'Anna', 'Later Romans'],
    [1, 'Bruno', 'Sassanids'],
  ] as const) {
    await page.getByLabel('Player name').nth(index).fill(name);
    await page.getByLabel('Army name').nth(index).fill(army);
  }
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  // Digital dice by default: the roll-off is rolled at once and the winner chooses.
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeVisible();
});
