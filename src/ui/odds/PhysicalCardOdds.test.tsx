import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameState } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, startGame } from '../../../tests/support/uiState';
import { SecretCardStep } from '../steps/secretCard/SecretCardStep';
import { useGame } from '../store';
import { StepFromStore } from '../../../tests/support/stepProps';

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});

/** Physical cards, odds on: Anna defends, summer, the territory contest with 5 cards each. */
const atContest = (odds = true): GameState => applyAll(startGame({ ...PHYSICAL, odds }), [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' }]);

function renderStep(state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<StepFromStore Screen={SecretCardStep} state={state} dispatch={dispatch} />);
  return { dispatch, user: userEvent.setup() };
}

describe('physical cards: a hand typed behind the curtain for the odds alone (issue 13)', () => {
  it('odds off: nothing to type', () => {
    renderStep(atContest(false));
    expect(screen.queryByRole('button', { name: /enter my hand for the odds/ })).not.toBeInTheDocument();
  });

  it('shows the odds once the hand is whole, never dispatches it, and forgets it when hidden', async () => {
    const { dispatch, user } = renderStep(atContest());
    await user.click(screen.getByRole('button', { name: 'Anna: enter my hand for the odds' }));
    const panel = screen.getByRole('region', { name: 'Anna, enter the 5 cards you hold (only you look)' });
    expect(within(panel).getByRole('status')).toHaveTextContent('0 of 5 cards entered.');
    expect(within(panel).queryByRole('region', { name: 'Odds' })).not.toBeInTheDocument();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Red (R)' }), '2');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Yellow (Y)' }), '1');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Green (G)' }), '1');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Black (B)' }), '1');
    const odds = within(panel).getByRole('region', { name: 'Odds' });
    expect(within(odds).getByText("Red: beats Bruno's card 95%, ties 5%, loses 0%.")).toBeInTheDocument();
    expect(odds).toHaveTextContent('From the hand you entered: the deck make-up in the rules minus your hand and the cards played. Your hand is not saved, logged or shown to anyone.');
    expect(dispatch).not.toHaveBeenCalled();
    expect(useGame.getState().log).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Hide and forget my hand' }));
    expect(screen.queryByRole('region', { name: /enter the 5 cards/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anna: enter my hand for the odds' }));
    expect(screen.getByRole('spinbutton', { name: 'Red (R)' })).toHaveValue(null);
  });

  it('a hand that does not fit the deck make-up with the cards played says so instead of odds', async () => {
    // Both played Red in the contest: 3 Red cards are left in the deck make-up, so 4 Red in Bruno's hand cannot be.
    const state = applyAll(atContest(), [
      { type: 'playTerritoryCard', side: 'defender', card: 'red' },
      { type: 'playTerritoryCard', side: 'invader', card: 'red' },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const { user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'Bruno: enter my hand for the odds' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Red (R)' }), '4');
    expect(screen.getByRole('region', { name: 'Odds' })).toHaveTextContent('That hand and the cards played do not fit in the deck make-up in the rules: check the colours.');
  });
});
