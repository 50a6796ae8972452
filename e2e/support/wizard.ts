import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export interface PlayOptions {
  edition: '2023' | '2020';
  mode: 'digital' | 'physical';
  seed: string;
  /** Run an axe scan on every new step. */
  axe?: boolean;
  /** Drive the app with the keyboard only. */
  keyboard?: boolean;
  /** Stop when the heading matches. */
  stopAt?: RegExp;
  /** The scale chosen at setup (Maximus when left out). */
  scale?: 'Maximus' | 'Magna' | 'Pacto';
  /** Turn on the odds of each choice at setup (issue 13; off when left out). */
  odds?: boolean;
  /** Called before each interaction, once the step's screen has loaded, with the heading then shown. */
  onStep?: (heading: string) => Promise<void>;
  /** Plays the step's next decision itself and returns its interactions, or undefined to take the first offered choice. */
  choose?: (area: Locator, heading: string) => Promise<number | undefined>;
}

/** The scripted 2020 physical game whose interactions the bench counts beside the digital one (issue 29: at most 50 after setup). */
export const PHYSICAL_BENCH_GAME = { edition: '2020', mode: 'physical', seed: 'bench-physical' } as const satisfies PlayOptions;

/** Opens the setup screen from Home and types both players and armies (Anna's Later Romans, Bruno's Sassanids). */
export async function openSetupWithNames(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start a new pre-battle' }).click();
  await page.getByLabel('Player name').first().fill('Anna');
  await page.getByLabel('Army name').first().fill('Later Romans');
  await page.getByLabel('Player name').nth(1).fill('Bruno');
  await page.getByLabel('Army name').nth(1).fill('Sassanids');
}

/** Fills the setup screen and starts the pre-battle. */
export async function startGame(page: Page, options: PlayOptions): Promise<void> {
  await openSetupWithNames(page);
  if (options.edition === '2020') await page.getByRole('radio', { name: /2020/ }).check();
  if (options.scale) await page.getByLabel('Scale').selectOption({ label: `${options.scale} (distances in ${options.scale === 'Pacto' ? 'HBW' : 'BW'})` });
  if (options.mode === 'physical') {
    await page.getByRole('radio', { name: /Physical/ }).first().check();
    await page.getByRole('radio', { name: /Physical/ }).nth(1).check();
  }
  if (options.mode === 'digital') {
    // A typed game code makes the run repeatable; a real game draws a sealed one.
    await page.getByRole('checkbox', { name: /^Type a game code instead/ }).check();
    await page.getByLabel('Your game code').fill(options.seed);
  }
  if (options.odds) await page.getByRole('checkbox', { name: 'Show the odds of each choice' }).check();
  await page.getByRole('button', { name: 'Start the pre-battle' }).click();
  // Digital dice roll the roll-off at once, so the game opens on the winner's choice.
  const first = options.mode === 'digital' ? 'Choosing invader or defender' : 'The roll-off';
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
}

/**
 * Physical mode: the players tap what they rolled or revealed, one tap per die or card (a face nobody
 * has chosen yet gets its first offered value; in the roll-off Bruno taps his last face so the two differ),
 * and leave scouting blank (no cards). Returns the taps, each one interaction.
 */
export async function fillPhysicalEntries(area: Locator): Promise<number> {
  let taps = 0;
  for (const group of await area.getByRole('radiogroup').all()) {
    if ((await group.locator('[role="radio"][aria-checked="true"]').count()) > 0) continue;
    const name = (await group.getAttribute('aria-labelledby')) ?? '';
    const faces = group.getByRole('radio');
    const legend = name ? await area.locator(`[id="${name}"]`).innerText() : '';
    await (/^Bruno rolled/.test(legend) ? faces.last() : faces.first()).click();
    taps += 1;
  }
  return taps;
}

/** Opens the game bar's menu (rules profile, odds, game code, files, share link, projector, storage), unless it is open. */
export async function openGameMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /^Menu: / });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

/** The step area (not the log or the map aside). */
export function stepArea(page: Page): Locator {
  return page.locator('section[aria-labelledby="step-title"]');
}

async function press(page: Page, target: Locator, keyboard: boolean): Promise<void> {
  if (!keyboard) {
    await target.click();
    return;
  }
  await target.focus();
  await page.keyboard.press('Enter');
}

/**
 * Plays the whole pre-battle through the UI, taking the first offered choice at every step, and
 * returns how many interactions it took (every click or key, physical taps included) and the headings seen.
 */
export async function playToEnd(page: Page, options: PlayOptions): Promise<{ interactions: number; steps: string[] }> {
  const steps: string[] = [];
  let interactions = 0;
  let lastHeading = '';
  for (let guard = 0; guard < 300; guard++) {
    const heading = (await page.locator('#step-title').innerText()).trim();
    // A step's screen comes with its own code the first time a game reaches it: the player waits for it too.
    await expect(stepArea(page).locator('.loading')).toHaveCount(0);
    if (options.stopAt?.test(heading)) break;
    if (heading !== lastHeading) {
      steps.push(heading);
      lastHeading = heading;
      if (options.axe) {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations, heading).toEqual([]);
      }
    }
    await options.onStep?.(heading);
    if (/end of the pre-battle/i.test(heading)) break;
    const area = stepArea(page);
    const chosen = await options.choose?.(area, heading);
    if (chosen !== undefined) {
      interactions += chosen;
      await expect(page.locator('.rolling')).toHaveCount(0);
      continue;
    }
    if (options.mode === 'physical') interactions += await fillPhysicalEntries(area);
    const mapChoice = area.locator('.pbs-map button[aria-disabled="false"]').first();
    const checkbox = area.locator('input[type="checkbox"]:not([disabled])').first();
    const button = area.locator('button:not([disabled]):not(.small):not(.face-button)').filter({ hasNotText: /Export the game file/ }).first();
    if (await mapChoice.count()) await press(page, mapChoice, options.keyboard ?? false);
    else if (await checkbox.count()) {
      if (options.keyboard) {
        await checkbox.focus();
        await page.keyboard.press('Space');
      } else await checkbox.click();
    } else await press(page, button, options.keyboard ?? false);
    interactions += 1;
    await expect(page.locator('.rolling')).toHaveCount(0);
  }
  return { interactions, steps };
}

/** Physical dice: each player taps the face rolled (by its name, e.g. "Skull"), then one confirm records the roll-off. */
export async function recordRollOff(area: Locator, anna: string, bruno: string): Promise<void> {
  await area.getByRole('radiogroup', { name: /^Anna rolled/ }).getByRole('radio', { name: anna }).click();
  await area.getByRole('radiogroup', { name: /^Bruno rolled/ }).getByRole('radio', { name: bruno }).click();
  await area.getByRole('button', { name: 'Record the roll' }).click();
}

/** Makes the share link in the game menu (a finished game's summary has one too) and returns it. */
export async function makeShareLink(page: Page): Promise<string> {
  await openGameMenu(page);
  const menu = page.locator('.game-menu');
  await menu.getByRole('button', { name: 'Make a share link' }).click();
  const field = menu.getByRole('textbox', { name: 'Link to this battle' });
  await expect(field).toHaveValue(/#\/shared\/[A-Za-z0-9_-]+$/);
  return field.inputValue();
}
