import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, type GameState } from '../../../engine';
import { PHYSICAL, advanceTo, preferReducedMotion, uiRules } from '../../../../tests/support/uiState';
import { PreGameMovesStep } from './PreGameMovesStep';
import type { StepProps } from '../types';
import { stepProps } from '../../../../tests/support/stepProps';

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  const view = render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup(), view };
}

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => restoreMotion());

describe('PreGameMovesStep (seed 000 PBS 10.H)', () => {
  it('lists the moves in order and confirms', async () => {
    const state = advanceTo('preGameMoves', PHYSICAL);
    const { dispatch, user } = renderStep(PreGameMovesStep, state);
    const moves = uiRules.editions['2023'].preGameMoves!.moves;
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(moves);
    await user.click(screen.getByRole('button', { name: 'Pre-game moves done' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmPreGameMoves' });
  });
});
