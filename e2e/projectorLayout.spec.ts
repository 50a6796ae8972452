import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { measure, ROOM_TEXT_VH, smallerThan } from './support/measure';
import { badge, expectFollowing, moment, openFile, openProjectorTab, projectorGames, projectorHeading, savedGameId } from './support/projector';
import { chooseLanguage } from './support/language';
import { playToEnd, startGame, type PlayOptions } from './support/wizard';

/** Set PROJECTOR_SHOTS to a folder to keep screenshots of the projector at every checked step and size (never the repo). */
const SHOTS = process.env.PROJECTOR_SHOTS;

/** A laptop's projector and a full-HD screen (issue 29). */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

/**
 * At both sizes: nothing scrolls and nothing is drawn off the screen, every legend is inside it, the key texts are at
 * least 2.2vh, and the stage shows the table diagram from the secure flanks on, the PBS map before.
 */
async function expectWhole(projector: Page, label: string, stage: 'opening' | 'map' | 'table'): Promise<void> {
  await expect(moment(projector)).toHaveCount(0, { timeout: 10_000 });
  for (const size of SIZES) {
    await projector.setViewportSize(size);
    const at = `${label} at ${size.width}x${size.height}`;
    const table = projector.locator('.room-stage').getByRole('figure', { name: /^(Table diagram|Schéma de la table)$/ });
    const map = projector.locator('.room-stage').getByRole('figure', { name: /PBS map|Plan PBS/ });
    await expect(table, at).toHaveCount(stage === 'table' ? 1 : 0);
    await expect(map, at).toHaveCount(stage === 'map' ? 1 : 0);
    if (stage === 'table') await expect(table.locator('svg.td-svg'), at).toBeVisible();
    // The step, whose turn it is and the last result are the key texts (issue 29); the legends are the boxes.
    const m = await measure(projector, { texts: '.room-step, .room-turn, .room-last', outside: '.projector, .projector *', boxes: '.pbs-key, .td-key, .colour-ladder' });
    if (SHOTS) await projector.screenshot({ path: `${SHOTS}/${label.replace(/\W+/g, '-')}-${size.width}.png` });
    expect(m.outside, `${at}: drawn off the screen`).toEqual([]);
    expect(m.scroll, `${at}: the page scrolls`).toEqual(m.viewport);
    if (stage !== 'opening') expect(m.boxes.length, `${at}: a legend`).toBeGreaterThan(0);
    for (const legend of m.boxes) {
      expect(legend.left, `${at}: ${legend.name}`).toBeGreaterThanOrEqual(0);
      expect(legend.top, `${at}: ${legend.name}`).toBeGreaterThanOrEqual(0);
      expect(legend.right, `${at}: ${legend.name}`).toBeLessThanOrEqual(m.viewport.width);
      expect(legend.bottom, `${at}: ${legend.name}`).toBeLessThanOrEqual(m.viewport.height);
    }
    expect(m.texts.length, `${at}: the step, turn and last result`).toBeGreaterThanOrEqual(2);
    expect(smallerThan(m, ROOM_TEXT_VH), `${at}: the step, the turn and the last result under 2.2% of the height`).toEqual([]);
  }
}

test('whole at 1280x720 and 1920x1080 through the opening, the contest and the march, with the map', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-live' };
  await startGame(main, options);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  await expectWhole(projector, 'choosing roles', 'opening');
  for (const [label, stopAt, stage] of [
    ['territory contest', /territory contest/i, 'opening'],
    ['placing the counter', /placing the army counter/i, 'map'],
    ['march day 3', /day 3 of 5/, 'map'],
    ['march day 4', /day 4 of 5/, 'map'],
  ] as const) {
    await playToEnd(main, { ...options, stopAt });
    await expectFollowing(projector, main);
    await expectWhole(projector, label, stage);
  }
});

test('whole at 1280x720 and 1920x1080 from the secure flanks to the battle, with the table diagram', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  await openFile(main, projectorGames().flanks);
  await expect(main.getByRole('heading', { level: 1, name: /secure flanks/i })).toBeVisible();
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  await expectWhole(projector, 'secure flanks', 'table');
  // The example's own game code: the app draws the rest of its terrain, weather and scouting from it.
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'club-night-62' };
  for (const [label, stopAt] of [
    ['choosing optional terrain', /choosing optional terrain/i],
    ['vital settlement', /Vital Settlement/],
    ['deployment', /^deployment/i],
    ['the end', undefined],
  ] as const) {
    await playToEnd(main, { ...options, stopAt });
    await expectFollowing(projector, main);
    await expectWhole(projector, label, 'table');
  }
  await expect(projector.getByRole('region', { name: 'Battle summary' })).toBeVisible();

  // Eight battle turns: the most weather rows the room is shown.
  await openFile(main, projectorGames().battle);
  const battle = await openProjectorTab(context, main);
  await expectFollowing(battle, main);
  // The start of the battle and its eight turns.
  await expect(battle.getByRole('region', { name: 'Weather through the battle' }).getByRole('listitem')).toHaveCount(9);
  await expectWhole(battle, 'battle turn 8', 'table');
});

test('in French (issue 36), whole at 1280x720 and 1920x1080 at the opening, in the march and at the end of the pre-battle', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-french' };
  await startGame(main, options);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  // The projector speaks the language of the window that tells the room; the game is played in English, the helpers' words.
  const inFrench = async (label: string, stage: 'opening' | 'map' | 'table') => {
    await chooseLanguage(main, 'fr');
    await expect(projector.locator('html')).toHaveAttribute('lang', 'fr');
    await expectWhole(projector, `${label}, in French`, stage);
    await chooseLanguage(main, 'en');
  };
  await inFrench('choosing roles', 'opening');
  await playToEnd(main, { ...options, stopAt: /day 3 of 5/ });
  await expectFollowing(projector, main);
  await inFrench('march day 3', 'map');
  await openFile(main, projectorGames().battle);
  const battle = await openProjectorTab(context, main);
  await expectFollowing(battle, main);
  await chooseLanguage(main, 'fr');
  await expect(battle.locator('html')).toHaveAttribute('lang', 'fr');
  await expectWhole(battle, 'battle turn 8, in French', 'table');
});

test('a new game started in the game window: the projector stays on its game, offers the new one, and follows it when pressed', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  await openFile(main, projectorGames().flanks);
  await expect(main.getByRole('heading', { level: 1, name: /secure flanks/i })).toBeVisible();
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  const firstId = await savedGameId(main);
  const firstTitle = (await projectorHeading(projector).innerText()).trim();

  const second: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-second' };
  await startGame(main, second);
  const secondId = await savedGameId(main);
  expect(secondId).not.toBe(firstId);
  const follow = projector.getByRole('button', { name: /^A new game started: follow it/ });
  await expect(follow).toBeVisible();
  // Named by its players' armies and its edition, not only the players (issue 38).
  const named = 'A new game started: follow it. Anna (Later Romans) v Bruno (Sassanids), 2023 edition';
  await expect(follow).toHaveAccessibleName(named);
  // It never switches by itself: the old game stays, live, while the new one is played.
  await playToEnd(main, { ...second, stopAt: /territory contest/i });
  await expect(follow).toBeVisible();
  await expect(follow).toHaveAccessibleName(named);
  await expect(projectorHeading(projector)).toHaveText(firstTitle);
  await expect(badge(projector)).toHaveText(/Live/);
  expect(projector.url()).toContain(`game=${firstId}`);
  await expectWhole(projector, 'offer over the table', 'table');
  // Large enough to read across the room.
  expect(await follow.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / window.innerHeight)).toBeGreaterThanOrEqual(ROOM_TEXT_VH);
  for (const scheme of ['light', 'dark'] as const) {
    await projector.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(projector, `the offer over the table, ${scheme}`);
  }
  await projector.emulateMedia({ colorScheme: 'light' });

  await follow.focus();
  await projector.keyboard.press('Enter');
  await expect(projector).toHaveURL(new RegExp(`#/projector\\?game=${secondId}$`));
  await expect(follow).toHaveCount(0);
  await expectFollowing(projector, main);
  await playToEnd(main, { ...second, stopAt: /day 2 of 5/i });
  await expectFollowing(projector, main);

  // Another new game while this one marches: offered over the map.
  await startGame(main, { edition: '2023', mode: 'digital', seed: 'e2e-projector-third' });
  await expect(follow).toBeVisible();
  await expect(projector.getByRole('heading', { level: 1, name: 'The march: day 2 of 5' })).toBeVisible();
  await expectWhole(projector, 'offer over the map', 'map');
});
