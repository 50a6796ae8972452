import { expect, test, type Page } from '@playwright/test';
import { DECISION_CONTROL } from '../src/ui/game/stepFocus';
import { expectAxeClean } from './support/axe';
import { chooseLanguage } from './support/language';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

/** Every step is checked, and every failing one reported, in one run. */
const soft = expect.configure({ soft: true });

/** A phone held upright (issue 29: "at 360x640 the step's first control visible without scrolling"). */
const PHONE = { width: 360, height: 640 };

interface FirstControl {
  /** The control's accessible text, to name it in a failure. */
  name: string;
  /** Its bottom edge measured from the top of the page: visible without scrolling when at most the viewport's height. */
  bottom: number;
  /** It has the focus, or what the step marks as the place to go on after an action within it does (issue 38). */
  focused: boolean;
}

/** The step region's first enabled control that is laid out (a file input counts by its label), or null while there is none. */
async function firstControl(page: Page): Promise<FirstControl | null> {
  return stepArea(page).evaluate((area, selector) => {
    // Measured on the first screen: a control that stays in view as the page scrolls (sticky) counts where it is then.
    window.scrollTo(0, 0);
    const control = [...area.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility() && !(element instanceof HTMLInputElement && element.type === 'file'));
    if (!control) return null;
    // A decision made inside a whole (the PBS map) is in the first screen when its first choice is.
    const rect = (control.hasAttribute('data-decision') ? (control.querySelector('button') ?? control) : control).getBoundingClientRect();
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.id).trim();
    return { name: `${control.tagName.toLowerCase()} "${name}"`, bottom: rect.bottom + window.scrollY, focused: document.activeElement === control || Boolean(document.activeElement?.hasAttribute('data-step-focus')) };
  }, DECISION_CONTROL);
}

/** What is checked at each step: the focus after each action, or the first control within the first screen, in English or in French. */
type Check = 'focus' | 'firstScreen' | 'firstScreenInFrench';

/** The step's first control, measured with the app in French (issue 36: its words are longer), then back in English for the next action. */
async function firstControlInFrench(page: Page): Promise<FirstControl | null> {
  await chooseLanguage(page, 'fr');
  const control = await firstControl(page);
  await chooseLanguage(page, 'en');
  return control;
}

/**
 * Plays a whole game at 360x640 and checks, at every step, that the step's first control is within the first screen, and
 * after every action (a new line in the log, or a new title) that it holds the focus. Returns the steps checked.
 */
async function playCheckingTheDecision(page: Page, options: PlayOptions, check: Check): Promise<string[]> {
  await page.setViewportSize(PHONE);
  await startGame(page, options);
  // A line per action (the log's text also changes when a hand is shown: its holder sees his own cards there).
  const lines = page.getByRole('region', { name: 'Log' }).locator('.log-list > li');
  let before = { heading: (await page.locator('#step-title').innerText()).trim(), log: await lines.count() };
  const checked: string[] = [];
  await playToEnd(page, {
    ...options,
    onStep: async (heading) => {
      if (/end of the pre-battle/i.test(heading)) return;
      const now = { heading, log: await lines.count() };
      const acted = now.heading !== before.heading || now.log !== before.log;
      before = now;
      await expect.poll(() => firstControl(page), { message: `${heading}: a control` }).not.toBeNull();
      const control = (await firstControl(page))!;
      if (check === 'firstScreen') soft(control.bottom, `${heading}: ${control.name} within the first screen`).toBeLessThanOrEqual(PHONE.height);
      if (check === 'firstScreenInFrench') {
        const french = await firstControlInFrench(page);
        soft(french?.bottom ?? Infinity, `${heading}, in French: ${french?.name ?? 'no control'} within the first screen`).toBeLessThanOrEqual(PHONE.height);
      }
      if (check === 'focus' && acted) await soft.poll(async () => (await firstControl(page))?.focused, { message: `${heading}: focus on ${control.name}` }).toBe(true);
      checked.push(heading);
    },
  });
  await expect(page.getByRole('heading', { name: 'Battle summary' })).toBeVisible();
  return checked;
}

const CHECKED: Readonly<Record<Check, string>> = {
  focus: 'the focus goes to its decision after each action',
  firstScreen: "every step's decision starts within the first screen",
  firstScreenInFrench: "in French (issue 36), every step's decision starts within the first screen",
};

for (const check of ['focus', 'firstScreen', 'firstScreenInFrench'] as const) {
  const what = CHECKED[check];
  test(`2023 digital at 360x640: ${what}`, async ({ page }) => {
    test.setTimeout(240_000);
    const steps = await playCheckingTheDecision(page, { edition: '2023', mode: 'digital', seed: 'e2e-decision-first' }, check);
    expect(steps).toEqual(expect.arrayContaining(['Choosing invader or defender', 'The territory contest', 'The march: day 1 of 5', 'Deployment']));
  });

  test(`2020 physical at 360x640: ${what}`, async ({ page }) => {
    test.setTimeout(240_000);
    const steps = await playCheckingTheDecision(page, { edition: '2020', mode: 'physical', seed: 'e2e-decision-first' }, check);
    expect(steps).toEqual(expect.arrayContaining(['The roll-off', 'The weather', 'Deployment']));
  });
}

test('the game menu holds the game code, files, share link, projector and the storage note (once), opens by keyboard and is axe-clean', async ({ page }) => {
  await startGame(page, { edition: '2023', mode: 'digital', seed: 'e2e-decision-menu' });
  const menu = page.getByRole('button', { name: /^Menu: / });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Open the projector' })).toBeHidden();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Game code', 'Game file', 'Share link', 'For the room']) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the projector' })).toBeVisible();
  await expect(page.getByText(/^Your games are stored in this browser/)).toHaveCount(1);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAxeClean(page, `the game menu open at ${width} px`);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

for (const width of [1280, 1920]) {
  test(`at ${width} px the picture that matters now is beside the step: the map in the march, the table diagram at deployment`, async ({ page }) => {
    test.setTimeout(180_000);
    // Each new step brings its heading to the top: at once here, so the step and the picture are measured standing still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const options = { edition: '2023', mode: 'digital', seed: 'e2e-decision-wide' } as const;
    await startGame(page, options);
    await playToEnd(page, { ...options, stopAt: /day 1 of 5/ });
    const step = await stepArea(page).boundingBox();
    const map = page.locator('.game-picture').getByRole('table', { name: /PBS map$/ });
    await expect(map).toBeVisible();
    const besideMap = (await map.boundingBox())!;
    expect(besideMap.x, 'the map is right of the step').toBeGreaterThanOrEqual(step!.x + step!.width);
    expect(besideMap.y, 'the map starts level with the step').toBeLessThan(step!.y + 200);
    await playToEnd(page, { ...options, stopAt: /^deployment$/i });
    const picture = page.locator('.game-picture');
    await expect(picture.getByRole('table', { name: /PBS map$/ })).toHaveCount(0);
    const diagram = (await picture.boundingBox())!;
    const stepNow = (await stepArea(page).boundingBox())!;
    expect(diagram.x, 'the diagram is right of the step').toBeGreaterThanOrEqual(stepNow.x + stepNow.width);
    expect(diagram.y, 'the diagram starts level with the step').toBeLessThan(stepNow.y + 200);
    // The log stays reachable, and the finished march under it.
    await expect(page.getByRole('region', { name: 'Log' })).toBeAttached();
    await expect(page.getByRole('complementary', { name: 'Map and log' }).getByRole('table', { name: /PBS map$/ })).toBeAttached();
  });
}
