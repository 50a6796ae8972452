import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, type GameState } from '../../../engine';
import { PHYSICAL, advanceTo, preferReducedMotion, uiRules } from '../../../../tests/support/uiState';
import { VitalSettlementStep } from './VitalSettlementStep';
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

describe('VitalSettlementStep (seed 000 PBS 9.E)', () => {
  it('shows the rule and confirms when the players have placed it', async () => {
    const state = advanceTo('vitalSettlement', PHYSICAL);
    const { dispatch, user } = renderStep(VitalSettlementStep, state);
    expect(screen.getByText(uiRules.editions['2023'].vitalSettlement!.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vital Settlement or Fort placed' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmVitalSettlement' });
  });
});
