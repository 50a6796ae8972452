import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, type GameState } from '../../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, preferReducedMotion, startGame, uiRules } from '../../../../tests/support/uiState';
import { SeasonStep } from './SeasonStep';
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

describe('SeasonStep (seed 002 weather rules)', () => {
  it('offers one button per season of the weather data, with its modifier', async () => {
    const state = applyAll(startGame(PHYSICAL), ANNA_DEFENDS);
    expect(state.stepId).toBe('season');
    const { dispatch, user } = renderStep(SeasonStep, state);
    const buttons = screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]'));
    expect(buttons).toHaveLength(uiRules.weather.seasons.length);
    uiRules.weather.seasons.forEach((season, i) => expect(buttons[i]).toHaveTextContent(new RegExp(`^${season.name} \\(`)));
    expect(screen.getByRole('button', { name: 'Winter (-2 to the weather roll)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spring/Autumn (no change to the weather roll)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Summer (+2 to the weather roll)' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseSeason', season: 'summer' });
  });
});
