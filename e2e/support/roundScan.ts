import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { blur, frame, qrCentre, rasterise, turn, turnedPoint, writePng, writeY4m } from './printedSheet';
import { openSheet } from './sheet';

/** A tournament game whose sheet is scanned: its file, the public address its sheet's link names, and its table. */
export interface TournamentGame {
  base: string;
  tournament: { event: string; round: number; table: number };
  fits: { name: string; text: string };
}

/**
 * The example game (digital-2023-waterside) at a tournament's table, as the setup's tournament part writes it, with
 * 30-letter player names and long army names: made by the engine under tsx (e2e/support/tournamentGames.ts).
 */
export function tournamentGame(): TournamentGame {
  return JSON.parse(execFileSync('npx', ['tsx', 'e2e/support/tournamentGames.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as TournamentGame;
}

/** The files made from a printed sheet, in the folder given, and the share link it prints. */
export interface PrintedSheet {
  link: string;
  /** The whole page, turned and blurred, as a PNG photo. */
  photo: string;
  /** The top of the same page, without its code. */
  noCode: string;
  /** 640 x 480 of the page around its code, as one frame of a .y4m video for Chromium's fake camera. */
  camera: string;
}

/**
 * Prints a game file's battle sheet to PDF with the app at `origin` (its summary's "Battle sheet", print media, A4), the
 * club's public address `base` set as the sheet asks on a local address, and rasterises it at 150 dpi with pdftoppm in
 * `dir`: the flat page and the link the sheet prints.
 */
async function printFlat(browser: Browser, origin: string, dir: string, file: { name: string; text: string }, base: string) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 794, height: 1123 } });
  try {
    await context.addInitScript((address) => localStorage.setItem('pbw.share.base', address), base);
    const page = await context.newPage();
    await openSheet(page, file.name, file.text);
    const link = /https?:\/\/\S+/.exec(await page.locator('.sheet-url').innerText())?.[0] ?? '';
    await page.emulateMedia({ media: 'print' });
    writeFileSync(join(dir, 'sheet.pdf'), await page.pdf({ format: 'A4', printBackground: true }));
    return { link, flat: rasterise(join(dir, 'sheet.pdf'), dir) };
  } finally {
    await context.close();
  }
}

/**
 * A photo of a game file's printed sheet (`printFlat`), turned 3 degrees and slightly blurred, as a PNG in `dir`, and
 * the camera's view of it: 640 x 480 around its code.
 */
export async function photographSheet(browser: Browser, origin: string, dir: string, file: { name: string; text: string }, base: string) {
  const { link, flat } = await printFlat(browser, origin, dir, file, base);
  const centre = turnedPoint(flat, qrCentre(flat), 3);
  const sheet = blur(turn(flat, 3));
  const photo = join(dir, 'photo.png');
  writePng(sheet, photo);
  return { link, photo, view: frame(sheet, centre, 640, 480) };
}

/**
 * A game file's printed sheet (`printFlat`), turned 3 degrees and slightly blurred, in `dir`: the photo, a picture
 * without the code and the camera's video.
 */
export async function printSheet(browser: Browser, origin: string, dir: string, file: { name: string; text: string }, base: string): Promise<PrintedSheet> {
  const { link, flat } = await printFlat(browser, origin, dir, file, base);
  // The code is found on the flat page (only to aim the fake camera at it), then followed as the page turns.
  const centre = turnedPoint(flat, qrCentre(flat), 3);
  const sheet = blur(turn(flat, 3));
  const files = { photo: join(dir, 'photo.png'), noCode: join(dir, 'no-code.png'), camera: join(dir, 'camera.y4m') };
  writePng(sheet, files.photo);
  writePng(frame(sheet, { x: sheet.width / 2, y: 0 }, 640, 480), files.noCode);
  writeY4m([frame(sheet, centre, 640, 480)], files.camera);
  return { link, ...files };
}

/** Chromium with the options given and a fake camera that films the .y4m video `camera`, its permission granted. */
export function launchWithCamera(options: LaunchOptions | undefined, camera: string): Promise<Browser> {
  const args = [...(options?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`];
  return chromium.launch({ ...options, args });
}

/** Starts a round of `tables` tables from Home's "Run a round", for the game's event and round, and waits for its screen. */
export async function startRound(page: Page, { event, round }: { event: string; round: number }, tables: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Run a round' }).click();
  await page.getByLabel('Event', { exact: true }).fill(event);
  await page.getByLabel('Round', { exact: true }).fill(String(round));
  await page.getByLabel('Number of tables', { exact: true }).fill(String(tables));
  await page.getByRole('button', { name: 'Start the round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${event}, round ${round}` })).toBeVisible();
}
