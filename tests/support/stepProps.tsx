import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { megEngine, type Action, type GameState, type Side } from '../../src/engine';
import { useGame } from '../../src/ui/store';
import { gameViews } from '../../src/ui/store/views';
import { STEPS } from '../../src/ui/steps/registry';
import type { StepProps } from '../../src/ui/steps/types';
import { preferReducedMotion, uiRules } from './uiState';

/** A step screen's props as the game screen builds them from a state: the holder's view (or the room's), the store's answers and the entry's variant. */
export function stepProps(state: GameState, dispatch: (action: Action) => boolean = vi.fn(() => true), holder: Side | null = null): StepProps {
  const { view, answers } = gameViews(megEngine, uiRules, state, holder, dispatch);
  const variant = STEPS[state.stepId].variant;
  return { rules: uiRules, view, answers, dispatch, ...(variant ? { variant } : {}) };
}

/** A step screen fed as the game screen feeds it, following the store's holder (the curtain lifted for one player). */
export function StepFromStore({ Screen, state, dispatch }: { Screen: ComponentType<StepProps>; state: GameState; dispatch: (action: Action) => boolean }) {
  const holder = useGame((s) => s.holder);
  return <Screen {...stepProps(state, dispatch, holder)} />;
}

/** Renders a step screen from a state, as the room sees it, with a dispatch that records the actions it is given. */
export function renderStep(Step: ComponentType<StepProps>, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  const view = render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup(), view };
}

/** Every test of the calling file runs with reduced motion preferred, so the roll buttons roll at once; undone after each. */
export function reducedMotionInEachTest(): void {
  let restoreMotion: () => void;
  beforeEach(() => {
    restoreMotion = preferReducedMotion();
  });
  afterEach(() => restoreMotion());
}

/** The map's square buttons in reading order, row 1 first. */
export function squares(name: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('table', { name })).getAllByRole('button');
}

/** The names of the buttons that can be pressed, in order. */
export const enabledNames = (buttons: HTMLElement[]) => buttons.filter((b) => b.getAttribute('aria-disabled') === 'false').map((b) => b.getAttribute('aria-label'));
