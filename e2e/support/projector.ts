import { execFileSync } from 'node:child_process';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { openGameId, openStoredGame, type StoredGame, gameFileInput } from './library';
import { openGameMenu } from './wizard';

/** The projector's step heading (its only level-1 heading). */
export function projectorHeading(projector: Page) {
  return projector.getByRole('heading', { level: 1 });
}

/** The LIVE / Hidden / Waiting badge. */
export function badge(projector: Page) {
  return projector.locator('.room-badge');
}

/** The reveal shown large for a moment. */
export function moment(projector: Page) {
  return projector.getByRole('region', { name: 'Revealed now' });
}

/** The game window's step heading. */
export function mainHeading(main: Page) {
  return main.locator('#step-title');
}

/** The id of the game the game window shows, read from its storage (no app code involved). */
export async function savedGameId(main: Page): Promise<string> {
  const id = (await openGameId(main)) ?? '';
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  return id;
}

/** Opens the projector with the game window's button; the browser opens it as a pop-up window. */
export async function openProjectorWindow(main: Page): Promise<Page> {
  await openGameMenu(main);
  const [projector] = await Promise.all([main.waitForEvent('popup'), main.getByRole('button', { name: 'Open the projector' }).click()]);
  await projector.waitForLoadState();
  return projector;
}

/**
 * Opens the projector of the game window's game as an ordinary tab, by its address, then brings the
 * game window back to the front (a background tab's timers are slowed, and the players use the game window).
 */
export async function openProjectorTab(context: BrowserContext, main: Page): Promise<Page> {
  const id = await savedGameId(main);
  const projector = await context.newPage();
  await projector.goto(`/#/projector?game=${id}`);
  await main.bringToFront();
  return projector;
}

/** Expects the projector to show the step the game window shows, live. */
export async function expectFollowing(projector: Page, main: Page): Promise<void> {
  const title = (await mainHeading(main).innerText()).trim();
  await expect(projectorHeading(projector)).toHaveText(title);
  await expect(badge(projector)).toHaveText(/Live/);
}

declare global {
  interface Window {
    __roomMessages?: unknown[];
  }
}

/** Records every message on the room channel in this page from its first script on, into `window.__roomMessages`. */
export async function recordRoomMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__roomMessages = [];
    const channel = new BroadcastChannel('pbw-projector');
    channel.onmessage = (e: MessageEvent) => window.__roomMessages?.push(e.data);
  });
}

/** The room messages recorded so far in this page (since its last load). */
export async function roomMessages(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.__roomMessages ?? []);
}

/** Every key that appears anywhere in a JSON value. */
export function allKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

/** The saved game of the game window, as stored in the library: its setup (with the seed) and its actions (with the shuffle and the deals). */
export async function savedGame(main: Page): Promise<StoredGame> {
  await expect.poll(() => openStoredGame(main)).not.toBeNull();
  return (await openStoredGame(main))!;
}

let games: { flanks: unknown; battle: unknown } | null = null;

/** The Waterside example at its secure flanks, and played on into 8 battle turns, made once by the engine under tsx (see the script). */
export function projectorGames(): { flanks: unknown; battle: unknown } {
  games ??= JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/projectorGames.ts'], { encoding: 'utf8' })) as { flanks: unknown; battle: unknown };
  return games;
}

/** Opens a game file from Home in the game window. */
export async function openFile(page: Page, file: unknown): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await gameFileInput(page).setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  // Opened once the address names the new game and this tab has recorded it as the game it shows (the projector is opened by that id).
  await expect(page).toHaveURL(/#\/game\/[0-9a-f]{16}$/);
  await expect.poll(async () => /#\/game\/([0-9a-f]{16})$/.exec(page.url())?.[1] === (await openGameId(page))).toBe(true);
}
