import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_FORMAT, replay, type Action } from '../engine';
import { makeSetup } from '../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../tests/support/uiState';
import { toGameLog } from './gameFile';
import { SAVE_KEY } from './saveKey';
import { useGame } from './store';

const blank = useGame.getState();
const setup = makeSetup(PHYSICAL);
const OPENING: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'summer' },
  { type: 'playTerritoryCard', side: 'defender', card: 'red' },
  { type: 'playTerritoryCard', side: 'invader', card: null },
];

const game = () => useGame.getState();
const saved = () => JSON.parse(localStorage.getItem(SAVE_KEY) ?? 'null') as { format: string; setup: unknown; actions: Action[] } | null;

function play(actions: readonly Action[]) {
  for (const action of actions) expect(game().dispatch(action)).toBe(true);
}

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blank, true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game store', () => {
  it('starts a game at the roll-off and saves it at once', () => {
    game().start(setup);
    expect(game().state?.phase).toBe('rollOff');
    expect(game().log).toEqual([]);
    expect(saved()).toEqual({ format: LOG_FORMAT, version: expect.any(Number), setup, actions: [] });
  });

  it('autosaves the game log under pbw.game after each action', () => {
    game().start(setup);
    OPENING.forEach((action, i) => {
      expect(game().dispatch(action)).toBe(true);
      expect(saved()?.actions).toEqual(OPENING.slice(0, i + 1));
    });
    expect(game().saveFailed).toBe(false);
  });

  it('keeps a refusal to show and leaves the game and the save unchanged', () => {
    game().start(setup);
    play(OPENING.slice(0, 1));
    const before = game().state;
    const text = localStorage.getItem(SAVE_KEY);
    expect(game().dispatch({ type: 'chooseSeason', season: 'winter' })).toBe(false);
    expect(game().refusal?.message).toBe('It is time for choosing invader or defender, not that.');
    expect(game().state).toBe(before);
    expect(game().log).toHaveLength(1);
    expect(localStorage.getItem(SAVE_KEY)).toBe(text);
    game().dismissRefusal();
    expect(game().refusal).toBeNull();
  });

  it('load() resumes exactly where the saved game stood', () => {
    game().start(setup);
    play(OPENING);
    const { log, state } = game();
    useGame.setState(blank, true); // a reload
    game().load();
    expect(game().log).toEqual(log);
    expect(game().state).toEqual(state);
    expect(game().state?.phase).toBe('chooseTerritory');
    expect(game().storageProblem).toBeNull();
  });

  it('load() with nothing saved leaves the store empty', () => {
    game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"format": "pre-battle'],
    ['JSON of another format', JSON.stringify({ hello: 'world' })],
    ['a log whose action is refused', JSON.stringify(toGameLog(setup, [{ type: 'chooseSeason', season: 'summer' }]))],
  ])('a corrupted save (%s) is reported and kept untouched', (_what, text) => {
    localStorage.setItem(SAVE_KEY, text);
    game().load();
    expect(game().state).toBeNull();
    expect(game().storageProblem).toEqual({ raw: text, message: expect.stringMatching(/^(This file is not a game file|Action 1 of the game file is not allowed)/) });
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
    expect(game().saveFailed).toBe(true);
  });

  describe('importText', () => {
    beforeEach(() => {
      game().start(setup);
      play(OPENING.slice(0, 2));
    });

    it.each([
      ['bad JSON', 'not json at all', 'This file is not a game file: it is not valid JSON.'],
      ['the wrong format', JSON.stringify({ format: 'something-else', version: 1 }), /^This file is not a game file of this app at format: .+\.$/],
      ['an illegal action', JSON.stringify(toGameLog(setup, [OPENING[1]!])), /^Action 1 of the game file is not allowed: It is time for the roll-off, not that\.$/],
      ['an invalid setup', JSON.stringify(toGameLog({ ...setup, seed: ' ' }, [])), /^(The game file's setup is invalid|This file is not a game file of this app at setup\.seed)/],
    ])('refuses %s with a clear message and leaves the current game unchanged', (_what, text, message) => {
      const before = { setup: game().setup, log: game().log, state: game().state };
      const stored = localStorage.getItem(SAVE_KEY);
      const problem = game().importText(text);
      expect(problem).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect({ setup: game().setup, log: game().log, state: game().state }).toEqual(before);
      expect(game().state).toBe(before.state);
      expect(localStorage.getItem(SAVE_KEY)).toBe(stored);
    });

    it('replaces the game with a valid file and saves it', () => {
      const other = makeSetup({ ...PHYSICAL, seed: 'imported' }, [{ name: 'Carthage' }]);
      const actions: Action[] = [{ type: 'rollOff', faces: ['blank', 'skull'] }];
      expect(game().importText(JSON.stringify(toGameLog(other, actions)))).toBeNull();
      expect(game().setup).toEqual(other);
      expect(game().log).toEqual(actions);
      expect(game().state?.phase).toBe('chooseRole');
      expect(game().state?.rollOffWinner).toBe(1);
      expect(saved()?.setup).toEqual(other);
    });
  });

  it('undoTo(count) goes back to the point after count actions and saves', () => {
    game().start(setup);
    play(OPENING);
    game().undoTo(2);
    expect(game().log).toEqual(OPENING.slice(0, 2));
    const expected = replay(uiRules, setup, OPENING.slice(0, 2));
    if (!expected.ok) throw new Error('the opening must replay');
    expect(game().state).toEqual(expected.state);
    expect(game().state?.phase).toBe('season');
    expect(saved()?.actions).toEqual(OPENING.slice(0, 2));
    game().undoTo(0);
    expect(game().log).toEqual([]);
    expect(game().state?.phase).toBe('rollOff');
  });

  it('undoTo ignores counts outside the log', () => {
    game().start(setup);
    play(OPENING.slice(0, 2));
    const state = game().state;
    game().undoTo(2);
    game().undoTo(-1);
    expect(game().state).toBe(state);
    expect(game().log).toHaveLength(2);
  });

  it('clear() forgets the game and its save', () => {
    game().start(setup);
    game().clear();
    expect(game().state).toBeNull();
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });
});
