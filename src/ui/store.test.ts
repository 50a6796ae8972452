import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_RULES_VERSION, LOG_FORMAT, publicView, replay, type Action } from '../engine';
import { makeSetup } from '../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../tests/support/uiState';
import { toGameLog } from './gameFile';
import { readAll, readOne, writeIf } from './library/db';
import type { GameEntry } from './library/entry';
import { deleteGame } from './library/library';
import { SAVE_KEY, STAMP_PREFIX } from './saveKey';
import { createGameStore, lastPublicEvent, rules, undoNeeds, useGame } from './store';
import { watchOtherWindows } from './sync/channel';
import { logProblemText } from './words/logProblem';
import { keptEntryText } from './library/keptEntryText';

const blank = useGame.getState();
/** A new game's setup: the store writes today's app rules into it when it starts (issue 34). */
const setup = makeSetup({ ...PHYSICAL, rulesVersion: CURRENT_RULES_VERSION });
const OPENING: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'summer' },
  { type: 'playTerritoryCard', side: 'defender', card: 'red' },
  { type: 'playTerritoryCard', side: 'invader', card: null },
];

type Saved = GameEntry & { log: { format: string; setup: unknown; actions: Action[] }; undone: Action[] };

const game = () => useGame.getState();
/** The game as stored in the library once this window's writes are done (no app code reads it back). */
async function saved(store = useGame, id = store.getState().id): Promise<Saved | undefined> {
  await store.getState().flush();
  return (await readOne(id!)) as Saved | undefined;
}
/** The notice key of a game: what other windows learn of it. */
const stamp = (id: string | null) => JSON.parse(localStorage.getItem(`${STAMP_PREFIX}${id}`) ?? 'null') as unknown;

function play(actions: readonly Action[], store = useGame) {
  for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
}

/** Digital cards, physical dice: Anna defends, Bruno chooses summer; the store shuffles and deals from the seed by itself. */
function digitalToContest(store = useGame) {
  store.getState().start(makeSetup({ dice: 'physical' }));
  play([...OPENING.slice(0, 3)], store);
  expect(store.getState().log.map((a) => a.type)).toEqual(['rollOff', 'chooseRole', 'chooseSeason', 'shuffleDeck', 'dealPbs']);
  expect(store.getState().state?.stepId).toBe('territoryCards');
}

/** The first card in a side's hand: a legal play whatever the seed dealt. */
const firstCard = (side: 'invader' | 'defender', store = useGame) => store.getState().state!.hands![side][0]!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blank, true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game store', () => {
  it('starts a game at the roll-off and stores it at once as a new game of the library', async () => {
    game().start(setup);
    expect(game().state?.stepId).toBe('rollOff');
    expect(game().log).toEqual([]);
    expect(game().events).toEqual([]);
    expect(await saved()).toEqual({
      kind: 'game',
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      revision: 1,
      createdAt: expect.any(String),
      savedAt: expect.any(String),
      startedAt: expect.any(String),
      title: null,
      summary: { players: [{ name: 'Anna', army: 'Later Romans' }, { name: 'Bruno', army: 'Sassanids' }], stepId: 'rollOff', actions: 0, cards: 'physical', dice: 'physical', battleSealed: false, edition: setup.edition, rulesVersion: CURRENT_RULES_VERSION, scale: setup.scale, profile: null },
      log: { format: LOG_FORMAT, version: expect.any(Number), setup, actions: [] },
      undone: [],
    });
    expect((await saved())?.id).toBe(game().id);
    expect(stamp(game().id)).toEqual({ id: game().id, revision: 1 });
    expect(game().seen).toEqual({ id: game().id, revision: 1 });
  });

  it('a new game is played under today\'s app rules, written into its setup when it starts (issue 34)', () => {
    const { rulesVersion: _none, ...unnamed } = setup;
    game().start(unnamed);
    expect(game().setup?.rulesVersion).toBe(CURRENT_RULES_VERSION);
    expect(game().state?.setup.rulesVersion).toBe(CURRENT_RULES_VERSION);
  });

  it('a new game gets a new id and never replaces another: both stay in the library', async () => {
    game().start(setup);
    const first = game().id;
    game().start(setup);
    expect(game().id).not.toBe(first);
    await game().flush();
    expect((await readAll()).map(([key]) => key)).toEqual(expect.arrayContaining([first, game().id]));
    expect(await saved(useGame, first)).toMatchObject({ id: first, revision: 1 });
  });

  it('autosaves after each action, one revision more each time, and keeps the events of each action', async () => {
    game().start(setup);
    const start = (await saved())!.revision;
    for (const [i, action] of OPENING.entries()) {
      expect(game().dispatch(action)).toBe(true);
      const stored = await saved();
      expect(stored?.log.actions).toEqual(OPENING.slice(0, i + 1));
      expect(stored?.revision).toBe(start + i + 1);
      expect(stored?.summary.stepId).toBe(game().state?.stepId);
    }
    const replayed = replay(uiRules, setup, OPENING);
    if (!replayed.ok) throw new Error('the opening must replay');
    expect(game().events).toEqual(replayed.events);
    expect(game().saveFailed).toBe(false);
  });

  it('keeps a refusal as a code to show and leaves the game and the save unchanged', async () => {
    game().start(setup);
    play(OPENING.slice(0, 1));
    const before = game().state;
    const text = await saved();
    expect(game().dispatch({ type: 'chooseSeason', season: 'winter' })).toBe(false);
    expect(game().refusal).toEqual({ code: 'wrongStep', params: { stepId: 'chooseRole' } });
    expect(game().state).toBe(before);
    expect(game().log).toHaveLength(1);
    expect(await saved()).toEqual(text);
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

  it('load() reopens the game this tab had open exactly where it stood, with the same id, revision and events', async () => {
    game().start(setup);
    play(OPENING);
    await game().flush();
    const { log, state, events, id, revision } = game();
    useGame.setState(blank, true); // a reload
    expect(game().opening).toBe(true);
    await game().load();
    expect(game().log).toEqual(log);
    expect(game().state).toEqual(state);
    expect(game().events).toEqual(events);
    expect({ id: game().id, revision: game().revision }).toEqual({ id, revision });
    expect(game().state?.stepId).toBe('chooseTerritory');
    expect(game().storageProblem).toBeNull();
  });

  it('load() with no game open in this tab leaves the store empty, and says it has looked', async () => {
    game().start(setup);
    await game().flush();
    sessionStorage.clear(); // another tab
    useGame.setState(blank, true);
    await game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toBeNull();
    expect(game().opening).toBe(false);
  });

  it('open(id) opens any game of the library; an id that is not there says the game was deleted', async () => {
    game().start(setup);
    const first = game().id!;
    game().start(makeSetup({ ...PHYSICAL, seed: 'other' }, [{ name: 'Carthage' }]));
    await game().flush();
    await game().open(first);
    expect(game().id).toBe(first);
    expect(game().setup?.players[0].army.name).toBe('Later Romans');
    await game().open('0000000000000000');
    expect(game().state).toBeNull();
    expect(game().gone).toBe(true);
    expect(game().opening).toBe(false);
  });

  it('a damaged library entry is reported with its data to download, never thrown, and kept', async () => {
    await writeIf('baddbaddbaddbadd', () => ({ kind: 'game', id: 'baddbaddbaddbadd', revision: 'three' }));
    await game().open('baddbaddbaddbadd');
    expect(game().storageProblem).toEqual({ id: 'baddbaddbaddbadd', name: null, raw: expect.stringContaining('"three"'), why: { kind: 'damaged', path: expect.stringMatching(/^revision/) } });
    expect(await readOne('baddbaddbaddbadd')).toEqual({ kind: 'game', id: 'baddbaddbaddbadd', revision: 'three' });
  });

  it('copies the single save of older versions into the library once, then removes it: a plain game log gets a new id at revision 0', async () => {
    const old = JSON.stringify(toGameLog(setup, OPENING.slice(0, 2)));
    localStorage.setItem(SAVE_KEY, old);
    await game().load();
    expect(game().log).toEqual(OPENING.slice(0, 2));
    expect(game().state?.stepId).toBe('season');
    expect(game().id).toMatch(/^[0-9a-f]{16}$/);
    expect(game().revision).toBe(0);
    expect(game().startedAt).toBeNull();
    expect(await saved()).toMatchObject({ id: game().id, revision: 0, startedAt: null, title: null, log: JSON.parse(old), undone: [] });
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });

  it('copies an old saved record under its own id and revision, with its redo tail', async () => {
    const record = { id: '00112233aabbccdd', revision: 12, startedAt: '2026-11-23T09:05:00.000Z', log: toGameLog(setup, OPENING.slice(0, 2)), undone: OPENING.slice(2, 3) };
    localStorage.setItem(SAVE_KEY, JSON.stringify(record));
    await game().load();
    expect({ id: game().id, revision: game().revision, startedAt: game().startedAt, undone: game().undone }).toEqual({ id: record.id, revision: 12, startedAt: record.startedAt, undone: OPENING.slice(2, 3) });
    expect(await saved()).toMatchObject({ id: record.id, revision: 12, createdAt: record.startedAt, log: record.log, undone: record.undone });
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });

  it('an old save that moved on after it was copied (a tab of the older app still playing) replaces the older copy; an older one never does', async () => {
    const record = { id: '00112233aabbccdd', revision: 12, startedAt: '2026-11-23T09:05:00.000Z', log: toGameLog(setup, OPENING.slice(0, 2)), undone: [] };
    localStorage.setItem(SAVE_KEY, JSON.stringify(record));
    await game().load();
    const later = { ...record, revision: 14, log: toGameLog(setup, OPENING.slice(0, 4)) };
    localStorage.setItem(SAVE_KEY, JSON.stringify(later));
    await createGameStore().getState().load();
    expect(await saved(useGame, record.id)).toMatchObject({ revision: 14, log: later.log });
    localStorage.setItem(SAVE_KEY, JSON.stringify(record));
    await createGameStore().getState().load();
    expect(await saved(useGame, record.id)).toMatchObject({ revision: 14, log: later.log });
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });

  it('keeps the old save where it is when the library cannot store the copy', async () => {
    const old = JSON.stringify(toGameLog(setup, []));
    localStorage.setItem(SAVE_KEY, old);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await game().load();
    expect(game().readFailure).toBe('full');
    expect(localStorage.getItem(SAVE_KEY)).toBe(old);
  });

  it.each([
    ['text that is not JSON', '{"format": "pre-battle'],
    ['JSON of another format', JSON.stringify({ hello: 'world' })],
    ['a log whose action is refused', JSON.stringify(toGameLog(setup, [{ type: 'chooseSeason', season: 'summer' }]))],
    ['a record whose log is refused', JSON.stringify({ id: 'abc', revision: 3, startedAt: null, log: toGameLog(setup, [{ type: 'chooseSeason', season: 'summer' }]), undone: [] })],
  ])('a corrupted old save (%s) is kept in the library as it was and reported', async (_what, text) => {
    localStorage.setItem(SAVE_KEY, text);
    await game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toEqual({ id: expect.any(String), name: null, raw: text, why: { kind: 'kept', entry: expect.objectContaining({ kind: 'kept', raw: text }) } });
    const { why } = game().storageProblem!;
    // Kept with why in the same words in every language, and said in the players' words when shown.
    expect(why.kind === 'kept' && why.entry.message).toMatch(/^(notJson|notLog|refused): /);
    expect(why.kind === 'kept' && keptEntryText(why.entry)).toMatch(/^(This file is not a game file|This game file cannot be opened|This file's|Action 1 of the game file is not allowed)/);
    expect(await readOne(game().storageProblem!.id)).toMatchObject({ kind: 'kept', raw: text });
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
    expect(game().sync()).toBe(false);
  });

  it.each([
    ['full', new DOMException('full', 'QuotaExceededError'), 'full'],
    ['blocked', new DOMException('blocked', 'InvalidStateError'), 'blocked'],
  ])('reports a browser that will not save (%s) with the reason, instead of failing', async (_what, error, failure) => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw error;
    });
    game().start(setup);
    expect(game().state?.stepId).toBe('rollOff');
    await game().flush();
    expect({ saveFailed: game().saveFailed, saveFailure: game().saveFailure }).toEqual({ saveFailed: true, saveFailure: failure });
    expect(game().dispatch(OPENING[0]!)).toBe(true);
    expect(game().dispatch(OPENING[1]!)).toBe(true);
    await game().flush();
    expect(game().saveFailed).toBe(true);
    expect(game().movedOn).toBe(false);
    // Once the browser stores again, the whole game is stored and the warning goes.
    put.mockRestore();
    expect(game().dispatch(OPENING[2]!)).toBe(true);
    expect((await saved())?.log.actions).toEqual(OPENING.slice(0, 3));
    expect(game().saveFailed).toBe(false);
  });

  it('asks the browser once, after the first game is stored, to keep the games, and says what it answered', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: () => Promise.resolve(true) } });
    try {
      game().start(setup);
      await game().flush();
      await waitFor(() => expect(game().persistence).toBe('granted'));
      game().start(setup);
      await game().flush();
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('importText', () => {
    beforeEach(() => {
      game().start(setup);
      play(OPENING.slice(0, 2));
    });

    it.each([
      ['bad JSON', 'not json at all', 'This file is not a game file: it is not valid JSON.'],
      ['the wrong format', JSON.stringify({ format: 'something-else', version: 1 }), 'This file is not a game file of the Pre-Battle Wizard.'],
      ['an illegal action', JSON.stringify(toGameLog(setup, [OPENING[1]!])), /^Action 1 of the game file is not allowed: /],
      ['an invalid setup', JSON.stringify(toGameLog({ ...setup, seed: ' ' }, [])), /^(The game file's setup is invalid|This game file cannot be opened\. This file's game code is (empty|' '))/],
    ])('refuses %s with a clear message and leaves the current game and the library unchanged', async (_what, text, message) => {
      const before = { setup: game().setup, log: game().log, state: game().state, id: game().id, revision: game().revision };
      await game().flush();
      const stored = await readAll();
      const problem = game().importText(text);
      expect(problem && logProblemText(rules(), problem).message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect({ setup: game().setup, log: game().log, state: game().state, id: game().id, revision: game().revision }).toEqual(before);
      expect(game().state).toBe(before.state);
      await game().flush();
      expect(await readAll()).toEqual(stored);
    });

    it('opens a valid file as a new game of the library; the game that was open is kept', async () => {
      const other = makeSetup({ ...PHYSICAL, seed: 'imported' }, [{ name: 'Carthage' }]);
      const actions: Action[] = [{ type: 'rollOff', faces: ['blank', 'skull'] }];
      const before = { id: game().id, revision: game().revision };
      expect(game().importText(JSON.stringify(toGameLog(other, actions)))).toBeNull();
      expect(game().setup).toEqual(other);
      expect(game().log).toEqual(actions);
      expect(game().events).toEqual([[{ code: 'rolledOff', audience: 'public', params: { faces: ['blank', 'skull'], winner: 1, attempt: 1 } }]]);
      expect(game().state?.stepId).toBe('chooseRole');
      expect(game().id).not.toBe(before.id);
      expect((await saved())?.log.setup).toEqual(other);
      expect((await saved())?.startedAt).toBeNull();
      expect((await saved(useGame, before.id))?.log.actions).toEqual(OPENING.slice(0, 2));
    });
  });

  it('undoTo(count) goes back to the point after count actions, keeps the rest to redo, and saves', async () => {
    game().start(setup);
    play(OPENING);
    const revision = game().revision;
    expect(game().undoTo(2)).toBe(true);
    expect(game().log).toEqual(OPENING.slice(0, 2));
    const expected = replay(uiRules, setup, OPENING.slice(0, 2));
    if (!expected.ok) throw new Error('the opening must replay');
    expect(game().state).toEqual(expected.state);
    expect(game().events).toEqual(expected.events);
    expect(game().state?.stepId).toBe('season');
    expect(game().undone).toEqual(OPENING.slice(2));
    expect(game().undoneEvents).toHaveLength(3);
    const stored = await saved();
    expect(stored?.log.actions).toEqual(OPENING.slice(0, 2));
    expect(stored?.undone).toEqual(OPENING.slice(2));
    expect(stored?.revision).toBe(revision + 1);
    game().undoTo(0);
    expect(game().log).toEqual([]);
    expect(game().undone).toEqual(OPENING);
    expect(game().state?.stepId).toBe('rollOff');
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
    it('re-applies the undone actions one by one through the engine, and saves each step', async () => {
      game().start(setup);
      play(OPENING);
      const { state, events } = game();
      game().undoTo(1);
      for (let i = 1; i < OPENING.length; i++) {
        expect(game().redo()).toBe(true);
        expect(game().log).toEqual(OPENING.slice(0, i + 1));
        expect((await saved())?.undone).toEqual(OPENING.slice(i + 1));
      }
      expect(game().state).toEqual(state);
      expect(game().events).toEqual(events);
      expect(game().undone).toEqual([]);
      expect(game().redo()).toBe(false);
    });

    it('a new action replaces the undone tail', async () => {
      game().start(setup);
      play(OPENING.slice(0, 3));
      game().undoTo(2);
      expect(game().undone).toHaveLength(1);
      play([{ type: 'chooseSeason', season: 'winter' }]);
      expect(game().undone).toEqual([]);
      expect(game().undoneEvents).toEqual([]);
      expect((await saved())?.undone).toEqual([]);
    });

    it('the undone tail survives a reload', async () => {
      game().start(setup);
      play(OPENING);
      game().undoTo(3);
      await game().flush();
      const { undone, undoneEvents } = game();
      useGame.setState(blank, true);
      await game().load();
      expect(game().undone).toEqual(undone);
      expect(game().undoneEvents).toEqual(undoneEvents);
      expect(game().redo()).toBe(true);
      expect(game().log).toEqual(OPENING.slice(0, 4));
    });

    it('a saved tail that no longer applies is cut where the engine refuses it; the game itself is kept', async () => {
      game().start(setup);
      play(OPENING.slice(0, 2));
      const record = { ...(await saved())!, undone: [OPENING[2], { type: 'chooseSeason', season: 'winter' }, 'junk'] };
      await writeIf(record.id, () => record);
      useGame.setState(blank, true);
      await game().load();
      expect(game().log).toEqual(OPENING.slice(0, 2));
      expect(game().undone).toEqual([OPENING[2]]);
    });
  });

  describe('undo never opens a secret', () => {
    it('undoNeeds finds a reveal and a pending face-down card in the range', () => {
      game().start(setup);
      play(OPENING.slice(0, 4)); // Anna's card is face down
      const { state, events } = game();
      expect(undoNeeds(publicView(state!), events, 3)).toEqual({ reveal: false, takeBack: 'defender' });
      expect(undoNeeds(publicView(state!), events, 0)).toEqual({ reveal: false, takeBack: 'defender' });
      play(OPENING.slice(4)); // both revealed
      expect(undoNeeds(publicView(game().state!), game().events, 4)).toEqual({ reveal: true, takeBack: null });
      expect(undoNeeds(publicView(game().state!), game().events, 3)).toEqual({ reveal: true, takeBack: null });
      expect(undoNeeds(publicView(game().state!), game().events, 2)).toEqual({ reveal: true, takeBack: null });
    });

    it('taking back a face-down card is refused while the other player holds the laptop, and allowed behind its owner’s curtain', () => {
      digitalToContest();
      play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender') }]);
      const before = { log: game().log, state: game().state, revision: game().revision };
      game().showHand('invader'); // Bruno's hand is shown
      expect(game().undoTo(5)).toBe(false);
      expect({ log: game().log, state: game().state, revision: game().revision }).toEqual(before);
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

  it('clear() closes the game in this window; it stays in the library, and a reload of this tab opens nothing', async () => {
    game().start(setup);
    const id = game().id;
    await game().flush();
    game().clear();
    expect(game().state).toBeNull();
    expect(game().opening).toBe(false);
    expect(await readOne(id!)).toMatchObject({ id });
    useGame.setState(blank, true);
    await game().load();
    expect(game().id).toBeNull();
  });
});

describe('what nobody decides is applied, not clicked (issue 11)', () => {
  const digital = makeSetup({ seed: 'store-automatic', rulesVersion: CURRENT_RULES_VERSION });

  it('digital dice: a new game opens on the roll-off winner’s choice, the roll-off already in the log', () => {
    game().start(digital);
    expect(game().state?.stepId).toBe('chooseRole');
    expect(game().log.length).toBeGreaterThan(0);
    expect(game().log.every((a) => a.type === 'rollOff')).toBe(true);
    expect(game().events).toHaveLength(game().log.length);
    expect(game().resultsFrom).toBeNull();
  });

  it('digital cards: the season choice brings the shuffle and the deal with it, from the seed; the game replays from its log', () => {
    game().start(digital);
    play([{ type: 'chooseRole', role: 'defender' }, { type: 'chooseSeason', season: 'summer' }]);
    expect(game().log.slice(-3).map((a) => a.type)).toEqual(['chooseSeason', 'shuffleDeck', 'dealPbs']);
    expect(game().state?.stepId).toBe('territoryCards');
    const replayed = replay(uiRules, digital, game().log);
    expect(replayed.ok && replayed.state).toEqual(game().state);
  });

  it('a step that ends with a result marks where its results begin; seeResults moves past them', () => {
    game().start(digital);
    play([{ type: 'chooseRole', role: 'defender' }, { type: 'chooseSeason', season: 'summer' }]);
    play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender') }]);
    const before = game().log.length;
    play([{ type: 'playTerritoryCard', side: 'invader', card: firstCard('invader') }]);
    expect(game().resultsFrom).toBe(before);
    expect(game().events[before]!.some((e) => e.code === 'territoryContestRevealed')).toBe(true);
    game().seeResults(null);
    expect(game().resultsFrom).toBeNull();
  });

  it('redo brings back the action and what followed it by itself, exactly as it was', async () => {
    game().start(digital);
    play([{ type: 'chooseRole', role: 'defender' }, { type: 'chooseSeason', season: 'summer' }]);
    const log = game().log;
    const season = log.findIndex((a) => a.type === 'chooseSeason');
    expect(game().undoTo(season)).toBe(true);
    expect(game().undone.map((a) => a.type)).toEqual(['chooseSeason', 'shuffleDeck', 'dealPbs']);
    expect(game().state?.stepId).toBe('season');
    expect(game().redo()).toBe(true);
    expect(game().log).toEqual(log);
    expect(game().undone).toEqual([]);
    expect(game().state?.stepId).toBe('territoryCards');
    await game().flush();
  });
});

describe('one game in every window', () => {
  let stop: (() => void)[] = [];
  afterEach(() => {
    stop.forEach((f) => f());
    stop = [];
  });

  /** Two windows of the app on one device: two stores over one library, B watching A. */
  async function twoWindows(actions: readonly Action[] = []) {
    const a = createGameStore();
    const b = createGameStore();
    a.getState().start(setup);
    play(actions, a);
    await a.getState().flush();
    await b.getState().open(a.getState().id!);
    return { a, b };
  }

  it('a window that opens a game another window started shows it under the same id', async () => {
    const { a, b } = await twoWindows(OPENING.slice(0, 2));
    expect(b.getState().id).toBe(a.getState().id);
    expect(b.getState().log).toEqual(a.getState().log);
    expect(b.getState().revision).toBe(a.getState().revision);
  });

  it('follows the other window live over the channel: only the new actions are applied; a deleted game closes', async () => {
    const { a, b } = await twoWindows();
    stop.push(watchOtherWindows(() => b.getState().sync()));
    play(OPENING.slice(0, 3), a);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 3)));
    expect(b.getState().state).toEqual(a.getState().state);
    expect(b.getState().events).toEqual(a.getState().events);
    expect(b.getState().revision).toBe(a.getState().revision);
    a.getState().undoTo(1);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 1)));
    expect(b.getState().undone).toEqual(OPENING.slice(1, 3));
    await deleteGame(a.getState().id!);
    await waitFor(() => expect(b.getState().gone).toBe(true));
    expect(b.getState().setup).toBeNull();
  });

  it('the channel carries only the game id and revision: no action, no card, no seed', async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel('pbw-game');
    channel.onmessage = (e) => heard.push(e.data);
    stop.push(() => channel.close());
    const a = createGameStore();
    digitalToContest(a);
    play([{ type: 'playTerritoryCard', side: 'defender', card: firstCard('defender', a) }], a);
    await a.getState().flush();
    await waitFor(() => expect(heard.at(-1)).toEqual({ id: a.getState().id, revision: a.getState().revision }));
    for (const message of heard) expect(Object.keys(message as object).sort()).toEqual(['id', 'revision']);
  });

  it('catches up on the storage event of the game’s notice key when there is no channel message', async () => {
    const { a, b } = await twoWindows();
    play(OPENING.slice(0, 2), a);
    await a.getState().flush(); // its channel message went out before B listened
    stop.push(watchOtherWindows(() => b.getState().sync()));
    expect(b.getState().log).toEqual([]);
    const key = `${STAMP_PREFIX}${a.getState().id}`;
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 2)));
  });

  it('catches up when the window gets the focus back', async () => {
    const { a, b } = await twoWindows();
    play(OPENING.slice(0, 2), a);
    await a.getState().flush();
    stop.push(watchOtherWindows(() => b.getState().sync()));
    expect(b.getState().log).toEqual([]);
    window.dispatchEvent(new FocusEvent('focus'));
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 2)));
  });

  it.each([
    ['an action', (s: ReturnType<typeof createGameStore>) => s.getState().dispatch(OPENING[1]!)],
    ['an undo', (s: ReturnType<typeof createGameStore>) => s.getState().undoTo(0)],
    ['a redo', (s: ReturnType<typeof createGameStore>) => s.getState().redo()],
  ])('a window that is behind is refused %s, catches up at once, and nothing forks or is lost', async (_what, change) => {
    const a = createGameStore();
    const b = createGameStore(); // not watching: it has not heard of A's move yet
    a.getState().start(setup);
    play(OPENING.slice(0, 2), a);
    a.getState().undoTo(1);
    await a.getState().flush();
    await b.getState().open(a.getState().id!);
    expect(a.getState().redo()).toBe(true); // A moves on
    await a.getState().flush();
    expect(b.getState().log).toEqual(OPENING.slice(0, 1));
    const stored = await saved(a);
    expect(change(b)).toBe(false);
    expect(b.getState().movedOn).toBe(true);
    expect(await saved(b)).toEqual(stored);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 2)));
    expect(b.getState().revision).toBe(a.getState().revision);
    // Caught up, B's next move counts, and A learns of it before its own next move.
    play(OPENING.slice(2, 3), b);
    expect(b.getState().movedOn).toBe(false);
    await b.getState().flush();
    expect(a.getState().dispatch(OPENING[3]!)).toBe(false);
    expect(a.getState().movedOn).toBe(true);
    await waitFor(() => expect(a.getState().log).toEqual(OPENING.slice(0, 3)));
    play(OPENING.slice(3, 4), a);
    expect((await saved(a))?.log.actions).toEqual(OPENING.slice(0, 4));
  });

  it('two windows acting at the same moment cannot fork the game: the second write is refused, and its window catches up', async () => {
    const { a, b } = await twoWindows();
    const mine: Action = { type: 'rollOff', faces: ['skull', 'blank'] };
    const theirs: Action = { type: 'rollOff', faces: ['blank', 'skull'] };
    expect(a.getState().dispatch(mine)).toBe(true);
    expect(b.getState().dispatch(theirs)).toBe(true); // neither has stored yet
    await Promise.all([a.getState().flush(), b.getState().flush()]);
    expect((await saved(a))?.log.actions).toEqual([mine]);
    expect(b.getState().movedOn).toBe(true);
    await waitFor(() => expect(b.getState().log).toEqual([mine]));
    expect(a.getState().movedOn).toBe(false);
  });

  it('a sync clears who holds the laptop', async () => {
    const { a, b } = await twoWindows();
    b.getState().showHand('defender');
    play(OPENING.slice(0, 1), a);
    await a.getState().flush();
    expect(b.getState().sync()).toBe(true);
    await waitFor(() => expect(b.getState().log).toEqual(OPENING.slice(0, 1)));
    expect(b.getState().holder).toBeNull();
    expect(b.getState().sync()).toBe(false);
  });

  it('a new game started in another window leaves this window’s game alone', async () => {
    const { a, b } = await twoWindows(OPENING.slice(0, 2));
    const id = b.getState().id;
    a.getState().start(makeSetup({ ...PHYSICAL, seed: 'other' }, [{ name: 'Carthage' }]));
    await a.getState().flush();
    expect(b.getState().sync()).toBe(false);
    expect(b.getState().id).toBe(id);
    expect(b.getState().log).toEqual(OPENING.slice(0, 2));
    expect(b.getState().dispatch(OPENING[2]!)).toBe(true);
  });
});
