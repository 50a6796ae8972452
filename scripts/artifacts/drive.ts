import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Drives an earlier build through what is on its screen: roles, labels and headings that have stayed the
 * same, and where a build differs (a select or tapped faces for a physical entry, a game menu or none), the
 * control that is there is used. Nothing here branches on a commit.
 */

/** How a game is set up on the setup screen. */
export interface GameSetup {
  names: readonly [{ name: string; army: string }, { name: string; army: string }];
  edition: '2023' | '2020';
  mode: 'digital' | 'physical';
  /** A typed game code (digital only); absent, the build draws a sealed one. */
  typedCode?: string;
  odds?: boolean;
  /** The label of a rules profile to choose at setup. */
  profile?: string;
}

/** The step area (not the log or the map aside). */
export function stepArea(page: Page): Locator {
  return page.locator('section[aria-labelledby="step-title"]');
}

/** The step's heading as shown. */
export async function heading(page: Page): Promise<string> {
  return (await page.locator('#step-title').innerText()).trim();
}

/** Opens the setup screen from Home and types both players and armies. */
export async function openSetup(page: Page, names: GameSetup['names']): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  for (const [index, player] of names.entries()) {
    await page.getByLabel('Player name').nth(index).fill(player.name);
    await page.getByLabel('Army name').nth(index).fill(player.army);
  }
}

/** Fills the setup screen (after `openSetup`) and starts the pre-battle. */
export async function startGame(page: Page, game: GameSetup): Promise<void> {
  if (game.edition === '2020') await page.getByRole('radio', { name: /2020/ }).check();
  if (game.mode === 'physical') {
    await page.getByRole('radio', { name: /Physical/ }).first().check();
    await page.getByRole('radio', { name: /Physical/ }).nth(1).check();
  }
  if (game.typedCode !== undefined) {
    await page.getByRole('checkbox', { name: /^Type a game code instead/ }).check();
    await page.getByLabel('Your game code').fill(game.typedCode);
  }
  if (game.odds) await page.getByRole('checkbox', { name: 'Show the odds of each choice' }).check();
  if (game.profile) await page.getByLabel('Rules profile').selectOption({ label: game.profile });
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  await expect(page.locator('#step-title')).toBeVisible({ timeout: 20_000 });
}

/** A select still empty gets its first offered value; of the dice "rolled" selects, the second gets its last, so the two differ. */
async function fillSelects(area: Locator): Promise<void> {
  let rolled = 0;
  for (const select of await area.locator('select:not([disabled])').all()) {
    const label = await select.evaluate((s) => (s as HTMLSelectElement).labels?.[0]?.textContent ?? '');
    const isRolled = / rolled/.test(label);
    if (isRolled) rolled += 1;
    const values = (await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter((v) => v !== '');
    const value = isRolled && rolled === 2 ? values.at(-1) : values[0];
    if (value === undefined || (!isRolled && (await select.inputValue()) !== '')) continue;
    if ((await select.inputValue()) !== value) await select.selectOption(value);
  }
}

/** Tapped faces: each radio group nobody has chosen in yet gets its first face; the second "rolled" group its last. */
async function tapFaces(area: Locator): Promise<void> {
  let rolled = 0;
  for (const group of await area.getByRole('radiogroup').all()) {
    const legendId = (await group.getAttribute('aria-labelledby')) ?? '';
    const legend = legendId ? await area.locator(`[id="${legendId}"]`).innerText() : '';
    const isRolled = / rolled/.test(legend);
    if (isRolled) rolled += 1;
    if ((await group.locator('[role="radio"][aria-checked="true"]').count()) > 0) continue;
    const faces = group.getByRole('radio');
    await (isRolled && rolled === 2 ? faces.last() : faces.first()).click();
  }
}

/** Number fields left empty (scouting's counts in some builds) get 0. */
async function fillCounts(area: Locator): Promise<void> {
  for (const input of await area.locator('input[type="number"]:not([disabled])').all()) {
    if ((await input.inputValue()) === '') await input.fill('0');
  }
}

/**
 * Plays on, taking the first offered choice at every step, until the heading matches `stopAt` or the
 * pre-battle ends. Physical entries are filled with whichever controls the build shows.
 */
export async function playUntil(page: Page, stopAt: RegExp, physical: boolean): Promise<string> {
  let previous = '';
  let same = 0;
  for (let guard = 0; guard < 400; guard++) {
    await expect(stepArea(page).locator('.loading')).toHaveCount(0, { timeout: 20_000 });
    const shown = await heading(page);
    if (stopAt.test(shown) || /end of the pre-battle/i.test(shown)) return shown;
    if (shown !== previous) console.log(`  ${shown}`);
    same = shown === previous ? same + 1 : 0;
    if (same > 60) throw new Error(`stuck at "${shown}"`);
    previous = shown;
    const area = stepArea(page);
    if (physical) {
      await fillSelects(area);
      await tapFaces(area);
      await fillCounts(area);
    }
    const mapChoice = area.locator('.pbs-map button[aria-disabled="false"]').first();
    const checkbox = area.locator('input[type="checkbox"]:not([disabled])').first();
    const button = area.locator('button:not([disabled]):not(.small):not(.face-button)').filter({ hasNotText: /Export the game file/ }).first();
    if (await mapChoice.count()) await mapChoice.click();
    else if (await checkbox.count()) await checkbox.click();
    else await button.click();
    await expect(page.locator('.rolling')).toHaveCount(0);
  }
  throw new Error(`no end after 400 moves, at "${await heading(page)}"`);
}

/** Opens the game bar's menu where the build has one; a build without it shows its controls on the screen. */
export async function openMenuIfAny(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /^Menu: / });
  if ((await menu.count()) === 0) return;
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}
