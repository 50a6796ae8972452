import { expect, test, type Page } from '@playwright/test';
import { inPage, type PageRequest } from '../e2e-browsers/support/inPage';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

const GAMES: PlayOptions[] = [
  { edition: '2023', mode: 'digital', seed: 'hit-areas' },
  { edition: '2020', mode: 'physical', seed: 'unused' },
];

/**
 * Issue 35: every control a player presses is at least 24 x 24 px and is what lies at its centre (WCAG 2.5.8; inline
 * glossary terms and "Sources" citations excepted). The same in-page check as the Firefox and WebKit suite's.
 */
async function expectHitAreas(page: Page, where: string): Promise<void> {
  const request: PageRequest = { op: 'hitAreas', within: 'body' };
  const { count, faults } = (await page.evaluate(inPage, request)) as { count: number; faults: string[] };
  expect(count, `${where}: controls found`).toBeGreaterThan(0);
  expect(faults, where).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const game of GAMES) {
    test(`at ${viewport.width}x${viewport.height}, a ${game.edition} ${game.mode} game: every control on every step has a hit area`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('radio', { name: 'Mortem et Gloriam' })).toBeVisible();
      await expectHitAreas(page, 'Home');
      await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
      await expectHitAreas(page, 'setup');
      await startGame(page, game);
      const { steps } = await playToEnd(page, {
        ...game,
        onStep: async (heading) => {
          await expectHitAreas(page, heading);
          // The curtain's hand, once shown, has its cards and colour chips to press.
          const show = stepArea(page).getByRole('button', { name: /show my cards/ });
          if (await show.count()) {
            await show.click();
            await expectHitAreas(page, `${heading}, a hand shown`);
          }
        },
      });
      expect(steps.length).toBeGreaterThan(10);
      await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
      await expectHitAreas(page, 'Battle summary');
      await page.getByRole('button', { name: 'Battle sheet' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
      await expectHitAreas(page, 'Battle sheet');
    });
  }
}
