import { expect, test, type Page } from '@playwright/test';
import { measure, offScreenTexts, ROOM_TEXT_VH, smallerThan } from './support/measure';
import { expectFollowing, moment, openFile, openProjectorTab, projectorGames } from './support/projector';
import { playToEnd, startGame, type PlayOptions } from './support/wizard';

/** Set PROJECTOR_SHOTS to a folder to keep screenshots of the projector at every checked step and size (never the repo). */
const SHOTS = process.env.PROJECTOR_SHOTS;

/** A laptop's projector, a full-HD screen and an old 4:3 projector (issue 38). */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
] as const;

/** At every size: the page does not scroll, no text is off the screen, and every text is at least 2.2% of the height (soft: one run reports every size). */
async function expectReadable(projector: Page, label: string): Promise<void> {
  await expect(moment(projector)).toHaveCount(0, { timeout: 10_000 });
  for (const size of SIZES) {
    await projector.setViewportSize(size);
    const at = `${label} at ${size.width}x${size.height}`;
    // Every text the room is shown, legends, captions and map labels included (issue 38).
    const m = await measure(projector);
    if (SHOTS) await projector.screenshot({ path: `${SHOTS}/text-${label.replace(/\W+/g, '-')}-${size.width}.png` });
    expect.soft(m.scroll.height, `${at}: the page scrolls`).toBeLessThanOrEqual(m.viewport.height);
    expect.soft(m.scroll.width, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(m.viewport.width);
    expect.soft(m.texts.length, `${at}: texts`).toBeGreaterThan(5);
    expect.soft(smallerThan(m, ROOM_TEXT_VH), `${at}: texts under 2.2% of the height`).toEqual([]);
    expect.soft(offScreenTexts(m), `${at}: texts off the screen`).toEqual([]);
  }
}

test('every text is at least 2.2% of the screen and nothing scrolls, the new game banner shown, from the roll-off to the end', async ({ context }) => {
  test.setTimeout(240_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-live' };
  await startGame(main, options);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);

  // A 2020 game started in another window: the projector stays on its game and offers the new one, naming it.
  const other = await context.newPage();
  await startGame(other, { edition: '2020', mode: 'physical', seed: 'unused' });
  await main.bringToFront();
  const follow = projector.getByRole('button', { name: /^A new game started: follow it/ });
  await expect(follow).toBeVisible();
  // Named by what its public view holds, not only by its players: their armies and the edition.
  await expect(follow).toHaveAccessibleName('A new game started: follow it. Anna (Later Romans) v Bruno (Sassanids), 2020 edition');

  await expectReadable(projector, 'the roll-off');
  const stage = projector.locator('.room-stage');
  for (const [label, stopAt, drawing] of [
    ['territory contest', /territory contest/i, null],
    ['march day 3', /day 3 of 5/, /PBS map/],
    ['placing terrain', /placing optional terrain/i, /Table diagram/],
    ['the end', undefined, /Table diagram/],
  ] as const) {
    await playToEnd(main, { ...options, stopAt });
    await expectFollowing(projector, main);
    await expect(follow).toBeVisible();
    if (drawing) await expect(stage.getByRole('figure', { name: drawing })).toBeVisible();
    await expectReadable(projector, label);
  }
  await expect(projector.getByRole('region', { name: 'Battle summary' })).toBeVisible();
});

test('every text is at least 2.2% of the screen and nothing scrolls in the battle, eight turns of weather beside the table, the banner shown', async ({ context }) => {
  test.setTimeout(120_000);
  const main = await context.newPage();
  await openFile(main, projectorGames().battle);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  const other = await context.newPage();
  await startGame(other, { edition: '2023', mode: 'digital', seed: 'e2e-projector-second' });
  await expect(projector.getByRole('button', { name: /^A new game started: follow it/ })).toBeVisible();
  // The start of the battle and its eight turns: the most weather rows the room is shown.
  await expect(projector.getByRole('region', { name: 'Weather through the battle' }).getByRole('listitem')).toHaveCount(9);
  await expectReadable(projector, 'battle turn 8');
});
