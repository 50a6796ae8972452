import { beforeEach, describe, expect, it } from 'vitest';
import { makeSetup } from '../../tests/support/randomGame';
import { toGameLog } from './gameFile';
import { SAVE_KEY } from './saveKey';
import { savedGamePlayers } from './savedGame';

const log = toGameLog(makeSetup(), []);

beforeEach(() => localStorage.clear());

describe('savedGamePlayers (the home screen’s "Resume")', () => {
  it.each([
    ['a saved game record', JSON.stringify({ id: 'abc', revision: 3, startedAt: null, log, undone: [] }), ['Anna', 'Bruno']],
    ['a save from before records (a plain game log)', JSON.stringify(log), ['Anna', 'Bruno']],
    ['a corrupted save', '{"broken', ['?', '?']],
    ['a record without players', JSON.stringify({ id: 'abc', revision: 3, startedAt: null, log: {}, undone: [] }), ['?', '?']],
  ])('reads %s', (_what, text, players) => {
    localStorage.setItem(SAVE_KEY, text);
    expect(savedGamePlayers()).toEqual(players);
  });

  it('is null with nothing saved', () => {
    expect(savedGamePlayers()).toBeNull();
  });
});
