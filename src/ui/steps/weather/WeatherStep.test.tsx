import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chanceAction, type Action, type GameState } from '../../../engine';
import { PHYSICAL, advanceTo, preferReducedMotion, uiRules } from '../../../../tests/support/uiState';
import { WeatherStep } from './WeatherStep';
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

describe('WeatherStep (seed 002 weather rules)', () => {
  it('digital dice: one button rolls 2D6', async () => {
    const state = advanceTo('weather');
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/Roll 2D6; a double makes the weather changeable\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll 2D6 for the weather' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'rollWeather' });
  });

  it('physical dice: the two dice are entered in turn', async () => {
    const state = advanceTo('weather', PHYSICAL);
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/^Season: Winter \(-2\)\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll 2D6 for the weather' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'First die: enter the result' })).getByRole('button', { name: '3' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'First die: enter the result' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Second die (first was 3): enter the result' })).getByRole('button', { name: '5' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollWeather', dice: [3, 5] });
  });
});
