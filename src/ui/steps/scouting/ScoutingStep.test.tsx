import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chanceAction, type Action, type GameState } from '../../../engine';
import { PHYSICAL, advanceTo, preferReducedMotion, uiRules } from '../../../../tests/support/uiState';
import { ScoutingStep } from './ScoutingStep';
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

describe('ScoutingStep (PBS 10.A)', () => {
  it('digital cards: the app deals and compares', async () => {
    const state = advanceTo('scouting');
    const { dispatch, user } = renderStep(ScoutingStep, state);
    expect(screen.getByText(/draws \d+, .+ draws \d+\. The best 5 count\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal and compare scouting cards' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'dealScouting' });
  });

  it('physical cards: a number per colour for each player, then "Compare scouting"', async () => {
    const state = advanceTo('scouting', PHYSICAL);
    const { dispatch, user } = renderStep(ScoutingStep, state);
    const invader = screen.getByRole('group', { name: 'Anna (invader): scouting total 6' });
    const defender = screen.getByRole('group', { name: 'Bruno (defender): scouting total 6' });
    expect(within(invader).getAllByRole('spinbutton')).toHaveLength(5);
    const red = within(invader).getByLabelText(/Red \(R\)$/);
    expect(red).toHaveValue(null);
    await user.type(red, '2');
    await user.type(within(invader).getByLabelText(/Yellow \(Y\)$/), '1');
    await user.type(within(defender).getByLabelText(/Black \(B\)$/), '3');
    // Every other count is still empty: nothing is sent, each empty field says so, and the notice by the button is focused.
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(within(defender).getByLabelText(/Red \(R\)$/)).toHaveAccessibleDescription('Enter how many Red cards (0 if none).');
    expect(screen.getByRole('alert')).toHaveTextContent('7 fields are still empty: nothing was recorded.');
    expect(screen.getByRole('alert')).toHaveFocus();
    for (const input of screen.getAllByRole('spinbutton')) if ((input as HTMLInputElement).value === '') await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'reportScouting', invader: ['yellow', 'red', 'red'], defender: ['black', 'black', 'black'] });
  });

  it('physical cards: names each colour once to a screen reader', () => {
    renderStep(ScoutingStep, advanceTo('scouting', PHYSICAL));
    const invader = screen.getByRole('group', { name: 'Anna (invader): scouting total 6' });
    const names = ['Red (R)', 'Yellow (Y)', 'Green (G)', 'White (W)', 'Black (B)'];
    within(invader)
      .getAllByRole('spinbutton')
      .forEach((input, i) => expect(input).toHaveAccessibleName(names[i]));
  });
});
