import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHYSICAL, applyAll, startGame } from '../../../../tests/support/uiState';
import { InterceptStep } from './InterceptStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

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
