import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_KEY, STAMP_KEY } from '../saveKey';
import { newGameId, readSavedText, recordText, removeRecord, sameStamp, storedStamp, writeRecord, type SavedRecord } from './record';

const LOG = { format: 'mortem-pre-battle-log', version: 2, setup: { players: [] }, actions: [{ type: 'rollOff', faces: ['skull', 'blank'] }] };
const RECORD: SavedRecord = { id: '0123456789abcdef', revision: 7, startedAt: '2025-01-02T13:04:00.000Z', log: LOG, undone: [] };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the saved game record', () => {
  it('new ids are 16 hex digits and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, newGameId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads a record, an old plain game log, and anything else as unreadable', () => {
    expect(readSavedText(recordText(RECORD))).toEqual({ kind: 'record', record: RECORD });
    expect(readSavedText(JSON.stringify(LOG))).toEqual({ kind: 'legacy', log: LOG });
    expect(readSavedText('{"id":')).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ hello: 'world' }))).toEqual({ kind: 'unreadable' });
    expect(readSavedText(JSON.stringify({ ...RECORD, revision: -1 }))).toEqual({ kind: 'unreadable' });
  });

  it('writes the id and revision first, so the stamp is read from the head of a long save', () => {
    const long = { ...RECORD, log: { ...LOG, actions: Array.from({ length: 10_000 }, () => LOG.actions[0]) } };
    expect(recordText(long).startsWith('{"id":"0123456789abcdef","revision":7,')).toBe(true);
    expect(writeRecord(long)).toBe(true);
    const parse = vi.spyOn(JSON, 'parse');
    expect(storedStamp()).toEqual({ id: RECORD.id, revision: 7 });
    expect(parse.mock.calls.every(([text]) => String(text).length < 100)).toBe(true);
  });

  it('writeRecord also writes the notice key with the stamp only', () => {
    writeRecord(RECORD);
    expect(JSON.parse(localStorage.getItem(STAMP_KEY)!)).toEqual({ id: RECORD.id, revision: 7 });
  });

  it('the stored record is the truth even before the notice key is written', () => {
    localStorage.setItem(STAMP_KEY, JSON.stringify({ id: RECORD.id, revision: 6 }));
    localStorage.setItem(SAVE_KEY, recordText(RECORD));
    expect(storedStamp()).toEqual({ id: RECORD.id, revision: 7 });
  });

  it('after the game is removed, the notice key still counts', () => {
    writeRecord(RECORD);
    expect(removeRecord(8)).toBe(true);
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
    expect(storedStamp()).toEqual({ id: null, revision: 8 });
  });

  it('an old save, a broken one or no save at all has no stamp', () => {
    expect(storedStamp()).toBeNull();
    localStorage.setItem(SAVE_KEY, JSON.stringify(LOG));
    expect(storedStamp()).toBeNull();
    localStorage.setItem(SAVE_KEY, '{"broken"');
    expect(storedStamp()).toBeNull();
  });

  it('a full or blocked storage is reported, never thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeRecord(RECORD)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedStamp()).toBeNull();
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
