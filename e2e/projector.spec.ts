import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  allKeys,
  badge,
  expectFollowing,
  mainHeading,
  moment,
  openProjectorTab,
  openProjectorWindow,
  projectorHeading,
  recordRoomMessages,
  roomMessages,
  savedGame,
  savedGameId,
} from './support/projector';
import { openGameMenu, playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SECRET_KEYS = ['hands', 'deck', 'commits', 'rng', 'seed', 'draws', 'arc4', 'hand', 'myCommit', 'card', 'order'];

test('the projector follows a game live: the roll-off, the territory contest, the march, terrain and the summary', async ({ context }) => {
  test.setTimeout(180_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-live' };
  await startGame(main, options);
  const projector = await openProjectorWindow(main);
  await expect(projector).toHaveURL(/#\/projector\?game=[0-9a-f]{16}$/);
  await expect(projector).toHaveTitle('Projector - Pre-Battle Wizard');
  await expectFollowing(projector, main);
  await expect(projector.getByText('Anna v Bruno')).toBeVisible();

  // The roll-off: the app rolled it as the game began, before the room window opened; its dice stay on the board.
  await playToEnd(main, { ...options, stopAt: /choosing invader or defender/i });
  await expectFollowing(projector, main);
  await expect(projector.getByRole('region', { name: /^Dice: Roll-off/ })).toContainText(/wins the roll-off/);

  // The territory contest: who has chosen, face down, then both cards.
  await playToEnd(main, { ...options, stopAt: /territory contest/i });
  await expectFollowing(projector, main);
  const area = stepArea(main);
  await area.getByRole('button', { name: /show my cards/ }).click();
  await area.getByRole('button', { name: /^Play / }).first().click();
  await expect(projector.getByText(/has chosen a card, face down/).first()).toBeVisible();
  await playToEnd(main, { ...options, stopAt: /choosing the territory/i });
  await expectFollowing(projector, main);
  await expect(moment(projector).getByRole('heading', { name: 'Territory contest: the cards' })).toBeVisible();
  await expect(projector.getByRole('region', { name: 'Cards revealed: Territory contest' })).toContainText(/picks the territory/);
  expect(await moment(projector).evaluate((el) => getComputedStyle(el).animationName)).toBe('reveal-in');

  // A room that asked for reduced motion: the reveal simply appears.
  await projector.emulateMedia({ reducedMotion: 'reduce' });

  // The march, day by day, on the map.
  for (const day of [2, 3, 4]) {
    await playToEnd(main, { ...options, stopAt: new RegExp(`day ${day} of 5`) });
    await expectFollowing(projector, main);
    await expect(projector.getByRole('region', { name: `Cards revealed: Day ${day - 1}` })).toBeVisible();
    await expect(projector.getByRole('figure', { name: /PBS map/ })).toBeVisible();
  }
  await expect(moment(projector).getByRole('heading', { name: 'Day 3: the cards' })).toBeVisible();
  expect(await moment(projector).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

  // Terrain: chosen and placed so far, with its dice.
  await playToEnd(main, { ...options, stopAt: /Vital Settlement/ });
  await expectFollowing(projector, main);
  const decided = projector.getByRole('region', { name: 'Decided so far' });
  await expect(decided).toContainText('Territory');
  await expect(decided.getByRole('listitem').first()).toBeVisible();

  // The end: the battle summary for the room.
  await playToEnd(main, options);
  await expectFollowing(projector, main);
  await expect(projector.getByRole('region', { name: 'Battle summary' })).toContainText('Secure flank');
});

test('hidden from the room and shown again, through reloads of either window', async ({ context }) => {
  test.setTimeout(120_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-hide' };
  await startGame(main, options);
  await playToEnd(main, { ...options, stopAt: /day 2 of 5/ });
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);

  await openGameMenu(main);
  await main.getByRole('button', { name: 'Hide from the room' }).click();
  await expect(projectorHeading(projector)).toHaveText('Hidden from the room');
  await expect(badge(projector)).toHaveText(/Hidden/);
  await expect(projector.getByRole('figure')).toHaveCount(0);
  await expect(projector.getByText(/Anna|Bruno/)).toHaveCount(0);

  // Reloads keep it hidden: the choice is saved in the game window.
  await projector.reload();
  await expect(projectorHeading(projector)).toHaveText('Hidden from the room');
  await main.reload();
  // The game bar says so while the menu is closed.
  await expect(main.getByText('Hidden from the room', { exact: true })).toBeVisible();
  await openGameMenu(main);
  await expect(main.getByRole('button', { name: 'Show to the room' })).toBeVisible();
  await expect(projectorHeading(projector)).toHaveText('Hidden from the room');

  await main.getByRole('button', { name: 'Show to the room' }).click();
  await expectFollowing(projector, main);

  // The projector reloads and picks the game up again; so it does after the game window reloads.
  await projector.reload();
  await expectFollowing(projector, main);
  await main.reload();
  await expect(mainHeading(main)).toBeVisible();
  await playToEnd(main, { ...options, stopAt: /day 3 of 5/ });
  await expectFollowing(projector, main);
});

test('when the pop-up is blocked the game window shows the address and a link that opens the projector as a tab', async ({ context, baseURL }) => {
  const main = await context.newPage();
  await main.addInitScript(() => {
    window.open = () => null;
  });
  await startGame(main, { edition: '2023', mode: 'physical', seed: 'e2e-projector-blocked' });
  await openGameMenu(main);
  await main.getByRole('button', { name: 'Open the projector' }).click();
  const alert = main.getByRole('alert').filter({ hasText: 'did not open a new window' });
  await expect(alert).toContainText(`${baseURL}/#/projector?game=`);
  await expect(alert).toContainText(/#\/projector\?game=[0-9a-f]{16}/);
  const [tab] = await Promise.all([main.waitForEvent('popup'), alert.getByRole('link', { name: 'Open the projector in a new tab' }).click()]);
  await expectFollowing(tab, main);
});

test('the room sees no hand, deck, seed, generator or face-down card: every message and everything shown', async ({ context }) => {
  test.setTimeout(180_000);
  const seed = 'room-secret-seed-42';
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed };
  const main = await context.newPage();
  await startGame(main, options);
  const projector = await openProjectorTab(context, main);
  await recordRoomMessages(projector);
  await projector.reload();
  await main.bringToFront();
  await expectFollowing(projector, main);
  const shown: string[] = [];
  const look = async () => {
    shown.push(await projector.content(), projector.url(), await projector.title());
  };

  // A card face down in the march: the room learns only that it was chosen.
  await playToEnd(main, { ...options, stopAt: /day 2 of 5/ });
  const area = stepArea(main);
  await area.getByRole('button', { name: /show my cards/ }).click();
  await area.getByRole('button', { name: /^Play / }).first().click();
  await expect(projector.getByText(/has chosen a card, face down/)).toBeVisible();
  await look();
  const faceDown = (await savedGame(main)).log.actions.at(-1)!;
  expect(faceDown.type).toBe('playDayCard');
  const latest = (await roomMessages(projector)).filter((m) => (m as { type?: string }).type === 'room').at(-1) as {
    view: { committed: Record<string, boolean> };
    events: { code: string }[];
  };
  expect(latest.view.committed[faceDown.side as string]).toBe(true);
  expect(latest.events.map((e) => e.code)).toEqual(['cardCommitted']);

  for (const stopAt of [/day 4 of 5/, /Vital Settlement/, undefined]) {
    await playToEnd(main, { ...options, stopAt });
    await expectFollowing(projector, main);
    await look();
  }

  const messages = await roomMessages(projector);
  expect(messages.length).toBeGreaterThan(20);
  const text = JSON.stringify(messages);
  const keys = allKeys(messages);
  for (const secret of SECRET_KEYS) expect(keys.has(secret), `a message has "${secret}"`).toBe(false);
  expect(text.includes(seed), 'a message holds the seed').toBe(false);
  for (const page of shown) expect(page.includes(seed), 'the projector shows the seed').toBe(false);

  // The PBS hands and the deck order, as the game window saved them, never travel to the room. (The
  // scouting cards are turned over for the count, so they are public by then.)
  const { log } = await savedGame(main);
  expect(log.setup.seed).toBe(seed);
  const secrets = log.actions.flatMap((a) => (a.type === 'shuffleDeck' ? [a.order] : a.type === 'dealPbs' ? [a.invader, a.defender] : []));
  expect(secrets).toHaveLength(3);
  for (const secret of secrets) {
    expect(Array.isArray(secret) && secret.length > 0).toBe(true);
    expect(text.includes(JSON.stringify(secret)), `a message holds ${JSON.stringify(secret)}`).toBe(false);
  }
  for (const message of messages) {
    const type = (message as { type?: string }).type;
    expect(['room', 'hello']).toContain(type);
  }
});

async function expectAxeClean(projector: Page, label: string): Promise<void> {
  await expect(moment(projector)).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page: projector }).withTags(WCAG).analyze();
  expect(results.violations, label).toEqual([]);
}

test('an axe scan of the projector (WCAG 2.1 A/AA) finds no violations, light and dark, waiting, live and hidden', async ({ context }) => {
  test.setTimeout(120_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-axe' };
  await startGame(main, options);
  const id = await savedGameId(main);
  const waiting = await context.newPage();
  await waiting.goto('/#/projector?game=0000000000000000');
  await expect(projectorHeading(waiting)).toHaveText('Waiting for the game…');
  await main.bringToFront();
  await playToEnd(main, { ...options, stopAt: /day 3 of 5/ });
  const projector = await context.newPage();
  await projector.goto(`/#/projector?game=${id}`);
  await main.bringToFront();
  await expectFollowing(projector, main);
  for (const scheme of ['light', 'dark'] as const) {
    for (const page of [projector, waiting]) await page.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(projector, `live, ${scheme}`);
    await expectAxeClean(waiting, `waiting, ${scheme}`);
  }
  await openGameMenu(main);
  await main.getByRole('button', { name: 'Hide from the room' }).click();
  await expect(projectorHeading(projector)).toHaveText('Hidden from the room');
  for (const scheme of ['light', 'dark'] as const) {
    await projector.emulateMedia({ colorScheme: scheme });
    await expectAxeClean(projector, `hidden, ${scheme}`);
  }
});
