import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { chanceAction, type Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS, PHYSICAL } from '../../../tests/support/uiState';
import { colourName } from '../words/vocab';
import { useNavigation } from '../navigation';
import { SAVE_KEY } from '../saveKey';
import { rules, useGame } from '../store';
import { GameScreen } from './GameScreen';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/** The "Turn:" line as one sentence. */
const turn = () => screen.getByText('Turn:').parentElement;

describe('GameScreen with the real store', () => {
  it('shows the step, whose turn it is, the rule it applies and the log', () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const title = screen.getByRole('heading', { level: 1, name: 'The roll-off' });
    expect(title).toHaveFocus();
    expect(turn()).toHaveTextContent('Turn: Anna and Bruno');
    expect(screen.getByText(/^Rule: seed /)).toHaveTextContent('Rule: seed 000 PBS 8.A');
    expect(screen.getByRole('region', { name: 'Log' })).toHaveTextContent('Nothing has happened yet.');
    expect(screen.getByRole('button', { name: 'Record the roll' })).toBeInTheDocument();
  });

  it('plays a step through the screen: the log, the title and the turn follow', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Anna rolled'), 'Skull');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Log' })).getByRole('list')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Blank; Anna wins.');
    await user.click(screen.getByRole('button', { name: 'Anna defends' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing the season' })).toBeInTheDocument();
    expect(turn()).toHaveTextContent('Turn: Bruno (invader)');
    expect(useGame.getState().log).toHaveLength(2);
  });

  it('shows a refusal from the engine as an alert, which can be dismissed', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      useGame.getState().dispatch({ type: 'chooseSeason', season: 'summer' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('It is time for the roll-off, not that.');
    expect(screen.getByRole('heading', { level: 1, name: 'The roll-off' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('digital cards: the curtain hides the hand, and the log never names a face-down card', async () => {
    useGame.getState().start(makeSetup({ dice: 'physical' }));
    for (const action of [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' } as const]) expect(useGame.getState().dispatch(action)).toBe(true);
    // The deck is shuffled and dealt from the seed, as the app does it: a stacked deck would be refused.
    for (const step of ['shuffle', 'deal']) expect(useGame.getState().dispatch(chanceAction(rules(), useGame.getState().state!)!), step).toBe(true);
    const hands = useGame.getState().state!.hands!;
    const anna = hands.defender[0]!;
    const bruno = hands.invader[0]!;
    render(<GameScreen />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'The territory contest' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hand-off curtain' })).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(anna)}` }));
    expect(screen.getByRole('region', { name: 'Hand-off curtain' })).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    const log = screen.getByRole('region', { name: 'Log' });
    expect(log).toHaveTextContent('Territory contest: Anna (defender) has chosen a card, face down.');
    expect(document.body.textContent).not.toMatch(/Black|White|Green|Yellow|Red/);
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(bruno)}` }));
    expect(log).toHaveTextContent(`Territory contest: Bruno (invader) ${colourName(bruno)}, Anna (defender) ${colourName(anna)}.`);
  });

  it('the march title counts the days', () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    const opening: Action[] = [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'defender' },
      { type: 'chooseSeason', season: 'summer' },
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ];
    for (const action of opening) {
      expect(useGame.getState().dispatch(action)).toBe(true);
    }
    render(<GameScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'The march: day 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Waterside PBS map' })).toBeInTheDocument();
    expect(turn()).toHaveTextContent('Turn: Bruno (invader) and Anna (defender)');
  });

  it('resumes the saved game when opened with an empty store', () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    useGame.setState(blankGame, true);
    render(<GameScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeInTheDocument();
  });

  it('with no game offers to start one', async () => {
    render(<GameScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'No pre-battle in progress' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start a new pre-battle' }));
    expect(useNavigation.getState().view).toBe('setup');
  });

  it('an unreadable save is explained, kept, and can be replaced by a fresh start', async () => {
    localStorage.setItem(SAVE_KEY, '{"broken"');
    render(<GameScreen />);
    const problem = screen.getByRole('alert');
    expect(within(problem).getByRole('heading', { name: 'The saved game could not be resumed' })).toBeInTheDocument();
    expect(problem).toHaveTextContent('This file is not a game file: it is not valid JSON.');
    expect(within(problem).getByRole('button', { name: 'Download the saved data' })).toBeInTheDocument();
    expect(localStorage.getItem(SAVE_KEY)).toBe('{"broken"');
    await userEvent.setup().click(within(problem).getByRole('button', { name: 'Start fresh' }));
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
    expect(useNavigation.getState().view).toBe('setup');
  });
});
