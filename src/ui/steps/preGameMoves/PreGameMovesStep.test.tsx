import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHYSICAL, advanceTo, uiRules } from '../../../../tests/support/uiState';
import { PreGameMovesStep } from './PreGameMovesStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

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
