import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canPass, type Action, type Colour, type GameState } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, apply, applyAll, dealActions, startGame, uiRules } from '../../../tests/support/uiState';
import { SecretCardStep } from './SecretCardStep';

const SUMMER: Action = { type: 'chooseSeason', season: 'summer' };
/** Anna defends with these five PBS cards; Bruno invades with the other five (digital cards, physical dice). */
const ANNA_HAND: Colour[] = ['red', 'green', 'white', 'black', 'green'];
const BRUNO_HAND: Colour[] = ['yellow', 'white', 'black', 'black', 'white'];

function atContest(): GameState {
  return applyAll(startGame({ dice: 'physical' }), [...ANNA_DEFENDS, SUMMER, ...dealActions(BRUNO_HAND, ANNA_HAND)]);
}

/** The first day of the march after the territory contest `defenderCard` / `invaderCard`. */
function atMarch(defenderCard: Colour | null, invaderCard: Colour | null): GameState {
  return applyAll(atContest(), [
    { type: 'playTerritoryCard', side: 'defender', card: defenderCard },
    { type: 'playTerritoryCard', side: 'invader', card: invaderCard },
    { type: 'chooseTerritory', territory: 'waterside' },
    { type: 'placeCounter', row: 2, col: 2 },
  ]);
}

function renderStep(state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  const view = render(<SecretCardStep rules={uiRules} state={state} dispatch={dispatch} />);
  const rerender = (next: GameState) => view.rerender(<SecretCardStep rules={uiRules} state={next} dispatch={dispatch} />);
  return { dispatch, rerender, user: userEvent.setup() };
}

const curtain = () => screen.getByRole('region', { name: 'Hand-off curtain' });

describe('SecretCardStep with digital cards: the hand-off curtain (PBS 8.B, 8.D)', () => {
  it('starts behind the curtain: no hand, no card and no play button in the page', () => {
    const state = atContest();
    expect(state.phase).toBe('territoryCards');
    renderStep(state);
    expect(curtain()).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    expect(screen.queryByRole('region', { name: "Anna's hand" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    for (const name of ['Red', 'Green', 'White', 'Black', 'R', 'G', 'W', 'B']) expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['I am Anna: show my cards']);
  });

  it('shows the hand only after the player confirms, then plays the chosen card', async () => {
    const state = atContest();
    const { dispatch, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    const hand = screen.getByRole('region', { name: "Anna's hand" });
    expect(hand).toHaveTextContent('Anna, your hand (5 cards):');
    expect(within(hand).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Play Red (R)',
      'Play Green (G)',
      'Play White (W)',
      'Play Black (B)',
      'Play no card',
    ]);
    expect(screen.queryByRole('region', { name: 'Hand-off curtain' })).not.toBeInTheDocument();
    await user.click(within(hand).getByRole('button', { name: 'Play Red (R)' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'playTerritoryCard', side: 'defender', card: 'red' });
  });

  it('hides the hand at once and brings the curtain back for the other player', async () => {
    const state = atContest();
    const { dispatch, rerender, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    await user.click(screen.getByRole('button', { name: 'Play Red (R)' }));
    expect(screen.queryByRole('region', { name: "Anna's hand" })).not.toBeInTheDocument();
    rerender(apply(state, dispatch.mock.calls[0]![0]));
    expect(curtain()).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    expect(curtain()).toHaveTextContent('Anna has already chosen, face down.');
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const hand = screen.getByRole('region', { name: "Bruno's hand" });
    await user.click(within(hand).getByRole('button', { name: 'Play no card' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'playTerritoryCard', side: 'invader', card: null });
  });

  it('in the march plays a day card, and offers the pass only when the engine allows it (PBS 8.D)', async () => {
    // Anna spent her Red on the territory: 4 cards for 5 days, she may pass. Bruno kept 5 for 5 days: he must play.
    const state = atMarch('red', null);
    expect(state.phase).toBe('march');
    expect(canPass(uiRules, state, 'defender')).toBe(true);
    expect(canPass(uiRules, state, 'invader')).toBe(false);
    const { dispatch, rerender, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.getByRole('button', { name: 'Pass (counts as Black)' })).toBeInTheDocument();
    expect(screen.queryByText(/you must play one today/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Green (G)' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'playDayCard', side: 'defender', card: 'green' });

    rerender(apply(state, dispatch.mock.calls[0]![0]));
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const hand = screen.getByRole('region', { name: "Bruno's hand" });
    expect(within(hand).queryByRole('button', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(hand).toHaveTextContent('You hold at least as many cards as days left, so you must play one today (PBS 8.D).');
    expect(within(hand).getAllByRole('button').map((b) => b.textContent)).toEqual(['Play Yellow (Y)', 'Play White (W)', 'Play Black (B)']);
  });

  it('a player with a full hand must play on the first day', async () => {
    const state = atMarch(null, null);
    expect(canPass(uiRules, state, 'defender')).toBe(false);
    const { user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.queryByRole('button', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(screen.getByText(/you must play one today \(PBS 8\.D\)/)).toBeInTheDocument();
  });
});

describe('SecretCardStep with physical cards: the players enter what they revealed', () => {
  const contest = () => applyAll(startGame(PHYSICAL), [...ANNA_DEFENDS, SUMMER]);

  it('two selects, then "Reveal" dispatches both cards, defender first', async () => {
    const { dispatch, user } = renderStep(contest());
    expect(screen.queryByRole('region', { name: 'Hand-off curtain' })).not.toBeInTheDocument();
    const anna = screen.getByLabelText('Anna (defender) played (5 cards in hand)');
    const bruno = screen.getByLabelText('Bruno (invader) played (5 cards in hand)');
    expect(within(anna).getAllByRole('option').map((o) => o.textContent)).toEqual(['Black (B)', 'White (W)', 'Green (G)', 'Yellow (Y)', 'Red (R)', 'Play no card']);
    expect(anna).toHaveValue('none');
    await user.selectOptions(anna, 'Red (R)');
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playTerritoryCard', side: 'defender', card: 'red' },
      { type: 'playTerritoryCard', side: 'invader', card: null },
    ]);
    expect(bruno).toHaveValue('none');
  });

  it('offers no pass to a player who must play, and starts each day with fresh selects', async () => {
    const march = applyAll(contest(), [
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const dispatch = vi.fn((_action: Action) => true);
    let state = march;
    const view = render(<SecretCardStep rules={uiRules} state={state} dispatch={dispatch} />);
    const user = userEvent.setup();
    const anna = () => screen.getByLabelText(/^Anna \(defender\) played/);
    const bruno = () => screen.getByLabelText(/^Bruno \(invader\) played/);
    expect(within(anna()).queryByRole('option', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(anna()).toHaveValue('black');
    await user.selectOptions(anna(), 'Green (G)');
    await user.selectOptions(bruno(), 'Green (G)');
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playDayCard', side: 'defender', card: 'green' },
      { type: 'playDayCard', side: 'invader', card: 'green' },
    ]);
    // Equal cards: the counter stays and the march goes on to day 2 on the same screen.
    state = applyAll(state, dispatch.mock.calls.map(([action]) => action));
    expect(state.phase).toBe('march');
    view.rerender(<SecretCardStep rules={uiRules} state={state} dispatch={dispatch} />);
    expect(anna()).toHaveAccessibleName('Anna (defender) played (4 cards in hand)');
    expect(anna()).toHaveValue('black');
    expect(bruno()).toHaveValue('black');
  });
});
