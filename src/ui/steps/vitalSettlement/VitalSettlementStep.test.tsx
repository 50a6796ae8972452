import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHYSICAL, advanceTo, uiRules } from '../../../../tests/support/uiState';
import { VitalSettlementStep } from './VitalSettlementStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('VitalSettlementStep (seed 000 PBS 9.E)', () => {
  it('shows the rule and confirms when the players have placed it', async () => {
    const state = advanceTo('vitalSettlement', PHYSICAL);
    const { dispatch, user } = renderStep(VitalSettlementStep, state);
    expect(screen.getByText(uiRules.editions['2023'].vitalSettlement!.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vital Settlement or Fort placed' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmVitalSettlement' });
  });
});
