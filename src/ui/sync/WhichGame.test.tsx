import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { delivered } from '../../../tests/support/broadcast';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { deleteGame } from '../library/library';
import { SYNC_CHANNEL } from '../saveKey';
import { createGameStore, useGame } from '../store';
import { useWindowSync } from './useWindowSync';
import { clockTime, WhichGame } from './WhichGame';

const blank = useGame.getState();
const setup = makeSetup({ ...PHYSICAL, seed: 'secret-seed-words' });
const ROLL: Action = { type: 'rollOff', faces: ['skull', 'blank'] };

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blank, true);
});

describe('WhichGame', () => {
  it('names the game by its players, armies and start time, and nothing secret', () => {
    useGame.getState().start(setup);
    act(() => useGame.setState({ startedAt: new Date(2025, 0, 2, 9, 5).toISOString() }));
    render(<WhichGame />);
    const line = screen.getByText(/^Game:/);
    expect(line).toHaveTextContent('Game: Anna (Later Romans) v Bruno (Sassanids), started 09:05');
    expect(document.body).not.toHaveTextContent('secret-seed-words');
  });

  it('leaves out the time of a game that has none (imported, or saved before games had one)', () => {
    useGame.getState().start(setup);
    act(() => useGame.setState({ startedAt: null }));
    render(<WhichGame />);
    expect(screen.getByText(/^Game:/)).toHaveTextContent(/^Game: Anna \(Later Romans\) v Bruno \(Sassanids\)$/);
  });

  it('says quietly, once the browser has answered, whether it keeps the games when space runs low', () => {
    useGame.getState().start(setup);
    render(<WhichGame />);
    expect(screen.queryByText(/Your games are stored/)).not.toBeInTheDocument();
    act(() => useGame.setState({ persistence: 'granted' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your games are stored in this browser, and it has agreed to keep them even when space runs low.');
  });

  it('shows nothing without a game', () => {
    const { container } = render(<WhichGame />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says when a change was refused because the game moved on in another window, until dismissed', async () => {
    const other = createGameStore();
    useGame.getState().start(setup);
    await useGame.getState().flush();
    await other.getState().open(useGame.getState().id!);
    other.getState().dispatch(ROLL);
    await other.getState().flush();
    render(<WhichGame />);
    act(() => {
      expect(useGame.getState().dispatch(ROLL)).toBe(false);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This game moved on in another window.');
    await waitFor(() => expect(useGame.getState().log).toEqual([ROLL]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['2025-06-01T07:03:00', '07:03'],
    ['not a time', null],
  ])('clockTime(%s) is %s', (iso, text) => {
    expect(clockTime(iso)).toBe(text);
  });
});

describe('useWindowSync', () => {
  function Probe({ store }: { store: ReturnType<typeof createGameStore> }) {
    useWindowSync(store);
    const log = store((s) => s.log);
    const setupShown = store((s) => s.setup);
    return <p>{setupShown ? `${log.length} actions` : 'no game'}</p>;
  }

  it('a window showing the game catches up at once, then follows the other window live, until the game is deleted', async () => {
    const window2 = createGameStore();
    useGame.getState().start(setup);
    await useGame.getState().flush();
    await window2.getState().open(useGame.getState().id!);
    render(<Probe store={window2} />);
    expect(screen.getByText('0 actions')).toBeInTheDocument();
    act(() => {
      useGame.getState().dispatch(ROLL);
    });
    await waitFor(() => expect(screen.getByText('1 actions')).toBeInTheDocument());
    await act(() => deleteGame(useGame.getState().id!));
    await waitFor(() => expect(screen.getByText('no game')).toBeInTheDocument());
  });

  it('stops following when the game screen closes', async () => {
    const window2 = createGameStore();
    useGame.getState().start(setup);
    await useGame.getState().flush();
    await window2.getState().open(useGame.getState().id!);
    const { unmount } = render(<Probe store={window2} />);
    unmount();
    const sync = vi.spyOn(window2.getState(), 'sync');
    act(() => {
      useGame.getState().dispatch(ROLL);
    });
    await useGame.getState().flush();
    await delivered(SYNC_CHANNEL);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(sync).not.toHaveBeenCalled();
    expect(window2.getState().log).toEqual([]);
  });
});
