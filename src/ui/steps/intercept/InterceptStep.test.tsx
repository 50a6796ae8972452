import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, type GameState } from '../../../engine';
import { PHYSICAL, applyAll, preferReducedMotion, startGame } from '../../../../tests/support/uiState';
import { InterceptStep } from './InterceptStep';
import type { StepProps } from '../types';
import { stepProps } from '../../../../tests/support/stepProps';

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup() };
}

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => restoreMotion());

describe('InterceptStep (PBS 8.A, 8.C)', () => {
  it('an invader who won with a skull declares an intercept or not', async () => {
    const state = applyAll(startGame(PHYSICAL), [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'invader' },
    ]);
    expect(state.stepId).toBe('intercept');
    const { dispatch, user } = renderStep(InterceptStep, state);
    expect(screen.getByText(/Anna rolled a skull and invades: declare a strategic intercept\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Declare a strategic intercept' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'declareIntercept', intercept: true });
    await user.click(screen.getByRole('button', { name: 'No intercept' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'declareIntercept', intercept: false });
  });
});
