import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { delivered, isMark } from '../../../tests/support/broadcast';
import { uiRules } from '../../../tests/support/uiState';
import { createGameStore } from '../store';
import { HIDDEN_KEY, writeHidden } from './hidden';
import { parseRoomMessage, type RoomMessage } from './protocol';
import { loadRoomTeller, startRoomPublisher, type RoomTeller } from './publisher';
import { ASK, ROOM_CHANNEL } from './roomChannel';
import { showLanguage } from '../words/showLanguage';
import { gameAt, testGame } from '../../../tests/support/roomGame';

const GAME = testGame('room-secret-seed-42');
const ID = '0123456789abcdef';
const HELLO = { type: 'hello', gameId: null };

let teller: RoomTeller;
beforeAll(async () => {
  teller = await loadRoomTeller();
});
/** The room message and the hello's check, loaded before the test: the publisher has them after its next promise. */
const ready = () => Promise.resolve(teller);

let stops: (() => void)[] = [];
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A listener on the room channel, as a projector would be (it says hello only when told to). */
function listen() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(ROOM_CHANNEL);
  channel.onmessage = (e) => {
    if (!isMark(e.data)) heard.push(e.data);
  };
  stops.push(() => channel.close());
  return { heard, channel };
}

function storeAt(count: number) {
  const store = createGameStore();
  const { state, events } = gameAt(GAME, count);
  store.setState({ id: ID, revision: count + 1, setup: GAME.setup, log: GAME.log.slice(0, count), events, state });
  return store;
}

/** The game after `count` actions, as a change of the store. */
function advance(store: ReturnType<typeof createGameStore>, count: number) {
  const { state, events } = gameAt(GAME, count);
  store.setState({ revision: count + 1, state, events, log: GAME.log.slice(0, count) });
}

const rooms = (heard: unknown[]) => heard.map(parseRoomMessage).filter((m): m is RoomMessage => m !== null);

/** Lets the channel and the publisher do all they were given: messages arrive, the tasks they start run, and what those post arrives. */
async function settle() {
  await delivered(ROOM_CHANNEL);
  await vi.runAllTimersAsync();
  await delivered(ROOM_CHANNEL);
}

/** What was posted on any channel but the tests' own marks. */
const posted = (post: MockInstance<BroadcastChannel['postMessage']>) => post.mock.calls.filter(([data]) => !isMark(data));

describe('startRoomPublisher', () => {
  it('with no projector it only asks: no room message is built, checked or sent, whatever the game does', async () => {
    const { heard } = listen();
    const store = storeAt(5);
    const load = vi.fn(ready);
    stops.push(startRoomPublisher(store, () => uiRules, load));
    await settle();
    expect(heard).toEqual([ASK]);
    advance(store, 6);
    advance(store, 7);
    writeHidden(true);
    advance(store, 8);
    await settle();
    expect(heard).toEqual([ASK]);
    expect(load).not.toHaveBeenCalled();
  });

  it('after a hello: at once, after every change, on every hello and when hidden or shown', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    stops.push(startRoomPublisher(store, () => uiRules, ready));
    await settle();
    expect(heard).toEqual([ASK]);
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    expect(rooms(heard)[0]).toMatchObject({ gameId: ID, revision: 6, actions: 5, hidden: false });

    advance(store, 6);
    await settle();
    expect(rooms(heard)).toHaveLength(2);
    expect(rooms(heard)[1]).toMatchObject({ revision: 7, actions: 6 });
    advance(store, 7);
    await settle();
    expect(rooms(heard)).toHaveLength(3);
    expect(rooms(heard)[2]).toMatchObject({ revision: 8, actions: 7 });

    channel.postMessage({ type: 'hello', gameId: ID });
    await settle();
    expect(rooms(heard)).toHaveLength(4);
    expect(rooms(heard)[3]).toMatchObject({ revision: 8, actions: 7 });

    writeHidden(true);
    await settle();
    expect(rooms(heard)).toHaveLength(5);
    expect(rooms(heard)[4]).toMatchObject({ hidden: true, view: null, events: [] });
    expect(localStorage.getItem(HIDDEN_KEY)).toBe('true');
    expect(heard.slice(1).every((m) => parseRoomMessage(m) !== null)).toBe(true);
  });

  it('says the language of its window, and tells the room again when that language changes', async () => {
    const { heard, channel } = listen();
    stops.push(startRoomPublisher(storeAt(5), () => uiRules, ready));
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard).map((m) => m.language)).toEqual(['en']);
    await showLanguage('fr');
    try {
      await settle();
      expect(rooms(heard).map((m) => m.language)).toEqual(['en', 'fr']);
    } finally {
      await showLanguage('en');
    }
  });

  it('a hidden game stays hidden after a reload: the first message says so', async () => {
    localStorage.setItem(HIDDEN_KEY, 'true');
    const { heard, channel } = listen();
    stops.push(startRoomPublisher(storeAt(5), () => uiRules, ready));
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    expect(rooms(heard)[0]).toMatchObject({ hidden: true, view: null });
  });

  it('only a valid hello starts it: not a hello with a bad game id or a field too many, nor anything else', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    stops.push(startRoomPublisher(store, () => uiRules, ready));
    channel.postMessage({ type: 'hello', gameId: 5 });
    channel.postMessage({ type: 'hello', gameId: null, give: 'seed' });
    channel.postMessage({ type: 'hello', gameId: '../x?y' });
    channel.postMessage({ type: 'gimme', what: 'hands' });
    channel.postMessage(ASK);
    await settle();
    advance(store, 6);
    await settle();
    expect(heard).toEqual([ASK]);
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    expect(rooms(heard)[0]).toMatchObject({ revision: 7, actions: 6 });
  });

  it('says nothing without a game, even after a hello', async () => {
    const { heard, channel } = listen();
    stops.push(startRoomPublisher(createGameStore(), () => uiRules, ready));
    channel.postMessage(HELLO);
    await settle();
    expect(heard).toEqual([ASK]);
  });

  it('tells the room after a change, never during it, and changes made together make one message, of the last', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    stops.push(startRoomPublisher(store, () => uiRules, ready));
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    advance(store, 6);
    advance(store, 7);
    expect(post).not.toHaveBeenCalled();
    await settle();
    expect(posted(post)).toHaveLength(1);
    expect(rooms(heard)).toHaveLength(2);
    expect(rooms(heard)[1]).toMatchObject({ revision: 8, actions: 7 });
  });

  it('when loading fails (offline) it stays quiet, and the next hello tries again', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    const load = vi.fn(ready).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    stops.push(startRoomPublisher(store, () => uiRules, load));
    channel.postMessage(HELLO);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    advance(store, 6);
    await settle();
    expect(heard).toEqual([ASK]);
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(rooms(heard)[0]).toMatchObject({ revision: 7, actions: 6 });
  });

  it('stops telling once stopped', async () => {
    const { heard, channel } = listen();
    const store = storeAt(5);
    const stop = startRoomPublisher(store, () => uiRules, ready);
    channel.postMessage(HELLO);
    await settle();
    expect(rooms(heard)).toHaveLength(1);
    stop();
    channel.postMessage(HELLO);
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    store.setState({ revision: 99 });
    writeHidden(true);
    await settle();
    expect(heard).toHaveLength(2);
    expect(posted(post)).toEqual([]);
  });

  it('stopped while it loads after a hello, it never starts', async () => {
    const { heard, channel } = listen();
    let loaded: (teller: RoomTeller) => void = () => undefined;
    const load = vi.fn(() => new Promise<RoomTeller>((resolve) => (loaded = resolve)));
    const stop = startRoomPublisher(storeAt(5), () => uiRules, load);
    channel.postMessage(HELLO);
    await settle();
    expect(load).toHaveBeenCalled();
    stop();
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    loaded(teller);
    await settle();
    expect(heard).toEqual([ASK]);
    expect(posted(post)).toEqual([]);
  });
});
