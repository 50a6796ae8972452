import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { toGameLog } from '../gameFile';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { GameFileButtons } from './GameFileButtons';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
const setup = makeSetup(PHYSICAL);

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (text: string) => new File([text], 'pre-battle.json', { type: 'application/json' });

describe('GameFileButtons', () => {
  it('offers no export without a game', () => {
    render(<GameFileButtons />);
    expect(screen.queryByRole('button', { name: 'Export the game file' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Open a game file')).toBeInTheDocument();
  });

  it('exports the game log as a JSON file', async () => {
    useGame.getState().start(setup);
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    const blobs: Blob[] = [];
    const createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:game';
    };
    vi.stubGlobal('URL', { createObjectURL, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<GameFileButtons />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export the game file' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(toGameLog(setup, [{ type: 'rollOff', faces: ['skull', 'blank'] }]));
  });

  it('opening a valid file replaces the game and shows it', async () => {
    render(<GameFileButtons />);
    await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file(JSON.stringify(toGameLog(setup, [{ type: 'rollOff', faces: ['skull', 'blank'] }]))));
    await vi.waitFor(() => expect(useNavigation.getState().view).toBe('game'));
    expect(useGame.getState().state?.phase).toBe('chooseRole');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a bad file is explained and the current game is not changed', async () => {
    useGame.getState().start(setup);
    const before = useGame.getState().state;
    render(<GameFileButtons />);
    await userEvent.setup().upload(screen.getByLabelText('Open a game file'), file('this is not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a game file: it is not valid JSON. The current game was not changed.');
    expect(useGame.getState().state).toBe(before);
    expect(useNavigation.getState().view).toBe('home');
  });
});
