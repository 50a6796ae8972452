import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS, PHYSICAL } from '../../../tests/support/uiState';
import { GameScreen } from '../game/GameScreen';
import { useNavigation } from '../navigation';
import { useGame } from '../store';


const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/**
 * Waterside row 1, column 2 (seed 000: deep water, Featureless): Anna defends; nobody holds PBS cards, so
 * every card is a pass the app plays by itself and the counter stays there.
 */
const TO_FLANKS: Action[] = [
  ...ANNA_DEFENDS,
  { type: 'chooseSeason', season: 'springAutumn' },
  { type: 'chooseTerritory', territory: 'waterside' },
  { type: 'placeCounter', row: 0, col: 1 },
];

function play(actions: readonly Action[]): void {
  act(() => {
    for (const action of actions) if (!useGame.getState().dispatch(action)) throw new Error(`refused: ${JSON.stringify(action)}`);
  });
}

describe('the table diagram in the game (issue 10)', () => {
  beforeEach(() => {
    useGame.getState().start(makeSetup(PHYSICAL, [{ pbsCards: 0, territories: ['waterside'] }, { pbsCards: 0, territories: ['waterside'] }]));
  });

  it('shows from the secure flanks on, and a keyed position goes into the log without moving the focus; recording is never required', async () => {
    render(<GameScreen />);
    // An opening game gives its title the focus after the next paint; that comes first, not between the keys below.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    play(TO_FLANKS.slice(0, -1));
    expect(screen.queryByRole('figure', { name: 'Table diagram' })).not.toBeInTheDocument();
    play(TO_FLANKS.slice(-1));
    expect(screen.getByRole('heading', { level: 1, name: 'Secure flanks' })).toBeInTheDocument();
    // The diagram loads with the later steps' pictures.
    expect(await screen.findByRole('figure', { name: 'Table diagram' }, { timeout: 20_000 })).toHaveTextContent('No terrain has been placed yet.');

    play([
      { type: 'placeDeepWater', edge: 'left' },
      { type: 'selectTerrain', side: 'defender', terrain: 'hills', declare: null },
      { type: 'endSelection', side: 'defender' },
      { type: 'endSelection', side: 'invader' },
      { type: 'rollPlacement', die: 1 },
    ]);
    const figure = screen.getByRole('figure', { name: 'Table diagram' });
    const actions = useGame.getState().log.length;
    const piece = within(figure).getByRole('button', { name: /^2\. Hills, Anna: record where it was placed$/ });
    act(() => piece.focus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(useGame.getState().log).toHaveLength(actions + 1);
    expect(useGame.getState().log.at(-1)).toMatchObject({ type: 'recordPosition', stage: 'placed' });
    expect(within(figure).getByRole('button', { name: /^2\. Hills/ })).toHaveFocus();
    expect(within(figure).getByRole('list', { name: 'On the table' })).toHaveTextContent(/Hills, Anna's optional piece.*recorded where it was placed: centre/);
    // The step did not change: the opponent's die is still to roll.
    expect(screen.getByRole('heading', { level: 1, name: 'Placing optional terrain' })).toBeInTheDocument();
  });
});
