import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAMP_PREFIX } from '../saveKey';
import { removeStamp, writeStamp } from './notice';
import { newGameId, parseStamp, readSavedText, sameStamp, storedStamp, type SavedRecord } from './record';

const LOG = { format: 'mortem-pre-battle-log', version: 2, setup: { players: [] }, actions: [{ type: 'rollOff', faces: ['skull', 'blank'] }] };
const RECORD: SavedRecord = { id: '0123456789abcdef', revision: 7, startedAt: '2025-01-02T13:04:00.000Z', log: LOG, undone: [] };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the stamps of stored games', () => {
  it('new ids are 16 hex digits and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, newGameId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads the old single save: a record, an older plain game log, and anything else as unreadable', () => {
    expect(readSavedText(JSON.stringify(RECORD))).toEqual({ kind: 'record', record: RECORD });
    expect(readSavedText(JSON.stringify(LOG))).toEqual({ kind: 'legacy', log: LOG });
    expect(readSavedText('{"id":')).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ hello: 'world' }))).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ ...RECORD, revision: -1 }))).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ ...RECORD, undone: {} }))).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ ...RECORD, startedAt: null, extra: 1 }))).toEqual({ kind: 'record', record: { ...RECORD, startedAt: null } });
  });

  it('a stamp from another window is its id and revision only, and anything else is none', () => {
    expect(parseStamp({ id: 'aaaa', revision: 3, secret: 'hand' })).toEqual({ id: 'aaaa', revision: 3 });
    expect(parseStamp({ id: null, revision: 0 })).toEqual({ id: null, revision: 0 });
    for (const bad of [{ id: '', revision: 1 }, { id: 'a', revision: -1 }, { id: 'a', revision: 1.5 }, { id: 'a' }, { revision: 1 }, [], 'a', null]) expect(parseStamp(bad)).toBeNull();
  });

  it('each game has its own notice key holding only its id and revision', () => {
    writeStamp('aaaa', 3);
    writeStamp('bbbb', 9);
    expect(JSON.parse(localStorage.getItem(`${STAMP_PREFIX}aaaa`)!)).toEqual({ id: 'aaaa', revision: 3 });
    expect(storedStamp('aaaa')).toEqual({ id: 'aaaa', revision: 3 });
    expect(storedStamp('bbbb')).toEqual({ id: 'bbbb', revision: 9 });
    removeStamp('aaaa');
    expect(storedStamp('aaaa')).toBeNull();
    expect(storedStamp('bbbb')).toEqual({ id: 'bbbb', revision: 9 });
  });

  it('a notice key that is broken, or names another game, counts as none', () => {
    localStorage.setItem(`${STAMP_PREFIX}aaaa`, '{"broken"');
    expect(storedStamp('aaaa')).toBeNull();
    localStorage.setItem(`${STAMP_PREFIX}aaaa`, JSON.stringify({ id: 'bbbb', revision: 2 }));
    expect(storedStamp('aaaa')).toBeNull();
  });

  it('a full or blocked storage is never thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStamp('aaaa', 1)).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedStamp('aaaa')).toBeNull();
  });

  it.each([
    [{ id: 'a', revision: 1 }, { id: 'a', revision: 1 }, true],
    [{ id: 'a', revision: 1 }, { id: 'a', revision: 2 }, false],
    [{ id: 'a', revision: 1 }, { id: 'b', revision: 1 }, false],
    [{ id: null, revision: 1 }, null, false],
    [null, null, true],
  ])('sameStamp(%j, %j) is %s', (a, b, same) => {
    expect(sameStamp(a, b)).toBe(same);
  });
});
