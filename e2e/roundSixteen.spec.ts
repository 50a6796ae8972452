import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeY4m } from './support/printedSheet';
import { launchWithCamera, photographSheet, startRound } from './support/roundScan';

/**
 * Issue 37, "Tests": a round of sixteen tables filled from the app's own printed battle sheets (printed to PDF,
 * rasterised at 150 dpi, turned and blurred), given as photos to the round screen's photo reader, or held up one after
 * another to Chromium's fake camera, shows exactly the right flags
 * (issue 37, "Flags"): table 1 reported mid-game (its share link: a game being played has no sheet) then finished,
 * 2 a typed code (flag 1) under another rules profile (flag 2), 4 two games that disagree (flag 3), 5 not reported
 * (flag 4), 8 under older app rules than the rest (flag 7), a sheet of another round unassigned (flag 6); the other
 * tables' digital and physical games unflagged.
 */
interface Sheets {
  event: string;
  round: number;
  midGame: string;
  sheets: { name: string; table: number | null; text: string }[];
}

const made = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/roundSheets.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as Sheets;
/** The public address the sheets print (any: the round reads the `#/shared/` part). */
const BASE = 'https://wargames-club.github.io/pre-battle-wizard/';

let dir = '';
const photos = new Map<string, Awaited<ReturnType<typeof photographSheet>>>();
/** Every sheet held up to the camera one after another, a second each, in the order of `made.sheets`. */
let film = '';

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  dir = mkdtempSync(join(tmpdir(), 'pbw-round-photos-'));
  for (const sheet of made.sheets) {
    const into = join(dir, sheet.name);
    mkdirSync(into);
    photos.set(sheet.name, await photographSheet(browser, baseURL!, into, sheet, BASE));
  }
  film = join(dir, 'sheets.y4m');
  writeY4m(made.sheets.map((sheet) => photos.get(sheet.name)!.view), film, 1);
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function photo(page: Page, name: string, said: string) {
  await page.getByLabel('Photo of a sheet', { exact: true }).setInputFiles(photos.get(name)!.photo);
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
}

/** The flags the round summary shows for a row (its first cell: the table's number, or "Unassigned report"). */
const flagsOf = (page: Page, row: number) => page.getByRole('region', { name: /Round summary/ }).getByRole('row').nth(row).locator('td').last();

/** Issue 37, "Flags": each table's flags in the round summary, exactly; the sheet of another round unassigned. */
async function expectFlags(page: Page) {
  const expected: Record<number, string> = { 2: 'Flag 1Flag 2', 4: 'Flag 3', 5: 'Flag 4', 8: 'Flag 7' };
  for (let table = 1; table <= 16; table++) {
    await expect(page.getByRole('region', { name: /Round summary/ }).getByRole('row').nth(table).locator('th')).toHaveText(String(table));
    await expect(flagsOf(page, table), `table ${table}`).toHaveText(expected[table] ?? '');
  }
  await expect(flagsOf(page, 17)).toHaveText('Flag 6');
  await expect(page.getByRole('region', { name: /Round summary/ }).getByRole('row')).toHaveCount(18);
}

test('sixteen tables filled from photos of their printed sheets show exactly the right flags', async ({ page }) => {
  test.setTimeout(240_000);
  await startRound(page, { event: made.event, round: made.round }, 16);
  await expect(page.locator('.scan-camera').getByText('Scanning is ready, also without a network.')).toBeVisible();
  await page.getByLabel('A share link or a battle sheet’s link').fill(made.midGame);
  await page.getByRole('button', { name: 'Add the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to table 1.' })).toBeVisible();
  await photo(page, 'table-1.json', 'Added to table 1, replacing its older report.');
  await photo(page, 'table-2.json', 'Added to table 2.');
  await photo(page, 'table-3.json', 'Added to table 3.');
  await photo(page, 'table-4a.json', 'Added to table 4.');
  await photo(page, 'table-4b.json', 'Added to table 4: it disagrees with the report there.');
  for (let table = 6; table <= 16; table++) await photo(page, `table-${table}.json`, `Added to table ${table}.`);
  await photo(page, 'other-round.json', 'Added to the unassigned reports.');
  // The same sheet photographed twice is one report.
  await photo(page, 'table-3.json', 'Already here: table 3 has this report.');

  await expectFlags(page);
});

test('sixteen tables filled by the camera filming their printed sheets one after another show exactly the same flags', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const camera = await launchWithCamera(test.info().project.use.launchOptions, film);
  try {
    const page = await (await camera.newContext({ baseURL, permissions: ['camera'] })).newPage();
    await startRound(page, { event: made.event, round: made.round }, 16);
    await page.getByLabel('A share link or a battle sheet’s link').fill(made.midGame);
    await page.getByRole('button', { name: 'Add the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to table 1.' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the camera' }).click();
    // Every sheet passes before the camera in 17 seconds, the other round's last: the round has them all once it is in.
    await expect(flagsOf(page, 17)).toHaveText('Flag 6', { timeout: 60_000 });
    await expectFlags(page);
  } finally {
    await camera.close();
  }
});
