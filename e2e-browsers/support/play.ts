import { expect } from 'vitest';
import type { AppWindow } from './driver';
import { re, type Target } from './inPage';

/** The step area (not the log or the map aside), as the Chromium suite's `stepArea`. */
export const STEP_AREA = 'section[aria-labelledby="step-title"]';

export interface Game {
  edition: '2023' | '2020';
  mode: 'digital' | 'physical';
  /** The typed game code of a digital game (repeatable runs). */
  seed: string;
}

/** The step heading's text, once the step's screen has loaded (no loading placeholder, no dice shaking). */
export async function stepHeading(w: AppWindow): Promise<string> {
  return (await stepNow(w)).heading;
}

const MAP: Target = { css: `${STEP_AREA} .pbs-map button[aria-disabled="false"]`, nth: 0 };
const CHECKBOX: Target = { css: `${STEP_AREA} input[type="checkbox"]:not([disabled])`, nth: 0 };
const BUTTON: Target = { css: `${STEP_AREA} button:not([disabled]):not(.small):not(.face-button)`, text: re(/^(?!.*Export the game file)/), nth: 0 };

/** The step as it stands once loaded, read in one round trip: its heading and whether a map square or a checkbox is offered. */
async function stepNow(w: AppWindow): Promise<{ heading: string; map: boolean; checkbox: boolean }> {
  return w.until('the step loaded, with no dice rolling', async () => {
    const [heading, loading, rolling, map, checkbox] = (await w.ask({
      op: 'batch',
      requests: [
        { op: 'text', target: { css: '#step-title' } },
        { op: 'count', target: { css: `${STEP_AREA} .loading` } },
        { op: 'count', target: { css: '.rolling' } },
        { op: 'count', target: MAP },
        { op: 'count', target: CHECKBOX },
      ],
    })) as [string | null, number, number, number, number];
    return heading !== null && loading === 0 && rolling === 0 ? { heading, map: map > 0, checkbox: checkbox > 0 } : undefined;
  });
}

/** From Home, fills the setup as the Chromium suite's `startGame` does (Anna's Later Romans, Bruno's Sassanids) and starts the game. */
export async function startGame(w: AppWindow, game: Game, onSetup?: () => Promise<void>): Promise<void> {
  await w.goto('/');
  await w.pressAndSettle({ role: 'button', name: 'Start a new pre-battle' });
  await w.heading('New pre-battle');
  await onSetup?.();
  await w.fill({ role: 'textbox', name: 'Player name', nth: 0 }, 'Anna');
  await w.fill({ role: 'textbox', name: 'Army name', nth: 0 }, 'Later Romans');
  await w.fill({ role: 'textbox', name: 'Player name', nth: 1 }, 'Bruno');
  await w.fill({ role: 'textbox', name: 'Army name', nth: 1 }, 'Sassanids');
  if (game.edition === '2020') await w.pressAndSettle({ role: 'radio', name: re(/2020/) });
  if (game.mode === 'physical') {
    await w.pressAndSettle({ role: 'radio', name: re(/Physical/), nth: 0 });
    await w.pressAndSettle({ role: 'radio', name: re(/Physical/), nth: 1 });
  } else {
    await w.pressAndSettle({ role: 'checkbox', name: re(/^Type a game code instead/) });
    await w.fill({ role: 'textbox', name: 'Your game code' }, game.seed);
  }
  await w.pressAndSettle({ role: 'button', name: 'Start the pre-battle' });
  await w.heading(game.mode === 'digital' ? 'Choosing invader or defender' : 'The roll-off');
}

/** Physical entry: in each radio group with nothing chosen, the first face (Bruno's last in the roll-off, so the two differ). Returns the taps. */
async function tapPhysicalEntries(w: AppWindow): Promise<number> {
  const groups = (await w.ask({ op: 'radioGroups', within: STEP_AREA })) as { chosen: boolean; name: string }[];
  let taps = 0;
  for (const [index, group] of groups.entries()) {
    if (group.chosen) continue;
    await w.pressAndSettle({ css: `[data-pbw-group="${index}"] [role="radio"]`, nth: /^Bruno rolled/.test(group.name) ? -1 : 0 });
    taps += 1;
  }
  return taps;
}

export interface PlayOptions {
  /** Stop when the heading matches (before pressing anything there). */
  stopAt?: RegExp;
  /** Called on each new step, with its heading, before anything is pressed. */
  onStep?: (heading: string) => Promise<void>;
}

/**
 * Plays the pre-battle by pressing, as the Chromium suite's `playToEnd` does: at every step an offered map square,
 * else the first enabled checkbox, else the first enabled button of the step (not a small one, a face, or the
 * file export). Physical games tap a face in every group first. Returns the headings seen.
 */
export async function playToEnd(w: AppWindow, game: Game, options: PlayOptions = {}): Promise<string[]> {
  const steps: string[] = [];
  for (let guard = 0; guard < 300; guard++) {
    let now = await stepNow(w);
    if (options.stopAt?.test(now.heading)) break;
    if (steps.at(-1) !== now.heading) {
      steps.push(now.heading);
      await options.onStep?.(now.heading);
      now = await stepNow(w);
    }
    if (/end of the pre-battle/i.test(now.heading)) break;
    if (game.mode === 'physical' && (await tapPhysicalEntries(w)) > 0) now = await stepNow(w);
    await w.pressAndSettle(now.map ? MAP : now.checkbox ? CHECKBOX : BUTTON);
  }
  return steps;
}

/** Expects every control of the page to have a hit area (24 x 24 px at least, itself at its centre). */
export async function expectHitAreas(w: AppWindow, where: string): Promise<void> {
  const { count, faults } = await w.hitAreaFaults('body');
  expect(count, `${where}: controls found`).toBeGreaterThan(0);
  expect(faults, `${w.engine}, ${where}`).toEqual([]);
}
