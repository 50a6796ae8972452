import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { delivered } from '../../../tests/support/broadcast';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { deleteGame } from '../library/library';
import { SYNC_CHANNEL } from '../saveKey';
import { createGameStore, useGame } from '../store';
import { useWindowSync } from './useWindowSync';

const blank = useGame.getState();
const setup = makeSetup(PHYSICAL);
const ROLL: Action = { type: 'rollOff', faces: ['skull', 'blank'] };

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blank, true);
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
