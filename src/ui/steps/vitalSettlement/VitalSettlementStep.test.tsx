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
    // A game of rules 4 or older has only "placed".
    expect(screen.queryByRole('button', { name: 'This battle has none' })).toBeNull();
  });

  it('app rules 5: beside "placed", the answer that this battle has none (issue 38)', async () => {
    const state = advanceTo('vitalSettlement', { ...PHYSICAL, rulesVersion: 5 });
    const { dispatch, user } = renderStep(VitalSettlementStep, state);
    expect(screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]')).map((b) => b.textContent)).toEqual(['Vital Settlement or Fort placed', 'This battle has none']);
    await user.click(screen.getByRole('button', { name: 'This battle has none' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmVitalSettlement', placed: false });
  });
});
