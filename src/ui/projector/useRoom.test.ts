import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import type { RoomMessage } from './protocol';
import { ASK, ROOM_CHANNEL } from './roomChannel';
import { accepts, receive, useRoom, type Room } from './useRoom';

const DAY: GameEvent = { code: 'dayRevealed', audience: 'public', params: { day: 1, invader: 'red', defender: null, winner: 'invader', difference: 4 } };
const MOVE: GameEvent = { code: 'counterMoved', audience: 'public', params: { side: 'invader', day: 1, row: 1, col: 2 } };

/** A room message with only what these rules read. */
const message = (gameId: string, revision: number, actions: number, events: GameEvent[] = [], hidden = false): RoomMessage => ({
  type: 'room',
  gameId,
  revision,
  actions,
  hidden,
  turn: null,
  view: null,
  events,
});

describe('accepts (which messages the projector takes)', () => {
  it.each([
    ['the first message of the followed game', null, message('a', 1, 1), 'a', true],
    ['a message of another game than the followed one', null, message('b', 1, 1), 'a', false],
    ['a newer revision', message('a', 2, 2), message('a', 3, 3), 'a', true],
    ['the same revision (hidden or shown, or a second window)', message('a', 2, 2), message('a', 2, 2), 'a', true],
    ['an older revision (a window behind)', message('a', 5, 5), message('a', 4, 4), 'a', false],
    ['following no game: the first game heard', null, message('a', 1, 1), null, true],
    ['following no game: the first game heard keeps being followed', message('a', 5, 5), message('a', 6, 6), null, true],
    ['following no game: another game, even at a later revision, is offered, not taken', message('a', 5, 5), message('b', 6, 0), null, false],
    ['following no game: another game at an older revision', message('a', 5, 5), message('b', 4, 0), null, false],
  ])('%s: %s', (_label, current, next, follow, taken) => {
    expect(accepts(current, next, follow)).toBe(taken);
  });
});

describe('receive (when a reveal is shown large)', () => {
  const empty: Room = { message: null, moment: null };
  const at = (m: RoomMessage, moment: Room['moment'] = null): Room => ({ message: m, moment });

  it('not for the message found on load', () => {
    expect(receive(empty, message('a', 4, 4, [DAY])).moment).toBeNull();
  });

  it('for a reveal that just happened', () => {
    expect(receive(at(message('a', 3, 3)), message('a', 4, 4, [DAY])).moment).toEqual({ key: 4, events: [DAY] });
  });

  it('the moment lasts through the next action, but not an undo, a hide or another game', () => {
    const shown = receive(at(message('a', 3, 3)), message('a', 4, 4, [DAY]));
    expect(receive(shown, message('a', 5, 5, [MOVE])).moment).toEqual(shown.moment);
    expect(receive(shown, message('a', 5, 3, [])).moment).toBeNull();
    expect(receive(shown, message('a', 4, 4, [], true)).moment).toBeNull();
    expect(receive(shown, message('b', 9, 1, [])).moment).toBeNull();
  });

  it('not when an undo brings a reveal back as the last action', () => {
    expect(receive(at(message('a', 6, 5)), message('a', 7, 4, [DAY])).moment).toBeNull();
  });
});

describe('useRoom (the projector on the channel)', () => {
  it('says hello on load and answers every ask with it, and nothing else', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(ROOM_CHANNEL);
    channel.onmessage = (e) => heard.push(e.data);
    const { unmount } = renderHook(() => useRoom('a'));
    try {
      const hello = { type: 'hello', gameId: 'a' };
      await waitFor(() => expect(heard).toEqual([hello]));
      channel.postMessage(ASK);
      await waitFor(() => expect(heard).toEqual([hello, hello]));
      channel.postMessage({ type: 'hello', gameId: null });
      channel.postMessage(ASK);
      await waitFor(() => expect(heard).toEqual([hello, hello, hello]));
    } finally {
      unmount();
      channel.close();
    }
  });
});
