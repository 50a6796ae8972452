import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { CURRENT_RULES_VERSION } from '../src/engine/rulesVersion';
import { expectAxeClean } from './support/axe';
import { openStoredGame } from './support/library';
import { measure, offScreenTexts, ROOM_TEXT_VH, smallerThan } from './support/measure';
import { PHYSICAL_BENCH_GAME, makeShareLink, playToEnd, startGame } from './support/wizard';

/** The engine-made links of the round's other tables (see the script). */
const links = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/roundLinks.ts'], { encoding: 'utf8' })) as Record<string, string>;

async function paste(page: Page, link: string, said: string | RegExp) {
  await page.getByLabel('A share link or a battle sheet’s link').fill(link);
  await page.getByRole('button', { name: 'Add the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
}

/** The flags the round summary shows for a row (its first cell: the table's number, or "Unassigned report"). */
const flagsOf = (page: Page, row: number) => page.getByRole('region', { name: /Round summary/ }).getByRole('row').nth(row).locator('td').last();

test('a round of five tables filled from a game played here and engine-made links shows each table’s flags', async ({ page }) => {
  test.setTimeout(240_000);
  // A real game played through the app, its share link taken from its menu; its file is then given its table (3), as
  // the setup's tournament fields will write it.
  await startGame(page, PHYSICAL_BENCH_GAME);
  await playToEnd(page, PHYSICAL_BENCH_GAME);
  const played = await makeShareLink(page);
  const stored = await openStoredGame(page);
  const file = { ...stored!.log, setup: { ...stored!.log.setup, tournament: { event: 'Northern Open', round: 2, table: 3 } } };

  await page.goto('/');
  await page.getByRole('button', { name: 'Run a round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Run a round' })).toBeVisible();
  await expectAxeClean(page, 'new round');
  await page.getByLabel('Event', { exact: true }).fill('Northern Open');
  await page.getByLabel('Round', { exact: true }).fill('2');
  await page.getByLabel('Number of tables', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Start the round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Open, round 2' })).toBeVisible();

  await paste(page, links.midGame!, 'Added to table 1.');
  await paste(page, links.finished!, 'Added to table 1, replacing its older report.');
  await paste(page, links.finished!, 'Already here: table 1 has this report.');
  await paste(page, links.typedOtherProfile!, 'Added to table 2.');
  await page.getByLabel('Add a game file').setInputFiles({ name: 'table-3.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByRole('status').filter({ hasText: 'Added to table 3.' })).toBeVisible();
  await paste(page, links.disagreeA!, 'Added to table 4.');
  await paste(page, links.disagreeB!, 'Added to table 4: it disagrees with the report there.');
  await paste(page, links.damaged!, 'Added to the unassigned reports.');
  await paste(page, played, 'Added to the unassigned reports.');
  await paste(page, links.otherRound!, 'Added to the unassigned reports.');

  const expected = [
    ['1', ''],
    ['2', 'Flag 1Flag 2'],
    ['3', 'Flag 7'],
    ['4', 'Flag 3'],
    ['5', 'Flag 4'],
  ];
  for (const [i, [table, flags]] of expected.entries()) {
    await expect(page.getByRole('region', { name: /Round summary/ }).getByRole('row').nth(i + 1).locator('th')).toHaveText(table!);
    await expect(flagsOf(page, i + 1)).toHaveText(flags!);
  }
  for (const row of [6, 7, 8]) await expect(flagsOf(page, row)).toHaveText(/^Flag [56]$/);
  // The game played here: entered by the players, not flagged for its rolls; its table in the sheet's words.
  const three = page.getByRole('article', { name: /^Table 3/ });
  await expect(three.getByText('Entered by the players: they used their own cards and dice.')).toBeVisible();
  // The game played here is under today's app rules; the engine-made links of the other tables under rules 2.
  await expect(three.getByText(new RegExp(`Played under app rules ${CURRENT_RULES_VERSION}, Dec 2026; other tables under app rules 2`))).toBeVisible();
  await expect(three.getByRole('heading', { name: 'Territory and final square' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Table 1/ }).getByText(/a newer report replaced an older one/)).toBeAttached();
  await expectAxeClean(page, 'round');

  // The round is kept: a reload shows it again, and Home lists it.
  await page.reload();
  await expect(flagsOf(page, 2)).toHaveText('Flag 1Flag 2');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open Northern Open, round 2' })).toBeVisible();

  // The exports: the CSV (a line a row) and the printed summary alone.
  await page.getByRole('button', { name: 'Open Northern Open, round 2' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the round as CSV' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.split('\r\n')[0]).toBe('Table,First player,Second player,First army,Second army,Territory,Invader,Step reached,Flags');
  expect(csv).toContain('\r\n5,,,,,,,,"Flag 4: Expected, and not reported."\r\n');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: /Round summary/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a report' })).toBeHidden();
});

test('the round’s board shows sixteen tables and the unassigned whole at 1280x720 and 1920x1080, large, and follows new reports live', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Run a round' }).click();
  await page.getByLabel('Event', { exact: true }).fill('Northern Open');
  await page.getByLabel('Round', { exact: true }).fill('2');
  await page.getByLabel('Number of tables', { exact: true }).fill('16');
  await page.getByRole('button', { name: 'Start the round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northern Open, round 2' })).toBeVisible();
  for (const link of [links.finished!, links.typedOtherProfile!, links.disagreeA!, links.damaged!]) await paste(page, link, /^Added/);
  const id = /#\/round\/([A-Za-z0-9]+)$/.exec(page.url())?.[1];
  const board = await context.newPage();
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    await board.setViewportSize({ width, height });
    await board.goto(`/#/round-board/${id}`);
    await expect(board.getByRole('listitem')).toHaveCount(17);
    // Every text of the board: its title, its buttons and each table's lines, reported or not.
    const m = await measure(board, { texts: '.round-board' });
    expect(m.texts.length, `${width}x${height}: texts`).toBeGreaterThan(2 * 17);
    expect(smallerThan(m, ROOM_TEXT_VH), `${width}x${height}: texts under 2.2% of the height`).toEqual([]);
    expect(offScreenTexts(m), `${width}x${height}: texts off the screen`).toEqual([]);
    expect(m.scroll.height, `${width}x${height}: the page scrolls`).toBeLessThanOrEqual(height);
  }
  await expectAxeClean(board, 'round board');
  const four = board.getByRole('listitem').nth(3);
  await expect(four).toContainText('No flag');
  // A report that arrives in the round's window shows on the board at once.
  await paste(page, links.disagreeB!, 'Added to table 4: it disagrees with the report there.');
  await expect(four).toContainText('Flags 3');
  await paste(page, links.midGame!, 'Older than the report table 1 has: kept in its history only.');
  await expect(board.getByRole('listitem').nth(0)).toContainText('No flag');

  // One table shown large: its map, its table diagram, the weather and scouting in the sheet's words.
  await board.getByRole('button', { name: /^Table 2 Anna v Bruno/ }).click();
  await expect(board.getByRole('heading', { level: 1, name: 'Table 2 Anna (Later Romans) v Bruno (Sassanids)' })).toBeVisible();
  await expect(board.getByRole('figure', { name: /Plains PBS map/ })).toBeVisible();
  await expect(board.getByRole('heading', { name: 'Season and weather' })).toBeVisible();
  await expect(board.getByRole('heading', { name: 'Scouting' })).toBeVisible();
  await expect(board.getByText(/^Flag 1: Rolls and deals the umpire cannot check/)).toBeVisible();
  await expectAxeClean(board, 'one table large');
  await board.getByRole('button', { name: 'Every table' }).click();
  await expect(board.getByRole('listitem')).toHaveCount(17);
});
