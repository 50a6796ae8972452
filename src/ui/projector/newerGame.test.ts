import { describe, expect, it } from 'vitest';
import { isNewerGame, pickOffer } from './newerGame';
import type { RoomMessage } from './protocol';

/** A room message with only what these rules read. */
const message = (gameId: string, startedAt: string | null | undefined, revision = 1): RoomMessage => ({
  type: 'room',
  gameId,
  revision,
  actions: revision,
  hidden: false,
  turn: null,
  view: null,
  events: [],
  ...(startedAt === undefined ? {} : { startedAt }),
});

const NINE = '2026-11-27T21:00:00.000Z';
const TEN = '2026-11-27T22:00:00.000Z';

describe('isNewerGame (which other game the projector offers to follow)', () => {
  it.each([
    ['a game that started later', message('a', NINE), message('b', TEN), true],
    ['a game that started earlier (an old game open in another window)', message('a', TEN), message('b', NINE), false],
    ['a game that started at the same time', message('a', NINE), message('b', NINE), false],
    ['the followed game itself', message('a', NINE), message('a', TEN), false],
    ['any game while the followed one has not been heard of', null, message('b', NINE), true],
    ['an imported game (no start): the umpire decides', message('a', NINE), message('b', null), true],
    ['any game when the followed one was imported', message('a', null), message('b', NINE), true],
    ['a game from a window that does not say when it started', message('a', NINE), message('b', undefined), true],
  ])('%s', (_label, followed, other, offered) => {
    expect(isNewerGame(followed, other)).toBe(offered);
  });
});

describe('pickOffer (the game offered when several are heard)', () => {
  it('the first other game heard', () => {
    expect(pickOffer(null, message('b', TEN))).toEqual(message('b', TEN));
  });

  it('the latest message of the offered game, never an older revision', () => {
    const offered = message('b', TEN, 3);
    expect(pickOffer(offered, message('b', TEN, 4)).revision).toBe(4);
    expect(pickOffer(offered, message('b', TEN, 2)).revision).toBe(3);
  });

  it('a game that started later still, not an older one', () => {
    const offered = message('b', NINE);
    expect(pickOffer(offered, message('c', TEN)).gameId).toBe('c');
    expect(pickOffer(message('c', TEN), message('b', NINE)).gameId).toBe('c');
  });
});
