import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chanceAction, LOG_FORMAT, replay, type Action, type GameState } from '../engine';
import { makeSetup } from '../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../tests/support/uiState';
import { toGameLog } from './gameFile';
import { SAVE_KEY, STAMP_KEY } from './saveKey';
import { createGameStore, lastPublicEvent, undoNeeds, useGame } from './store';
import { watchOtherWindows } from './sync/channel';

const blank = useGame.getState();
const setup = makeSetup(PHYSICAL);
const OPENING: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'summer' },
  { type: 'playTerritoryCard', side: 'defender', card: 'red' },
  { type: 'playTerritoryCard', side: 'invader', card: null },
];

interface Saved {
  id: string;
  revision: number;
  startedAt: string | null;
  log: { format: string; setup: unknown; actions: Action[] };
  undone: Action[];
}

const game = () => useGame.getState();
const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as Saved | null;

function play(actions: readonly Action[], store = useGame) {
  for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
}

/** Digital cards, physical dice: Anna defends, Bruno chooses summer, the deck is shuffled and dealt from the seed. */
function digitalToContest(store = useGame) {
  store.getState().start(makeSetup({ dice: 'physical' }));
  play([...OPENING.slice(0, 3)], store);
  for (let i = 0; i < 2; i++) play([chanceAction(uiRules, store.getState().state as GameState)!], store);
  expect(store.getState().state?.phase).toBe('territoryCards');
}

/** The first card in a side's hand: a legal play whatever the seed dealt. */
const firstCard = (side: 'invader' | 'defender', store = useGame) => store.getState().state!.hands![side][0]!;

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blank, true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game store', () => {
  it('starts a game at the roll-off and saves it at once as a new game record', () => {
    game().start(setup);
    expect(game().state?.phase).toBe('rollOff');
    expect(game().log).toEqual([]);
    expect(game().events).toEqual([]);
    expect(saved()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      revision: expect.any(Number),
      startedAt: expect.any(String),
      log: { format: LOG_FORMAT, version: expect.any(Number), setup, actions: [] },
      undone: [],
    });
    expect(saved()?.id).toBe(game().id);
    expect(JSON.parse(localStorage.getItem(STAMP_KEY)!)).toEqual({ id: game().id, revision: saved()?.revision });
  });

  it('a new game gets a new id', () => {
    game().start(setup);
    const first = game().id;
    game().start(setup);
    expect(game().id).not.toBe(first);
  });

  it('autosaves after each action, one revision more each time, and keeps the events of each action', () => {
    game().start(setup);
    const start = saved()!.revision;
    OPENING.forEach((action, i) => {
      expect(game().dispatch(action)).toBe(true);
      expect(saved()?.log.actions).toEqual(OPENING.slice(0, i + 1));
      expect(saved()?.revision).toBe(start + i + 1);
    });
    const replayed = replay(uiRules, setup, OPENING);
    if (!replayed.ok) throw new Error('the opening must replay');
    expect(game().events).toEqual(replayed.events);
    expect(game().saveFailed).toBe(false);
  });

  it('keeps a refusal as a code to show and leaves the game and the save unchanged', () => {
    game().start(setup);
    play(OPENING.slice(0, 1));
    const before = game().state;
    const text = localStorage.getItem(SAVE_KEY);
    expect(game().dispatch({ type: 'chooseSeason', season: 'winter' })).toBe(false);
    expect(game().refusal).toEqual({ code: 'wrongStep', params: { phase: 'chooseRole' } });
    expect(game().state).toBe(before);
    expect(game().log).toHaveLength(1);
    expect(localStorage.getItem(SAVE_KEY)).toBe(text);
    game().dismissRefusal();
    expect(game().refusal).toBeNull();
  });

  it('the last public event is the one the "Last:" line tells; a private one never is', () => {
    digitalToContest();
    play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender') }]);
    const last = game().events.at(-1)!;
    expect(last.map((e) => [e.code, e.audience])).toEqual([
      ['cardCommitted', 'public'],
      ['cardChosen', 'defender'],
    ]);
    expect(lastPublicEvent(game().events)).toEqual({ code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: null } });
    expect(lastPublicEvent([])).toBeNull();
  });

  it('load() resumes exactly where the saved game stood, with the same id, revision and events', () => {
    game().start(setup);
    play(OPENING);
    const { log, state, events, id, revision } = game();
    useGame.setState(blank, true); // a reload
    game().load();
    expect(game().log).toEqual(log);
    expect(game().state).toEqual(state);
    expect(game().events).toEqual(events);
    expect({ id: game().id, revision: game().revision }).toEqual({ id, revision });
    expect(game().state?.phase).toBe('chooseTerritory');
    expect(game().storageProblem).toBeNull();
  });

  it('load() with nothing saved leaves the store empty', () => {
    game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toBeNull();
  });

  it('reads a save from before records (a plain game log) by wrapping it under a new id at revision 0', () => {
    const old = JSON.stringify(toGameLog(setup, OPENING.slice(0, 2)));
    localStorage.setItem(SAVE_KEY, old);
    game().load();
    expect(game().log).toEqual(OPENING.slice(0, 2));
    expect(game().state?.phase).toBe('season');
    expect(game().id).toMatch(/^[0-9a-f]{16}$/);
    expect(game().revision).toBe(0);
    expect(game().startedAt).toBeNull();
    expect(saved()).toEqual({ id: game().id, revision: 0, startedAt: null, log: JSON.parse(old), undone: [] });
  });

  it.each([
    ['text that is not JSON', '{"format": "pre-battle'],
    ['JSON of another format', JSON.stringify({ hello: 'world' })],
    ['a log whose action is refused', JSON.stringify(toGameLog(setup, [{ type: 'chooseSeason', season: 'summer' }]))],
    ['a record whose log is refused', JSON.stringify({ id: 'abc', revision: 3, startedAt: null, log: toGameLog(setup, [{ type: 'chooseSeason', season: 'summer' }]), undone: [] })],
  ])('a corrupted save (%s) is reported and kept untouched', (_what, text) => {
    localStorage.setItem(SAVE_KEY, text);
    game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toEqual({ raw: text, message: expect.stringMatching(/^(This file is not a game file|Action 1 of the game file is not allowed)/) });
    expect(localStorage.getItem(SAVE_KEY)).toBe(text);
    expect(game().sync()).toBe(false);
    expect(localStorage.getItem(SAVE_KEY)).toBe(text);
  });

  it('reports a browser that will not save instead of failing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    game().start(setup);
    expect(game().state?.phase).toBe('rollOff');
    expect(game().saveFailed).toBe(true);
    expect(game().dispatch(OPENING[0]!)).toBe(true);
    expect(game().dispatch(OPENING[1]!)).toBe(true);
    expect(game().saveFailed).toBe(true);
    expect(game().movedOn).toBe(false);
  });

  describe('importText', () => {
    beforeEach(() => {
      game().start(setup);
      play(OPENING.slice(0, 2));
    });

    it.each([
      ['bad JSON', 'not json at all', 'This file is not a game file: it is not valid JSON.'],
      ['the wrong format', JSON.stringify({ format: 'something-else', version: 1 }), /^This file is not a game file of this app at format: .+\.$/],
      ['an illegal action', JSON.stringify(toGameLog(setup, [OPENING[1]!])), /^Action 1 of the game file is not allowed: /],
      ['an invalid setup', JSON.stringify(toGameLog({ ...setup, seed: ' ' }, [])), /^(The game file's setup is invalid|This file is not a game file of this app at setup\.seed)/],
    ])('refuses %s with a clear message and leaves the current game unchanged', (_what, text, message) => {
      const before = { setup: game().setup, log: game().log, state: game().state, id: game().id, revision: game().revision };
      const stored = localStorage.getItem(SAVE_KEY);
      const problem = game().importText(text);
      expect(problem).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect({ setup: game().setup, log: game().log, state: game().state, id: game().id, revision: game().revision }).toEqual(before);
      expect(game().state).toBe(before.state);
      expect(localStorage.getItem(SAVE_KEY)).toBe(stored);
    });

    it('replaces the game with a valid file and saves it as a new game', () => {
      const other = makeSetup({ ...PHYSICAL, seed: 'imported' }, [{ name: 'Carthage' }]);
      const actions: Action[] = [{ type: 'rollOff', faces: ['blank', 'skull'] }];
      const before = { id: game().id, revision: game().revision };
      expect(game().importText(JSON.stringify(toGameLog(other, actions)))).toBeNull();
      expect(game().setup).toEqual(other);
      expect(game().log).toEqual(actions);
      expect(game().events).toEqual([[{ code: 'rolledOff', audience: 'public', params: { faces: ['blank', 'skull'], winner: 1, attempt: 1 } }]]);
      expect(game().state?.phase).toBe('chooseRole');
      expect(game().id).not.toBe(before.id);
      expect(game().revision).toBeGreaterThan(before.revision);
      expect(saved()?.log.setup).toEqual(other);
      expect(saved()?.startedAt).toBeNull();
    });
  });

  it('undoTo(count) goes back to the point after count actions, keeps the rest to redo, and saves', () => {
    game().start(setup);
    play(OPENING);
    const revision = game().revision;
    expect(game().undoTo(2)).toBe(true);
    expect(game().log).toEqual(OPENING.slice(0, 2));
    const expected = replay(uiRules, setup, OPENING.slice(0, 2));
    if (!expected.ok) throw new Error('the opening must replay');
    expect(game().state).toEqual(expected.state);
    expect(game().events).toEqual(expected.events);
    expect(game().state?.phase).toBe('season');
    expect(game().undone).toEqual(OPENING.slice(2));
    expect(game().undoneEvents).toHaveLength(3);
    expect(saved()?.log.actions).toEqual(OPENING.slice(0, 2));
    expect(saved()?.undone).toEqual(OPENING.slice(2));
    expect(saved()?.revision).toBe(revision + 1);
    game().undoTo(0);
    expect(game().log).toEqual([]);
    expect(game().undone).toEqual(OPENING);
    expect(game().state?.phase).toBe('rollOff');
  });

  it('undoTo ignores counts outside the log', () => {
    game().start(setup);
    play(OPENING.slice(0, 2));
    const state = game().state;
    expect(game().undoTo(2)).toBe(false);
    expect(game().undoTo(-1)).toBe(false);
    expect(game().state).toBe(state);
    expect(game().log).toHaveLength(2);
  });

  describe('redo', () => {
    it('re-applies the undone actions one by one through the engine, and saves each step', () => {
      game().start(setup);
      play(OPENING);
      const { state, events } = game();
      game().undoTo(1);
      for (let i = 1; i < OPENING.length; i++) {
        expect(game().redo()).toBe(true);
        expect(game().log).toEqual(OPENING.slice(0, i + 1));
        expect(saved()?.undone).toEqual(OPENING.slice(i + 1));
      }
      expect(game().state).toEqual(state);
      expect(game().events).toEqual(events);
      expect(game().undone).toEqual([]);
      expect(game().redo()).toBe(false);
    });

    it('a new action replaces the undone tail', () => {
      game().start(setup);
      play(OPENING.slice(0, 3));
      game().undoTo(2);
      expect(game().undone).toHaveLength(1);
      play([{ type: 'chooseSeason', season: 'winter' }]);
      expect(game().undone).toEqual([]);
      expect(game().undoneEvents).toEqual([]);
      expect(saved()?.undone).toEqual([]);
    });

    it('the undone tail survives a reload', () => {
      game().start(setup);
      play(OPENING);
      game().undoTo(3);
      const { undone, undoneEvents } = game();
      useGame.setState(blank, true);
      game().load();
      expect(game().undone).toEqual(undone);
      expect(game().undoneEvents).toEqual(undoneEvents);
      expect(game().redo()).toBe(true);
      expect(game().log).toEqual(OPENING.slice(0, 4));
    });

    it('a saved tail that no longer applies is cut where the engine refuses it; the game itself is kept', () => {
      game().start(setup);
      play(OPENING.slice(0, 2));
      const record = { ...saved()!, undone: [OPENING[2], { type: 'chooseSeason', season: 'winter' }, 'junk'] };
      localStorage.setItem(SAVE_KEY, JSON.stringify(record));
      useGame.setState(blank, true);
      game().load();
      expect(game().log).toEqual(OPENING.slice(0, 2));
      expect(game().undone).toEqual([OPENING[2]]);
    });
  });

  describe('undo never opens a secret', () => {
    it('undoNeeds finds a reveal and a pending face-down card in the range', () => {
      game().start(setup);
      play(OPENING.slice(0, 4)); // Anna's card is face down
      const { state, events } = game();
      expect(undoNeeds(state!, events, 3)).toEqual({ reveal: false, takeBack: 'defender' });
      expect(undoNeeds(state!, events, 0)).toEqual({ reveal: false, takeBack: 'defender' });
      play(OPENING.slice(4)); // both revealed
      expect(undoNeeds(game().state!, game().events, 4)).toEqual({ reveal: true, takeBack: null });
      expect(undoNeeds(game().state!, game().events, 3)).toEqual({ reveal: true, takeBack: null });
      expect(undoNeeds(game().state!, game().events, 2)).toEqual({ reveal: true, takeBack: null });
    });

    it('taking back a face-down card is refused while the other player holds the laptop, and allowed behind its owner’s curtain', () => {
      digitalToContest();
      play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender') }]);
      const before = { log: game().log, state: game().state, text: localStorage.getItem(SAVE_KEY) };
      game().showHand('invader'); // Bruno's hand is shown
      expect(game().undoTo(5)).toBe(false);
      expect({ log: game().log, state: game().state, text: localStorage.getItem(SAVE_KEY) }).toEqual(before);
      expect(game().holder).toBe('invader');
      game().showHand(null); // the curtain is down: Anna may take it back
      expect(game().undoTo(5)).toBe(true);
      expect(game().state?.commits).toEqual({});
      expect(game().holder).toBeNull();
    });

    it('redo of a face-down card restores the same card and lowers the curtain', () => {
      digitalToContest();
      const card = firstCard('defender');
      play([{ type: 'playTerritoryCard', side: 'defender', card }]);
      const state = game().state;
      game().undoTo(5);
      game().showHand('defender');
      expect(game().redo()).toBe(true);
      expect(game().state).toEqual(state);
      expect(game().holder).toBeNull();
    });

    it('every action, undo and redo clears who holds the laptop', () => {
      game().start(setup);
      play(OPENING.slice(0, 2));
      game().showHand('defender');
      play(OPENING.slice(2, 3));
      expect(game().holder).toBeNull();
      game().showHand('invader');
      game().undoTo(2);
      expect(game().holder).toBeNull();
      game().showHand('invader');
      game().redo();
      expect(game().holder).toBeNull();
    });
  });

  it('clear() forgets the game and its save, and tells other windows', () => {
    game().start(setup);
    const revision = game().revision;
    game().clear();
    expect(game().state).toBeNull();
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STAMP_KEY)!)).toEqual({ id: null, revision: revision + 1 });
  });
});

describe('one game in every window', () => {
  let stop: (() => void)[] = [];
  afterEach(() => {
    stop.forEach((f) => f());
    stop = [];
  });

  /** Two windows of the app on one device: two stores over one localStorage, each watching the other. */
  function twoWindows() {
    const a = createGameStore();
    const b = createGameStore();
    stop.push(watchOtherWindows(() => b.getState().sync()));
    return { a, b };
  }

  it('a window that opens the app resumes the game another window started, under the same id', () => {
    const { a, b } = twoWindows();
    a.getState().start(setup);
    play(OPENING.slice(0, 2), a);
    b.getState().load();
    expect(b.getState().id).toBe(a.getState().id);
    expect(b.getState().log).toEqual(a.getState().log);
  });

  it('follows the other window live over the channel: only the new actions are applied', async () => {
    const { a, b } = twoWindows();
    a.getState().start(setup);
    await waitFor(() => expect(b.getState().id).toBe(a.getState().id));
    play(OPENING.slice(0, 3), a);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 3)));
    expect(b.getState().state).toEqual(a.getState().state);
    expect(b.getState().events).toEqual(a.getState().events);
    expect(b.getState().revision).toBe(a.getState().revision);
    a.getState().undoTo(1);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 1)));
    expect(b.getState().undone).toEqual(OPENING.slice(1, 3));
    a.getState().clear();
    await waitFor(() => expect(b.getState().setup).toBeNull());
  });

  it('the channel carries only the game id and revision: no action, no card, no seed', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel('pbw-game');
    channel.onmessage = (e) => heard.push(e.data);
    stop.push(() => channel.close());
    const a = createGameStore();
    digitalToContest(a);
    play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender', a) }], a);
    await waitFor(() => expect(heard).toHaveLength(a.getState().log.length + 1));
    for (const message of heard) expect(Object.keys(message as object).sort()).toEqual(['id', 'revision']);
    expect(heard.at(-1)).toEqual({ id: a.getState().id, revision: a.getState().revision });
  });

  it('catches up on the storage event of the notice key when there is no channel message', () => {
    const a = createGameStore();
    const b = createGameStore();
    a.getState().start(setup);
    b.getState().load();
    stop.push(watchOtherWindows(() => b.getState().sync()));
    play(OPENING.slice(0, 2), a);
    expect(b.getState().log).toEqual([]); // the channel message has not arrived yet
    window.dispatchEvent(new StorageEvent('storage', { key: STAMP_KEY, newValue: localStorage.getItem(STAMP_KEY) }));
    expect(b.getState().log).toEqual(OPENING.slice(0, 2));
  });

  it('catches up when the window gets the focus back', () => {
    const a = createGameStore();
    const b = createGameStore();
    a.getState().start(setup);
    b.getState().load();
    play(OPENING.slice(0, 2), a);
    stop.push(watchOtherWindows(() => b.getState().sync()));
    expect(b.getState().log).toEqual([]);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(b.getState().log).toEqual(OPENING.slice(0, 2));
  });

  it.each([
    ['an action', (s: ReturnType<typeof createGameStore>) => s.getState().dispatch(OPENING[1]!)],
    ['an undo', (s: ReturnType<typeof createGameStore>) => s.getState().undoTo(0)],
    ['a redo', (s: ReturnType<typeof createGameStore>) => s.getState().redo()],
  ])('a window that is behind is refused %s, catches up at once, and nothing forks or is lost', (_what, change) => {
    const a = createGameStore();
    const b = createGameStore(); // not watching: it has not heard of A's move yet
    a.getState().start(setup);
    play(OPENING.slice(0, 2), a);
    a.getState().undoTo(1);
    b.getState().load();
    expect(a.getState().redo()).toBe(true); // A moves on
    expect(b.getState().log).toEqual(OPENING.slice(0, 1));
    const stored = localStorage.getItem(SAVE_KEY);
    expect(change(b)).toBe(false);
    expect(b.getState().movedOn).toBe(true);
    expect(localStorage.getItem(SAVE_KEY)).toBe(stored);
    expect(b.getState().log).toEqual(OPENING.slice(0, 2));
    expect(b.getState().revision).toBe(a.getState().revision);
    // Caught up, B's next move counts, and A learns of it before its own next move.
    play(OPENING.slice(2, 3), b);
    expect(b.getState().movedOn).toBe(false);
    expect(a.getState().dispatch(OPENING[3]!)).toBe(false);
    expect(a.getState().movedOn).toBe(true);
    play(OPENING.slice(3, 4), a);
    expect(saved()?.log.actions).toEqual(OPENING.slice(0, 4));
  });

  it('a sync clears who holds the laptop', () => {
    const a = createGameStore();
    const b = createGameStore();
    a.getState().start(setup);
    b.getState().load();
    b.getState().showHand('defender');
    play(OPENING.slice(0, 1), a);
    expect(b.getState().sync()).toBe(true);
    expect(b.getState().holder).toBeNull();
    expect(b.getState().sync()).toBe(false);
  });

  it('a window that started another game adopts the newer one in full', () => {
    const a = createGameStore();
    const b = createGameStore();
    a.getState().start(setup);
    play(OPENING.slice(0, 2), a);
    b.getState().load();
    a.getState().start(makeSetup({ ...PHYSICAL, seed: 'other' }, [{ name: 'Carthage' }]));
    expect(b.getState().sync()).toBe(true);
    expect(b.getState().id).toBe(a.getState().id);
    expect(b.getState().log).toEqual([]);
    expect(b.getState().setup?.players[0].army.name).toBe('Carthage');
  });
});
