import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Action } from '../../../engine';
import { PHYSICAL, apply, startGame } from '../../../../tests/support/uiState';
import { ChooseRoleStep } from './ChooseRoleStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('ChooseRoleStep (PBS 8.A)', () => {
  it('the winner invades or defends', async () => {
    const state = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'blank'] });
    const { dispatch, user } = renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Blank. Anna wins and chooses.');
    await user.click(screen.getByRole('button', { name: 'Anna defends' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'chooseRole', role: 'defender' });
    await user.click(screen.getByRole('button', { name: 'Anna invades' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'chooseRole', role: 'invader' });
  });

  it('names the second player when he wins', () => {
    const state = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['blank', 'skull'] });
    renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Blank, Bruno rolled Skull. Bruno wins and chooses.');
    expect(screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]')).map((b) => b.textContent)).toEqual(['Bruno invades', 'Bruno defends']);
  });

  it('says how many ties the roll-off took before someone won', () => {
    const tie: Action = { type: 'rollOff', faces: ['blank', 'blank'] };
    const state = apply(apply(apply(startGame(PHYSICAL), tie), tie), { type: 'rollOff', faces: ['skull', 'wound'] });
    renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Wound (after 2 ties, rolled again). Anna wins and chooses.');
  });
});
