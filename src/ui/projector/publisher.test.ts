import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicViewSchema, publicView } from '../../engine';
import { summary } from '../../engine/summary';
import { allKeys, scrambleSecrets } from '../../../tests/support/secrets';
import { uiRules } from '../../../tests/support/uiState';
import { createGameStore } from '../store';
import { HIDDEN_KEY, writeHidden } from './hidden';
import { ROOM_CHANNEL, parseRoomMessage, type RoomMessage } from './protocol';
import { roomMessage, startRoomPublisher } from './publisher';
import { actionsUntil, gameAt, testGame } from './roomTesting';

const GAME = testGame('room-secret-seed-42');
const ID = '0123456789abcdef';
const SECRET_KEYS = ['hands', 'deck', 'commits', 'rng', 'seed', 'draws', 'arc4', 'hand', 'myCommit'];

let stops: (() => void)[] = [];
beforeEach(() => localStorage.clear());
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

/** A listener on the room channel, as a projector would be. */
function listen() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(ROOM_CHANNEL);
  channel.onmessage = (e) => heard.push(e.data);
  stops.push(() => channel.close());
  return { heard, channel };
}

describe('roomMessage (what the room is told)', () => {
  it.each([
    ['the roll-off', 0],
    ['the territory contest, one card face down', actionsUntil(GAME, { code: 'cardCommitted' })],
    ['the march', actionsUntil(GAME, { code: 'dayRevealed' })],
    ['the terrain', actionsUntil(GAME, { code: 'placementRolled' })],
    ['the end', GAME.log.length],
  ])('at %s: a public view, public events only, no secret anywhere', (_label, count) => {
    const { state, events } = gameAt(GAME, count);
    const message = roomMessage(uiRules, { id: ID, revision: 3, state, events }, false)!;
    expect(PublicViewSchema.safeParse(message.view).success).toBe(true);
    expect(message.events.every((e) => e.audience === 'public')).toBe(true);
    expect(message.events).toEqual((events[events.length - 1] ?? []).filter((e) => e.audience === 'public' && e.code !== 'deploymentDone'));
    const keys = allKeys(message);
    for (const secret of SECRET_KEYS) expect(keys.has(secret), secret).toBe(false);
    expect(JSON.stringify(message)).not.toContain('room-secret-seed-42');
    expect(parseRoomMessage(message)).toEqual(message);
  });

  it('is the same when every secret is scrambled', () => {
    for (const count of [actionsUntil(GAME, { code: 'cardCommitted' }), actionsUntil(GAME, { code: 'dayRevealed' }) - 1, GAME.log.length]) {
      const { state, events } = gameAt(GAME, count);
      const scrambled = scrambleSecrets(state);
      expect(scrambled.hands).not.toEqual(state.hands);
      expect(roomMessage(uiRules, { id: ID, revision: 3, state: scrambled, events }, false)).toEqual(
        roomMessage(uiRules, { id: ID, revision: 3, state, events }, false),
      );
    }
  });

  it('hidden, it says only that', () => {
    const { state, events } = gameAt(GAME, 10);
    expect(roomMessage(uiRules, { id: ID, revision: 3, state, events }, true)).toEqual({
      type: 'room',
      gameId: ID,
      revision: 3,
      actions: 10,
      hidden: true,
      turn: null,
      view: null,
      events: [],
    });
  });

  it('with no game there is nothing to say', () => {
    expect(roomMessage(uiRules, { id: null, revision: 3, state: null, events: [] }, false)).toBeNull();
  });

  it('the battle summary of the public view is the summary of the game', () => {
    const { state } = gameAt(GAME, GAME.log.length);
    expect(summary(uiRules, publicView(state))).toEqual(summary(uiRules, state));
  });
});

describe('startRoomPublisher', () => {
  function storeAt(count: number) {
    const store = createGameStore();
    const { state, events } = gameAt(GAME, count);
    store.setState({ id: ID, revision: count + 1, setup: GAME.setup, log: GAME.log.slice(0, count), events, state });
    return store;
  }
  const rooms = (heard: unknown[]) => heard.map(parseRoomMessage).filter((m): m is RoomMessage => m !== null);

  it('tells the room at once, after every change, on a hello and when hidden or shown', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    stops.push(startRoomPublisher(store, () => uiRules));
    await waitFor(() => expect(rooms(heard)).toHaveLength(1));
    expect(rooms(heard)[0]).toMatchObject({ gameId: ID, revision: 6, actions: 5, hidden: false });

    const next = gameAt(GAME, 6);
    store.setState({ revision: 7, state: next.state, events: next.events, log: GAME.log.slice(0, 6) });
    await waitFor(() => expect(rooms(heard)).toHaveLength(2));
    expect(rooms(heard)[1]).toMatchObject({ revision: 7, actions: 6 });

    channel.postMessage({ type: 'hello', gameId: null });
    await waitFor(() => expect(rooms(heard)).toHaveLength(3));

    writeHidden(true);
    await waitFor(() => expect(rooms(heard)).toHaveLength(4));
    expect(rooms(heard)[3]).toMatchObject({ hidden: true, view: null, events: [] });
    expect(localStorage.getItem(HIDDEN_KEY)).toBe('true');
    expect(heard.every((m) => parseRoomMessage(m) !== null)).toBe(true);
  });

  it('a hidden game stays hidden after a reload: the first message says so', async () => {
    localStorage.setItem(HIDDEN_KEY, 'true');
    const { heard } = listen();
    stops.push(startRoomPublisher(storeAt(5), () => uiRules));
    await waitFor(() => expect(rooms(heard)).toHaveLength(1));
    expect(rooms(heard)[0]).toMatchObject({ hidden: true, view: null });
  });

  it('ignores anything on the channel but a hello, and says nothing without a game', async () => {
    const { heard, channel } = listen();
    stops.push(startRoomPublisher(createGameStore(), () => uiRules));
    stops.push(startRoomPublisher(storeAt(5), () => uiRules));
    await waitFor(() => expect(heard).toHaveLength(1));
    channel.postMessage({ type: 'hello', gameId: null });
    await waitFor(() => expect(heard).toHaveLength(2));
    channel.postMessage({ type: 'gimme', what: 'hands' });
    channel.postMessage({ type: 'hello', gameId: null, give: 'seed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(2);
  });

  it('tells the room after a change, never during it, and changes made together make one message, of the last', async () => {
    const { heard } = listen();
    const store = storeAt(5);
    stops.push(startRoomPublisher(store, () => uiRules));
    await waitFor(() => expect(rooms(heard)).toHaveLength(1));
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    stops.push(() => post.mockRestore());
    const six = gameAt(GAME, 6);
    const seven = gameAt(GAME, 7);
    store.setState({ revision: 7, state: six.state, events: six.events, log: GAME.log.slice(0, 6) });
    store.setState({ revision: 8, state: seven.state, events: seven.events, log: GAME.log.slice(0, 7) });
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(rooms(heard)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(post).toHaveBeenCalledTimes(1);
    expect(rooms(heard)[1]).toMatchObject({ revision: 8, actions: 7 });
  });

  it('stops telling once stopped', async () => {
    const { heard } = listen();
    const store = storeAt(5);
    const stop = startRoomPublisher(store, () => uiRules);
    await waitFor(() => expect(heard).toHaveLength(1));
    stop();
    store.setState({ revision: 99 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(1);
  });
});
