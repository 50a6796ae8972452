import { expect, test, type Page } from '@playwright/test';
import { DECISION_CONTROL } from '../src/ui/game/stepFocus';
import { playToEnd, startGame, stepArea, type PlayOptions } from './support/wizard';

/** Every step is checked, and every failing one reported, in one run. */
const soft = expect.configure({ soft: true });

/** A phone held upright (issue 38: "the heading, turn line and decision are in the first screen at 360x640"). */
const PHONE = { width: 360, height: 640 };

interface Screenful {
  /** The heading's top edge in the window: 0 when the page scrolled it to the top. */
  headingTop: number;
  /** Whether the page cannot scroll further down (a short page cannot bring its heading to the top). */
  atBottom: boolean;
  /** The bottom edges in the window of the turn line and of the step's first control (null without one). */
  turnBottom: number | null;
  control: { name: string; bottom: number } | null;
}

/** Where the heading, the turn line and the first decision stand in the window as the page is now (nothing scrolled here). */
async function screenful(page: Page): Promise<Screenful> {
  return stepArea(page).evaluate((area, selector) => {
    const heading = document.getElementById('step-title')!;
    const turn = area.querySelector<HTMLElement>('.turn');
    // A decision made inside a whole (the PBS map) is in the first screen when its first choice is.
    const control = [...area.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility() && !(element instanceof HTMLInputElement && element.type === 'file'));
    const root = document.scrollingElement!;
    return {
      headingTop: Math.round(heading.getBoundingClientRect().top),
      atBottom: root.scrollTop + window.innerHeight >= root.scrollHeight - 1,
      turnBottom: turn ? Math.round(turn.getBoundingClientRect().bottom) : null,
      control: control ? { name: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 60), bottom: Math.round((control.hasAttribute('data-decision') ? (control.querySelector('button') ?? control) : control).getBoundingClientRect().bottom) } : null,
    };
  }, DECISION_CONTROL);
}

/** Plays a whole game at 360x640 with reduced motion and, at every new step, checks what the first screen holds. Returns the steps checked. */
async function playCheckingTheTop(page: Page, options: PlayOptions): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await startGame(page, options);
  let before = (await page.locator('#step-title').innerText()).trim();
  const checked: string[] = [];
  await playToEnd(page, {
    ...options,
    onStep: async (heading) => {
      if (heading === before) return;
      before = heading;
      // The step's screen may come a moment after its heading; its first control is then focused and the page still.
      await expect.poll(async () => (await screenful(page)).control, { message: `${heading}: a control` }).not.toBeNull();
      const now = await screenful(page);
      soft(now.headingTop === 0 || (now.atBottom && now.headingTop >= 0 && now.headingTop <= 80), `${heading}: its heading at the top (${now.headingTop} px)`).toBe(true);
      soft(now.turnBottom ?? 0, `${heading}: the turn line in the first screen`).toBeLessThanOrEqual(PHONE.height);
      soft(now.control!.bottom, `${heading}: "${now.control!.name}" in the first screen`).toBeLessThanOrEqual(PHONE.height);
      checked.push(heading);
    },
  });
  return checked;
}

test('2023 digital at 360x640: each new step opens with its heading at the top and its turn line and decision in the first screen', async ({ page }) => {
  test.setTimeout(240_000);
  const steps = await playCheckingTheTop(page, { edition: '2023', mode: 'digital', seed: 'e2e-step-top' });
  expect(steps).toEqual(expect.arrayContaining(['The territory contest', 'The march: day 2 of 5', 'Deployment']));
});

test('2020 physical at 360x640: each new step opens with its heading at the top and its turn line and decision in the first screen', async ({ page }) => {
  test.setTimeout(240_000);
  const steps = await playCheckingTheTop(page, { edition: '2020', mode: 'physical', seed: 'e2e-step-top' });
  expect(steps).toEqual(expect.arrayContaining(['The weather', 'Deployment']));
});
