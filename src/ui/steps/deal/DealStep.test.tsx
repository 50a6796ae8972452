import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chanceAction } from '../../../engine';
import { ANNA_DEFENDS, PHYSICAL, apply, applyAll, startGame, uiRules } from '../../../../tests/support/uiState';
import { DealStep } from './DealStep';
import { reducedMotionInEachTest, renderStep, stepProps } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('DealStep (digital cards, PBS 8.B)', () => {
  const atShuffle = () =>
    applyAll(startGame({ dice: 'physical' }, [{ pbsCards: 4 }, { pbsCards: 6 }]), [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' }]);

  it('shuffles the whole command deck', async () => {
    const state = atShuffle();
    expect(state.stepId).toBe('shuffle');
    const { dispatch, user } = renderStep(DealStep, state);
    expect(screen.getByText(/shuffles the 55-card command deck/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shuffle the deck' }));
    expect(dispatch).toHaveBeenCalledWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'shuffleDeck' });
  });

  it('deals each army its PBS cards, face down', async () => {
    const shuffled = atShuffle();
    const state = apply(shuffled, chanceAction(uiRules, shuffled)!);
    expect(state.stepId).toBe('dealPbs');
    const { dispatch, user } = renderStep(DealStep, state);
    expect(screen.getByText(/Each army draws its PBS cards: Bruno 6, Anna 4\. Each player sees only their own/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal the PBS cards' }));
    const action = dispatch.mock.calls[0]?.[0];
    expect(action).toEqual(chanceAction(uiRules, state));
    expect(action).toMatchObject({ type: 'dealPbs', invader: expect.any(Array), defender: expect.any(Array) });
    if (action?.type === 'dealPbs') expect([action.invader.length, action.defender.length]).toEqual([6, 4]);
  });

  it('shows nothing with physical cards (the players deal their own)', () => {
    const state = applyAll(startGame(PHYSICAL), ANNA_DEFENDS);
    const { container } = render(<DealStep {...stepProps(state)} />);
    expect(container).toBeEmptyDOMElement();
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
  });
});
