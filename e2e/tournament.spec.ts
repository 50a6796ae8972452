import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { readQr } from './support/qr';
import { openSheet } from './support/sheet';

/** Screenshots to look at by hand (Playwright empties test-results/, so they go to reports/). */
const OUT = 'reports/tournament';
const WIDTHS = [360, 1280, 1920] as const;

interface GameFile {
  name: string;
  text: string;
}

/** The event link's payload and the two tournament games, made by the engine under tsx (see the script). */
const made = JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/tournamentGames.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as {
  base: string;
  tournament: { event: string; round: number; table: number };
  profile: string;
  event: string;
  fits: GameFile;
  long: GameFile;
};
const PRINTED = `Tournament: ${made.tournament.event} · Round ${made.tournament.round} · Table ${made.tournament.table}`;

/** Screenshots of the whole page at each width (and of the part shown, `part`), and nothing wider than the phone. */
async function shoot(page: Page, label: string, part?: Locator): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 900 });
    await page.screenshot({ path: `${OUT}/${label}-${width}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${OUT}/${label}-part-${width}.png` });
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
}

test('a tournament game at setup: folded for a casual game, opened from the keyboard, each value out of bounds named beside its field (issue 37)', async ({ page }) => {
  await page.goto('/#/setup');
  const part = page.locator('details.tournament-fields');
  const summary = part.getByText('Tournament game (optional)');
  await expect(summary).toBeVisible();
  await expect(page.getByLabel('Event name')).toBeHidden();
  await shoot(page, 'setup-folded', part);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Event name')).toBeVisible();
  for (const [n, name, army] of [
    [1, 'Anna', 'Later Romans'],
    [2, 'Bruno', 'Sassanids'],
  ] as const) {
    const group = page.getByRole('group', { name: `Player ${n}` });
    await group.getByLabel('Player name').fill(name);
    await group.getByLabel('Army name').fill(army);
  }
  await page.getByLabel('Event name').fill('Britcon Ancients Open 2027');
  await page.getByLabel('Round').fill('0');
  await page.getByLabel('Table number').fill('1000');
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  await expect(page.getByRole('alert')).toContainText('3 values need fixing');
  await expect(page.getByLabel('Event name')).toHaveAccessibleDescription(/Keep the event name to 24 characters/);
  await expect(page.getByLabel('Round')).toHaveAccessibleDescription(/The round must be at least 1/);
  await expect(page.getByLabel('Table number')).toHaveAccessibleDescription(/The table number is at most 999/);
  await shoot(page, 'setup-errors', part);
  await expectAxeClean(page, 'the setup with the tournament part open and its errors');
  await page.getByLabel('Event name').fill(made.tournament.event);
  await page.getByLabel('Round').fill(String(made.tournament.round));
  await page.getByLabel('Table number').fill(String(made.tournament.table));
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  // Digital dice roll the roll-off at once, so the game opens on the winner's choice.
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeVisible();
  // The game bar says the table beside the players.
  await expect(page.locator('.game-bar').getByText(`Table ${made.tournament.table}`, { exact: true })).toBeVisible();
  await shoot(page, 'game-bar', page.locator('.game-bar'));
});

test('an event link opens the setup with the event, the round and its rules profile filled in; a damaged one says why (issue 37)', async ({ page }) => {
  await page.goto(`/#/event/${made.event}`);
  await expect(page.getByText(/^Filled in from the event link of/)).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue(made.tournament.event);
  await expect(page.getByLabel('Round')).toHaveValue(String(made.tournament.round));
  await expect(page.getByLabel('Table number')).toHaveValue('');
  await expect(page.getByLabel('Rules profile').locator('option:checked')).toHaveText(made.profile);
  await shoot(page, 'event-setup', page.locator('details.tournament-fields'));
  await expectAxeClean(page, 'the setup an event link opened');
  await page.goto(`/#/event/${made.event.slice(0, -2)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This event link cannot be opened' })).toBeVisible();
  await expect(page.getByText(/^The link is damaged/)).toBeVisible();
  await shoot(page, 'event-damaged');
  await expectAxeClean(page, 'a damaged event link');
  await page.getByRole('button', { name: 'New pre-battle without the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New pre-battle' })).toBeVisible();
});

test.describe("a tournament game's battle sheet (issue 37)", () => {
  test.beforeEach(async ({ page }) => {
    // The club's public address, as the sheet asks for on a local address: the link a phone would open.
    await page.addInitScript((base) => localStorage.setItem('pbw.share.base', base), made.base);
  });

  test('prints the event, round and table beside a QR code that reads back as its link', async ({ page, context }) => {
    await openSheet(page, made.fits.name, made.fits.text);
    const foot = page.locator('.sheet-foot');
    await expect(foot).toContainText(PRINTED);
    const link = await readQr(context, await foot.getByRole('img', { name: 'QR code of the share link' }).screenshot());
    expect(link).toMatch(new RegExp(`^${made.base.replace(/[.]/g, '\\.')}#/shared/[A-Za-z0-9_-]+$`));
    expect(link!.length).toBeLessThanOrEqual(400);
    await shoot(page, 'sheet-fits', foot);
  });

  test('the longest game with 30-letter names and a 24-letter event says its link is too long for a QR code, and offers the link as text and the game file', async ({ page }) => {
    await openSheet(page, made.long.name, made.long.text);
    const foot = page.locator('.sheet-foot');
    await expect(foot.getByText(/^No QR code: this share link has 4\d\d characters, more than a printed code scans with \(400\)/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the share link' })).toHaveCount(0);
    await expect(foot).toContainText(PRINTED);
    const link = /https?:\/\/\S+/.exec(await page.locator('.sheet-url').innerText())?.[0] ?? '';
    expect(link.length).toBeGreaterThan(400);
    await expect(page.getByText(/^The share link is too long for a QR code on paper: the sheet prints it as text, or export the game file/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export the game file' })).toBeVisible();
    await shoot(page, 'sheet-long', page.locator('.sheet-controls'));
    await shoot(page, 'sheet-long-foot', foot);
    // (Chromium only: print) the tournament's line keeps the sheet to one page of A4 and of Letter.
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      writeFileSync(`${OUT}/sheet-long-${format}.pdf`, pdf);
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0, format).toBe(1);
    }
  });
});
