import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Setup } from '../../engine';
import { tapFirstChoices } from '../../../tests/support/tapEntry';
import { makeSetup } from '../../../tests/support/randomGame';
import { reducedMotionInEachTest } from '../../../tests/support/stepProps';
import { useGame } from '../store';
import { GameScreen } from './GameScreen';

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});
reducedMotionInEachTest();

/** Controls that are no decision of the step: undo and the menus, the rules at hand (they open a panel), hiding one's own hand. */
const NOT_A_DECISION = /^(Undo|Redo|Export|Dismiss|Download|Start fresh|Rules$|Glossary$|Hide my cards)/;

/** The step's decision controls: buttons, selects, radios, checkboxes and fields of the step's own screen. */
function decisions(screenPart: HTMLElement): HTMLElement[] {
  return [...screenPart.querySelectorAll<HTMLElement>('button, select, input')].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      el.getAttribute('aria-haspopup') !== 'dialog' &&
      !el.closest('[role="note"]') &&
      !el.closest('[role="dialog"]') &&
      !NOT_A_DECISION.test(el.textContent ?? ''),
  );
}

/**
 * Issue 29: every decision has its one-line explanation before it, in the step's screen, with the rule one tap
 * away (a "Sources: ..." citation that opens the rule in place). Returns what is missing, to name the step.
 */
function unexplained(screenPart: HTMLElement): string[] {
  const notes = within(screenPart).queryAllByRole('note');
  const explained = notes.filter((note) => within(note).queryByRole('button', { name: /^Sources: / }) && (note.textContent ?? '').trim().length > 20);
  return decisions(screenPart)
    .filter((control) => !explained.some((note) => note.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING))
    .map((control) => control.textContent || control.getAttribute('aria-label') || control.id || control.tagName);
}

/**
 * Does what a hurried player does on the current step: a physical roll-off is entered as Skull against Blank
 * (so it ends), each card list takes its first choice and scouting counts 0; then the form is sent, or the
 * next checkbox, a "Play ..." card, or the first decision is pressed.
 */
function actOn(part: HTMLElement): void {
  tapFirstChoices(part);
  const submit = within(part).queryByRole('button', { name: /^(Record the roll|Reveal|Compare scouting)$/ });
  if (submit) return void fireEvent.click(submit);
  const box = within(part)
    .queryAllByRole('checkbox')
    .find((b) => !(b as HTMLInputElement).disabled && !(b as HTMLInputElement).checked);
  if (box) return void fireEvent.click(box);
  const buttons = decisions(part).filter((b) => b.tagName === 'BUTTON' && b.getAttribute('aria-disabled') !== 'true' && !b.classList.contains('face-button'));
  const next = buttons.find((b) => /^Play /.test(b.textContent ?? '')) ?? buttons[0];
  if (!next) throw new Error(`nothing to do at ${useGame.getState().state?.stepId}`);
  fireEvent.click(next);
}

/** Plays a whole pre-battle through the game screen and returns, per step, the decisions shown without their explanation. */
async function playExplained(setup: Setup): Promise<{ missing: Record<string, string[]>; seen: Set<string> }> {
  useGame.getState().start(setup);
  render(<GameScreen />);
  const missing: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (let i = 0; i < 300 && useGame.getState().state?.stepId !== 'done'; i++) {
    // A later step's screen comes with its own code, the first time the game reaches it.
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 10_000 });
    const region = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
    const part = region.querySelector<HTMLElement>('[data-step-screen]')!;
    const stepId = useGame.getState().state!.stepId;
    seen.add(stepId);
    const without = unexplained(part);
    if (without.length > 0) missing[`${i} ${stepId}`] = without;
    actOn(part);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  expect(useGame.getState().state?.stepId).toBe('done');
  return { missing, seen };
}

describe('every choice explained where it is made (issue 29)', () => {
  it('2023, digital cards and dice: no decision without its one line and its rule', { timeout: 90_000 }, async () => {
    const { missing, seen } = await playExplained(makeSetup({ edition: '2023', cards: 'digital', dice: 'digital', seed: 'explained-2023' }));
    expect(missing).toEqual({});
    // The walk is real: it went through the contest, the march, terrain, scouting and deployment (the app rolls the roll-off and deals the scouting cards itself).
    for (const step of ['chooseRole', 'territoryCards', 'march', 'moveCounter', 'selectOptional', 'placeOptional', 'deployment']) expect(seen).toContain(step);
  });

  it('2020, physical cards and dice: no decision without its one line and its rule', { timeout: 90_000 }, async () => {
    const { missing, seen } = await playExplained(makeSetup({ edition: '2020', cards: 'physical', dice: 'physical', seed: 'explained-2020' }));
    expect(missing).toEqual({});
    for (const step of ['rollOff', 'season', 'march', 'placeCompulsory', 'weather', 'scouting', 'deployment']) expect(seen).toContain(step);
  });

  it('the check is real: a decision with no explanation before it is found', () => {
    const part = document.createElement('div');
    part.innerHTML = '<p role="note">A line long enough to explain the choice <button aria-haspopup="dialog">Sources: 000 PBS 8.A</button></p><button>Choose</button>';
    expect(unexplained(part)).toEqual([]);
    part.innerHTML = '<button>Choose</button><p role="note">A line long enough to explain the choice <button aria-haspopup="dialog">Sources: 000 PBS 8.A</button></p>';
    expect(unexplained(part)).toEqual(['Choose']);
  });
});
