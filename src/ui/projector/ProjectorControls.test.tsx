import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { HIDDEN_KEY } from './hidden';
import { parseRoomMessage } from './protocol';
import { ASK, ROOM_CHANNEL } from './roomChannel';
import { PROJECTOR_WINDOW, ProjectorControls } from './ProjectorControls';
import { startRoomPublisher } from './publisher';

const blankGame = useGame.getState();
/** What a projector says when it opens or a game window asks. */
const HELLO = { type: 'hello', gameId: null };
let channel: BroadcastChannel;
let heard: unknown[];
/** The game bar runs the room's publisher beside these controls; here the test runs it. */
let stopPublisher: () => void;

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useGame.getState().start(makeSetup(PHYSICAL));
  heard = [];
  channel = new BroadcastChannel(ROOM_CHANNEL);
  channel.onmessage = (e) => heard.push(e.data);
  stopPublisher = startRoomPublisher();
});
afterEach(() => {
  stopPublisher();
  channel.close();
  vi.restoreAllMocks();
});

describe('the projector controls in the game window', () => {
  it('open the projector in its own window, at the projector route of this game', async () => {
    const opened = { focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    render(<ProjectorControls />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the projector' }));
    expect(open).toHaveBeenCalledWith(`#/projector?game=${useGame.getState().id}`, PROJECTOR_WINDOW, expect.any(String));
    expect(opened.focus).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the pop-up is blocked, show the address and a link that opens it as a tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ProjectorControls />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the projector' }));
    const alert = screen.getByRole('alert');
    const id = useGame.getState().id;
    expect(alert).toHaveTextContent(`${window.location.origin}/#/projector?game=${id}`);
    const link = screen.getByRole('link', { name: 'Open the projector in a new tab' });
    expect(link).toHaveAttribute('href', `#/projector?game=${id}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('hide from the room and show again: kept on this device, told to the room', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ProjectorControls />);
    channel.postMessage(HELLO);
    await user.click(screen.getByRole('button', { name: 'Hide from the room' }));
    expect(localStorage.getItem(HIDDEN_KEY)).toBe('true');
    expect(screen.getByRole('status')).toHaveTextContent('Hidden: the projector shows nothing of the game.');
    await waitFor(() => expect(heard.map(parseRoomMessage).some((m) => m?.hidden === true && m.view === null)).toBe(true));
    unmount();
    render(<ProjectorControls />);
    await user.click(screen.getByRole('button', { name: 'Show to the room' }));
    expect(localStorage.getItem(HIDDEN_KEY)).toBe('false');
    expect(screen.getByRole('button', { name: 'Hide from the room' })).toBeInTheDocument();
  });

  it('asks whether a projector follows; once one says hello, tells it about the game and after every action', async () => {
    render(<ProjectorControls />);
    await waitFor(() => expect(heard).toEqual([ASK]));
    channel.postMessage(HELLO);
    await waitFor(() => expect(heard.map(parseRoomMessage).filter(Boolean)).toHaveLength(1));
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    await waitFor(() => expect(heard.map(parseRoomMessage).filter(Boolean)).toHaveLength(2));
    expect(parseRoomMessage(heard[2])).toMatchObject({ actions: 1, events: [{ code: 'rolledOff' }] });
  });
});
