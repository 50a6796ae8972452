import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playerView, type Action, type Colour, type GameState } from '../../engine';
import { ANNA_DEFENDS, applyAll, playUntil, startGame, uiRules, withHands } from '../../../tests/support/uiState';
import { SecretCardStep } from '../steps/secretCard/SecretCardStep';
import { useGame } from '../store';
import { CardOddsPanel } from './CardOddsPanel';
import { StepFromStore } from '../../../tests/support/stepProps';

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});

const ANNA: Colour[] = ['red', 'red', 'yellow', 'green', 'black'];
const BRUNO: Colour[] = ['white', 'white', 'black', 'black', 'green'];

/** Digital cards with known hands: Anna defends with Red Red Yellow Green Black; Bruno invades with White White Black Black Green. */
function atContest(odds: boolean): GameState {
  const state = playUntil(applyAll(startGame({ dice: 'physical', odds }), [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' }]), 'shuffle');
  return withHands(state, BRUNO, ANNA);
}

function renderStep(state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<StepFromStore Screen={SecretCardStep} state={state} dispatch={dispatch} />);
  return { dispatch, user: userEvent.setup() };
}

describe('card odds behind the curtain (issue 13, PBS 8.B)', () => {
  it('odds off: the hand shows no odds', async () => {
    const { user } = renderStep(atContest(false));
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.queryByRole('region', { name: 'Odds' })).not.toBeInTheDocument();
  });

  it('odds on: nothing before the curtain lifts, then each card and no card against his, with the assumption', async () => {
    const { user } = renderStep(atContest(true));
    expect(screen.queryByRole('region', { name: 'Odds' })).not.toBeInTheDocument();
    expect(screen.queryByText(/beats/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    const hand = screen.getByRole('region', { name: "Anna's hand" });
    const odds = within(hand).getByRole('region', { name: 'Odds' });
    // Unseen by Anna: Black 14, White 15, Green 11, Yellow 7, Red 3 (50); Bruno plays one of his 5 or none, each 1/6.
    expect(odds).toHaveTextContent(
      "Assuming Bruno's hand is any 5 cards from the 50 you have not seen (the deck make-up minus what you have seen), each card and playing no card equally likely to be played.",
    );
    expect(within(odds).getByText("Red: beats Bruno's card 95%, ties 5%, loses 0%.")).toBeInTheDocument();
    expect(within(odds).getByText("Green: beats Bruno's card 65%, ties 18%, loses 17%.")).toBeInTheDocument();
    expect(within(odds).getByText("No card (counts as Black): beats Bruno's card 0%, ties 40%, loses 60%.")).toBeInTheDocument();
    // The defender keeps the choice on a tie.
    expect(within(odds).getAllByText('You choose the territory: 100%.')).toHaveLength(1);
    expect(odds).toHaveTextContent('Exact: every case counted. (000 PBS 8.B)');
    expect(odds).toHaveTextContent('Chances, not advice.');
  });

  it('the second player to choose faces the card put face down, and sees only his own hand', async () => {
    const state = applyAll(atContest(true), [{ type: 'playTerritoryCard', side: 'defender', card: 'red' }]);
    const { user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const odds = within(screen.getByRole('region', { name: "Bruno's hand" })).getByRole('region', { name: 'Odds' });
    expect(odds).toHaveTextContent("Anna has put a card face down: assuming it is any one of the 50 cards you have not seen");
    // Bruno's White ties White (13 of 50 left after his two), beats Black (13).
    expect(within(odds).getByText("White: beats Anna's card 26%, ties 26%, loses 48%.")).toBeInTheDocument();
  });
});

describe('march odds: where the counter can end today (issue 13, PBS 8.D)', () => {
  it('each outcome of a card, with its chance and the squares in words', async () => {
    const state = applyAll(atContest(true), [
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const user = userEvent.setup();
    render(<CardOddsPanel rules={uiRules} view={playerView(state, 'defender')} />);
    const odds = screen.getByRole('region', { name: 'Odds' });
    // Bruno holds 5 cards with 5 days left: he must play, so a pass never comes.
    expect(odds).toHaveTextContent("Assuming Bruno's hand is any 5 cards from the 50 you have not seen (the deck make-up minus what you have seen), each card equally likely to be played.");
    await user.click(within(odds).getByText('Black: what today can bring'));
    expect(within(odds).getByText('Equal cards, the counter stays: 28%')).toBeInTheDocument();
    expect(within(odds).getByText('Bruno wins by 1: 30%')).toBeInTheDocument();
    const stays = within(odds).getByText('Equal cards, the counter stays: 28%').closest('li')!;
    // The end squares are framed on a small map of the territory, with a short text (issue 29).
    expect(stays).toHaveTextContent('The counter ends on the framed square. row 3: column 3.');
    const map = within(stays).getByRole('figure', { name: 'Waterside PBS map' });
    const framed = map.querySelectorAll('rect.pbs-legal[data-legal="true"]');
    expect(framed).toHaveLength(1);
    // Squares are 200 units: row 3, column 3 is the centre one.
    expect([Number(framed[0]!.getAttribute('x')), Number(framed[0]!.getAttribute('y'))]).toEqual([2 * 200 + 5, 2 * 200 + 5]);
    expect(within(map).getByText('Framed: the counter can end here today')).toBeInTheDocument();
    // Bruno wins by 1: the counter moves one square; every square the odds name is framed, and only those.
    const loses = within(odds).getByText('Bruno wins by 1: 30%').closest('li')!;
    const count = Number(/any of the (\d+) framed squares/.exec(loses.textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(loses.querySelectorAll('rect.pbs-legal[data-legal="true"]')).toHaveLength(count);
    const words = loses.querySelector('.odds-squares .visually-hidden')!.textContent!;
    expect(words).toMatch(/^row \d: columns? \d(, \d)*(; row \d: columns? \d(, \d)*)*\.$/);
    expect(words.match(/\d(?=,|;|\.)/g)).toHaveLength(count);
  });
});
