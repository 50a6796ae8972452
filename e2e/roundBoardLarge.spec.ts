import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { measure, offScreenTexts, ROOM_TEXT_VH, smallerThan } from './support/measure';

/** The engine-made links of the round's tables (see the script). */
const links = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/roundLinks.ts'], { encoding: 'utf8' })) as Record<string, string>;

/** Set PROJECTOR_SHOTS to a folder to keep screenshots of each table large at each size (never the repo). */
const SHOTS = process.env.PROJECTOR_SHOTS;

/** A laptop's projector and a full-HD screen (issue 37, "On the projector"). */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

async function paste(page: Page, link: string) {
  await page.getByLabel('A share link or a battle sheet’s link').fill(link);
  await page.getByRole('button', { name: 'Add the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added/ })).toBeVisible();
}

test('one table shown large on the projector, its map, diagram, weather and scouting, is whole at 1280x720 and 1920x1080 in type at least 2.2% of the height', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Run a round' }).click();
  await page.getByLabel('Event', { exact: true }).fill('Northern Open');
  await page.getByLabel('Round', { exact: true }).fill('2');
  await page.getByLabel('Number of tables', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Start the round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Open, round 2' })).toBeVisible();
  // Four finished games (2020 and 2023, digital and physical), one with two flags' reasons, one of another round.
  for (const link of [links.finished!, links.typedOtherProfile!, links.disagreeA!, links.otherRound!]) await paste(page, link);
  const id = /#\/round\/([A-Za-z0-9]+)$/.exec(page.url())?.[1];

  const board = await context.newPage();
  await board.goto(`/#/round-board/${id}`);
  for (const name of [/^Table 1 /, /^Table 2 /, /^Table 4 /, /^Unassigned report /]) {
    await board.setViewportSize(SIZES[0]);
    await board.getByRole('button', { name }).click();
    await expect(board.getByRole('figure', { name: /PBS map/ })).toBeVisible();
    await expect(board.getByRole('figure', { name: 'Table diagram' })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Season and weather' })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Scouting' })).toBeVisible();
    for (const size of SIZES) {
      await board.setViewportSize(size);
      const at = `${String(name)} at ${size.width}x${size.height}`;
      // Every text the room is shown (issue 37, as the board and the projector).
      const m = await measure(board);
      if (SHOTS) await board.screenshot({ path: `${SHOTS}/round-large-${String(name).replace(/\W+/g, '-')}-${size.width}.png` });
      expect.soft(m.scroll, `${at}: the page scrolls`).toEqual(m.viewport);
      expect.soft(m.texts.length, `${at}: texts`).toBeGreaterThan(20);
      expect.soft(smallerThan(m, ROOM_TEXT_VH), `${at}: texts under 2.2% of the height`).toEqual([]);
      expect.soft(offScreenTexts(m), `${at}: texts off the screen`).toEqual([]);
    }
    await board.getByRole('button', { name: 'Every table' }).click();
  }
});
