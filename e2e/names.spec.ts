import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openProjectorTab } from './support/projector';
import { gameFileInput } from './support/library';

// Issue 28, "Names": at 360 px, unbroken player and army names as long as the setup takes (30 and 60 characters) and a name holding U+202E (right-to-left
// override) break no screen of a game (setup, every step, the summary, the sheet, the library on Home, the projector):
// nothing is wider than the window, and every such name is isolated, so the text after it is not reordered.

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';
/** A name of the longest length a setup accepts, with no place to break. */
const unbroken = (start: string, length: number) => (start + 'x'.repeat(length)).slice(0, length);
// The setup's limits (src/engine/schema/setup.ts): 30 characters for a player, 60 for an army.
const NAMES = {
  player: unbroken('Anna', 30),
  army: unbroken('LaterRomans', 60),
  // Stored names keep what they hold (a game file made elsewhere): the override stays in the stored name.
  hostilePlayer: `${RLO}${unbroken('Bruno', 29)}`,
  hostileArmy: `${RLO}${unbroken('Sassanids', 59)}`,
};

test.use({ viewport: { width: 360, height: 740 } });

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * The text nodes on screen where U+202E can reorder text after the name: one not inside an FSI...PDI isolate of its
 * own text, unless the node is the whole of a `<bdi>` (which ends right after the name). Returns them, to show.
 */
const unisolated = (page: Page) =>
  page.evaluate(
    ({ rlo, fsi, pdi }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!text.includes(rlo)) continue;
        const parent = node.parentElement;
        if (parent?.closest('script, style, textarea, option')) continue;
        if (parent?.tagName === 'BDI' && parent.textContent === text) continue;
        let depth = 0;
        let open = false;
        for (const c of text) {
          if (c === fsi) depth += 1;
          else if (c === pdi) depth -= 1;
          else if (c === rlo && depth <= 0) open = true;
        }
        if (open || depth !== 0) found.push(text);
      }
      return found;
    },
    { rlo: RLO, fsi: FSI, pdi: PDI },
  );

/** Checks the screen shown: nothing wider than 360 px, no override that could reorder the text after a name. */
async function expectWhole(page: Page, label: string): Promise<void> {
  expect(await overflow(page), `${label}: wider than the window by`).toBeLessThanOrEqual(0);
  expect(await unisolated(page), `${label}: names not isolated`).toEqual([]);
}

/** The example game with the long and hostile names, cut after `count` actions. */
function gameFile(count: number): string {
  const log = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as {
    setup: { players: { name: string; army: { name: string } }[] };
    actions: unknown[];
  };
  const [a, b] = log.setup.players;
  a!.name = NAMES.player;
  a!.army.name = NAMES.army;
  b!.name = NAMES.hostilePlayer;
  b!.army.name = NAMES.hostileArmy;
  return JSON.stringify({ ...log, actions: log.actions.slice(0, count) });
}

const ACTIONS = (JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as { actions: unknown[] }).actions.length;

test('the setup strips bidirectional controls from typed names and stays within 360 px with the longest names', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  await page.getByLabel('Player name').first().fill(NAMES.player);
  await page.getByLabel('Army name').first().fill(NAMES.army);
  await page.getByLabel('Player name').nth(1).fill(NAMES.hostilePlayer);
  await page.getByLabel('Army name').nth(1).fill(`${NAMES.hostileArmy}\u2067\u200F`);
  await expect(page.getByLabel('Player name').nth(1)).toHaveValue(NAMES.hostilePlayer.replace(RLO, ''));
  await expect(page.getByLabel('Army name').nth(1)).toHaveValue(NAMES.hostileArmy.replace(RLO, ''));
  await expectWhole(page, 'setup');
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  await expect(page.locator('#step-title')).toBeVisible();
  await expectWhole(page, 'first step of a typed game');
});

test('every step of a game, the summary, the sheet, the library and the projector fit 360 px and isolate the names as stored', async ({ page, context }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const seen = new Set<string>();
  for (let count = 0; count <= ACTIONS; count += 1) {
    await page.getByRole('button', { name: 'Pre-Battle Wizard' }).click();
    await gameFileInput(page).setInputFiles({ name: `names-${count}.json`, mimeType: 'application/json', buffer: Buffer.from(gameFile(count)) });
    await expect(page).toHaveURL(/#\/game\/[0-9a-f]+$/);
    const step = (await page.locator('#step-title').textContent()) ?? '';
    seen.add(step);
    await expectWhole(page, `after ${count} actions (${step})`);
  }
  // The game at its end: the summary, its battle sheet, and the projector following it.
  expect(seen.size).toBeGreaterThan(8);
  const projector = await openProjectorTab(context, page);
  await projector.setViewportSize({ width: 360, height: 740 });
  await expect(projector.getByText(NAMES.player).first()).toBeVisible();
  await expectWhole(projector, 'the projector');
  await page.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(page).toHaveURL(/#\/sheet/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectWhole(page, 'the battle sheet');

  // Home's library with every one of those games.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your games' }).getByRole('listitem')).toHaveCount(ACTIONS + 1);
  await expectWhole(page, 'the library on Home');
  // The sentence after a hostile name reads in order: the name is isolated, then " (", then the army.
  const heading = await page.getByRole('region', { name: 'Your games' }).getByRole('heading', { level: 3 }).first().textContent();
  expect(heading).toContain(`${FSI}${NAMES.hostilePlayer}${PDI} (${FSI}${NAMES.hostileArmy}${PDI})`);
});
