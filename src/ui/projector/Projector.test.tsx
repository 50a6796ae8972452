import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postAndDeliver } from '../../../tests/support/broadcast';
import { uiRules } from '../../../tests/support/uiState';
import { App } from '../app/App';
import { useNavigation } from '../navigation';
import { Projector } from './Projector';
import type { RoomMessage } from './protocol';
import { ROOM_CHANNEL } from './roomChannel';
import { roomMessage } from '../sync/roomMessage';
import { actionsUntil, gameAt, testGame } from '../../../tests/support/roomGame';
import { MOMENT_MS } from './useRoom';
import { findTerritory, replay, STEP_IDS } from '../../engine';
import { exampleLog } from '../../../tests/support/battleFile';

const GAME = testGame('room-secret-seed-42');
const ID = '0123456789abcdef';
const FIRST_DAY = actionsUntil(GAME, { code: 'dayRevealed' });

let channel: BroadcastChannel;
let heard: unknown[];
beforeEach(() => {
  heard = [];
  channel = new BroadcastChannel(ROOM_CHANNEL);
  channel.onmessage = (e) => heard.push(e.data);
});
afterEach(() => {
  channel.close();
  vi.useRealTimers();
});

/** The game windows' message after `count` actions. */
function messageAt(count: number, options: { id?: string; hidden?: boolean; startedAt?: string } = {}): RoomMessage {
  const { state, events } = gameAt(GAME, count);
  const message = roomMessage(uiRules, { id: options.id ?? ID, revision: count + 1, state, events }, options.hidden ?? false)!;
  // The publisher stamps when the game started.
  return options.startedAt ? { ...message, startedAt: options.startedAt } : message;
}

const OTHER = 'fedcba9876543210';
const NINE = '2026-11-27T21:00:00.000Z';
const TEN = '2026-11-27T22:00:00.000Z';
const followNew = () => screen.queryByRole('button', { name: /^A new game started: follow it/ });

/** Sends a message to the room; returns once the projector has heard it. */
async function send(message: unknown) {
  await act(() => postAndDeliver(channel, message));
}

const badge = () => screen.getByRole('status');

describe('the projector', () => {
  it('waits for the game and says hello with the game it follows', async () => {
    render(<Projector gameId={ID} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the game…' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Waiting');
    await waitFor(() => expect(heard).toContainEqual({ type: 'hello', gameId: ID }));
  });

  it('shows the step, whose turn it is, the map, the cards revealed and the colour ladder, LIVE', async () => {
    render(<Projector gameId={ID} />);
    const message = messageAt(FIRST_DAY + 1);
    await send(message);
    expect(badge()).toHaveTextContent('Live');
    const view = message.view!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^(The march: day 2 of 5|Moving the army counter)$/);
    expect(screen.getByText('Turn').parentElement).toHaveTextContent(/^Turn (Anna|Bruno)/);
    const territory = uiRules.territories['2023'].find((t) => t.id === view.territory)!.name;
    expect(screen.getAllByText(new RegExp(`${territory} PBS map`)).length).toBeGreaterThan(0);
    const decided = screen.getByRole('region', { name: 'Decided so far' });
    expect(within(decided).getByText(territory)).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: /^Cards revealed: Day 1/ });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Colours, worst to best' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'B Black',
      '<W White',
      '<G Green',
      '<Y Yellow',
      '<R Red',
    ]);
  });

  it('shows a new reveal large for a few seconds, not one it finds on load', async () => {
    vi.useFakeTimers();
    render(<Projector gameId={ID} />);
    await send(messageAt(FIRST_DAY));
    expect(screen.queryByRole('region', { name: 'Revealed now' })).not.toBeInTheDocument();
    await send(messageAt(FIRST_DAY - 1));
    expect(screen.queryByRole('region', { name: 'Revealed now' })).not.toBeInTheDocument();
  });

  it('a reveal as it happens: large, then gone', async () => {
    vi.useFakeTimers();
    render(<Projector gameId={ID} />);
    await send(messageAt(FIRST_DAY - 1));
    await send(messageAt(FIRST_DAY));
    const moment = screen.getByRole('region', { name: 'Revealed now' });
    expect(within(moment).getByRole('heading', { name: 'Day 1: the cards' })).toBeInTheDocument();
    expect(moment).toHaveTextContent(/Day 1: .*\(invader\).*\(defender\)/);
    act(() => vi.advanceTimersByTime(MOMENT_MS + 10));
    expect(screen.queryByRole('region', { name: 'Revealed now' })).not.toBeInTheDocument();
  });

  it('hidden from the room: nothing of the game shows, and it comes back when shown', async () => {
    render(<Projector gameId={ID} />);
    await send(messageAt(FIRST_DAY));
    await send(messageAt(FIRST_DAY, { hidden: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hidden from the room' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('Hidden');
    expect(screen.queryByText(/PBS map/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Anna|Bruno/)).not.toBeInTheDocument();
    await send(messageAt(FIRST_DAY));
    expect(badge()).toHaveTextContent('Live');
  });

  it('ignores a message with a secret field, of another game, or older than the one shown', async () => {
    render(<Projector gameId={ID} />);
    const { state } = gameAt(GAME, FIRST_DAY);
    const message = messageAt(FIRST_DAY);
    await send({ ...message, view: { ...message.view, hands: state.hands } });
    await send({ ...message, seed: 'room-secret-seed-42' });
    await send(messageAt(FIRST_DAY, { id: 'fedcba9876543210' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the game…' })).toBeInTheDocument();
    await send(messageAt(FIRST_DAY + 2));
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    await send(messageAt(3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('with no game in its address it follows the first game the windows show, and offers a later one', async () => {
    render(<Projector gameId={null} />);
    await waitFor(() => expect(heard).toContainEqual({ type: 'hello', gameId: null }));
    await send(messageAt(FIRST_DAY + 2, { id: OTHER, startedAt: NINE }));
    expect(badge()).toHaveTextContent('Live');
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    await send(messageAt(2, { startedAt: TEN }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(followNew()).toBeInTheDocument();
  });

  it('offers a game that started later, large, and follows it only when the umpire presses it', async () => {
    const onFollow = vi.fn();
    render(<Projector gameId={ID} onFollow={onFollow} />);
    await send(messageAt(FIRST_DAY + 2, { startedAt: NINE }));
    const title = screen.getByRole('heading', { level: 1 }).textContent;
    expect(followNew()).not.toBeInTheDocument();
    // The new game's window tells the room, again and again as it plays: the projector stays on its game.
    for (const count of [1, 2, 3]) await send(messageAt(count, { id: OTHER, startedAt: TEN }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const offer = followNew()!;
    // Named by what its public view holds: the players with their armies and the edition (issue 38).
    expect(offer).toHaveAccessibleName('A new game started: follow it. Anna (Later Romans) v Bruno (Sassanids), 2023 edition');
    // Once its territory is chosen, that too.
    await send(messageAt(FIRST_DAY, { id: OTHER, startedAt: TEN }));
    const territory = gameAt(GAME, FIRST_DAY).state.territory!;
    expect(followNew()).toHaveAccessibleName(
      `A new game started: follow it. Anna (Later Romans) v Bruno (Sassanids), 2023 edition, ${findTerritory(uiRules, '2023', territory)!.name}`,
    );
    await send(messageAt(FIRST_DAY + 3, { startedAt: NINE }));
    expect(followNew()).toBeInTheDocument();
    await userEvent.setup().click(offer);
    expect(onFollow).toHaveBeenCalledWith(OTHER);
  });

  it('never offers a game that started earlier (an old game open in another window)', async () => {
    render(<Projector gameId={ID} />);
    await send(messageAt(FIRST_DAY, { startedAt: TEN }));
    await send(messageAt(3, { id: OTHER, startedAt: NINE }));
    expect(followNew()).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent('Live');
  });

  it('offers a new game while the game it follows is hidden, without showing anything of either', async () => {
    render(<Projector gameId={ID} />);
    await send(messageAt(FIRST_DAY, { hidden: true, startedAt: NINE }));
    await send(messageAt(1, { id: OTHER, hidden: true, startedAt: TEN }));
    expect(followNew()).toHaveAccessibleName('A new game started: follow it');
    expect(screen.queryByText(/Anna|Bruno/)).not.toBeInTheDocument();
  });

  it('the full-screen button asks for full screen and leaves it', async () => {
    const root = document.documentElement;
    let full: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => full });
    const change = (to: Element | null) => {
      full = to;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    root.requestFullscreen = vi.fn(() => change(root));
    document.exitFullscreen = vi.fn(() => change(null));
    try {
      render(<Projector gameId={ID} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(root.requestFullscreen).toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Leave full screen' }));
      expect(document.exitFullscreen).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    } finally {
      delete (document as unknown as Record<string, unknown>).fullscreenEnabled;
      delete (document as unknown as Record<string, unknown>).fullscreenElement;
    }
  });

  it('draws the table diagram from the secure flanks on, in place of the PBS map (too small to read beside it, issue 38); only the map before', async () => {
    const { unmount } = render(<Projector gameId={ID} />);
    await send(messageAt(actionsUntil(GAME, { stepId: 'moveCounter' })));
    expect(screen.queryByRole('figure', { name: 'Table diagram' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('figure', { name: /PBS map/ })).toHaveLength(1);
    unmount();
    // The first step of the terrain: the secure flanks, or the compulsory terrain when the square has no flank (PBS 9.A).
    const first = STEP_IDS.indexOf('secureFlanks');
    const count = [...GAME.log.keys()].find((n) => STEP_IDS.indexOf(gameAt(GAME, n).state.stepId) >= first)!;
    render(<Projector gameId={ID} />);
    await send(messageAt(count));
    expect(screen.getByRole('figure', { name: 'Table diagram' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /PBS map/ })).not.toBeInTheDocument();
  });

  it('numbers the terrain as the table diagram does, so the room reads the drawing by the list', async () => {
    // The Waterside example at its Vital Settlement: the deep-water flank is the drawing's first item, then every piece.
    const example = exampleLog('digital-2023-waterside.json');
    const actions = example.actions.slice(0, example.actions.findIndex((a) => a.type === 'confirmVitalSettlement'));
    const played = replay(uiRules, example.setup, actions);
    if (!played.ok) throw new Error('the Waterside example does not replay');
    render(<Projector gameId={ID} />);
    await send(roomMessage(uiRules, { id: ID, revision: 1, state: played.state, events: played.events }, false));
    const drawing = within(screen.getByRole('figure', { name: 'Table diagram' })).getByRole('list', { name: 'On the table' });
    const drawn = within(drawing).getAllByRole('listitem').map((li) => li.textContent ?? '');
    const key = within(screen.getByRole('list', { name: 'Terrain' })).getAllByRole('listitem');
    const numbered = key.filter((li) => /^\d/.test(li.textContent ?? ''));
    expect(numbered.length).toBeGreaterThan(1);
    for (const li of numbered) {
      const [, number, name] = /^(\d+) ([^(]+) \(/.exec(li.textContent ?? '')!;
      // The diagram's list is an ordered list: its item N is piece N on the drawing.
      expect(drawn[Number(number) - 1], li.textContent ?? '').toMatch(new RegExp(`^${name}( \\(|,)`));
    }
  });

  it('shows the battle summary at the end', async () => {
    render(<Projector gameId={ID} />);
    await send(messageAt(GAME.log.length));
    expect(screen.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Battle summary' });
    expect(within(summary).getByText('Invader')).toBeInTheDocument();
    expect(within(summary).getByText('Secure flank')).toBeInTheDocument();
  });

  it('is the #/projector route of the app, without the app header', async () => {
    window.history.replaceState(null, '', `/#/projector?game=${ID}`);
    useNavigation.setState({ view: 'projector', params: { game: ID } });
    try {
      // The route's screen is this module, already loaded above: the App shows it once its lazy wrapper resolves.
      render(<App />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for the game…' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pre-Battle Wizard' })).not.toBeInTheDocument();
      expect(document.title).toBe('Projector - Pre-Battle Wizard');
      await waitFor(() => expect(heard).toContainEqual({ type: 'hello', gameId: ID }));

      // A new game in a game window: followed from the offer, the address names it and its board shows at once.
      await send(messageAt(FIRST_DAY + 2, { startedAt: NINE }));
      const oldTitle = screen.getByRole('heading', { level: 1 }).textContent;
      await send(messageAt(2, { id: OTHER, startedAt: TEN }));
      await userEvent.setup().click(followNew()!);
      expect(window.location.hash).toBe(`#/projector?game=${OTHER}`);
      expect(followNew()).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(oldTitle);
      expect(screen.getByRole('status')).toHaveTextContent('Live');
      await waitFor(() => expect(heard).toContainEqual({ type: 'hello', gameId: OTHER }));
      expect(screen.getByRole('main')).toHaveFocus();
    } finally {
      window.history.replaceState(null, '', '/');
      act(() => useNavigation.setState({ view: 'home', params: {} }));
    }
  });
});
