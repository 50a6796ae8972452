import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_KEY } from '../saveKey';
import { failureOf, LibraryError, readAll, readOne, remove, writeIf } from './db';
import { readEntry } from './entry';
import { askPersistenceOnce, currentPersistence } from './persistence';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const GAME = {
  kind: 'game',
  id: 'abcdabcdabcdabcd',
  revision: 3,
  createdAt: '2026-11-23T09:05:00.000Z',
  savedAt: '2026-11-23T09:35:00.000Z',
  startedAt: '2026-11-23T09:05:00.000Z',
  title: null,
  summary: { players: [{ name: 'Anna', army: 'Later Romans' }, { name: 'Bruno', army: 'Sassanids' }], phase: 'march', actions: 14, cards: 'digital', dice: 'digital' },
  log: { format: 'mortem-pre-battle-log' },
  undone: [],
};

describe('the IndexedDB wrapper', () => {
  it('writeIf writes only what its check returns, in one transaction, and says whether it wrote', async () => {
    expect(await writeIf('k1', (current) => (current === undefined ? { n: 1 } : undefined))).toBe(true);
    expect(await writeIf('k1', (current) => (current === undefined ? { n: 2 } : undefined))).toBe(false);
    expect(await readOne('k1')).toEqual({ n: 1 });
    await remove('k1');
    expect(await readOne('k1')).toBeUndefined();
    expect((await readAll()).map(([key]) => key)).not.toContain('k1');
  });

  it('a browser without IndexedDB is reported as blocked, never thrown synchronously', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(readOne('k1')).rejects.toBeInstanceOf(LibraryError);
    await expect(readAll()).rejects.toMatchObject({ failure: 'blocked' });
  });

  it.each([
    [new DOMException('full', 'QuotaExceededError'), 'full'],
    [new DOMException('private', 'InvalidStateError'), 'blocked'],
    [new DOMException('denied', 'SecurityError'), 'blocked'],
    [new ReferenceError('indexedDB is not defined'), 'blocked'],
    [new DOMException('odd', 'DataCloneError'), 'other'],
    ['a string', 'other'],
  ])('failureOf(%s) is %s', (error, failure) => {
    expect(failureOf(error)).toBe(failure);
  });
});

describe('reading entries back', () => {
  it('a game entry, kept data, and anything else as unreadable with where it fails', () => {
    expect(readEntry(GAME.id, GAME)).toEqual({ kind: 'game', entry: GAME });
    const kept = { kind: 'kept', id: 'k', createdAt: GAME.createdAt, raw: '{"broken"', message: 'Not JSON.' };
    expect(readEntry('k', kept)).toEqual({ kind: 'kept', entry: kept });
    expect(readEntry(GAME.id, { ...GAME, summary: { ...GAME.summary, phase: 'lunch' } })).toMatchObject({ kind: 'unreadable', id: GAME.id, path: 'summary.phase' });
    expect(readEntry('other-key', GAME)).toMatchObject({ kind: 'unreadable', path: 'id' });
    expect(readEntry('x', 'just text')).toEqual({ kind: 'unreadable', id: 'x', raw: '"just text"', path: '' });
  });
});

describe('persistent storage', () => {
  it('is asked for once per device, and the answer is given the first time only', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: () => Promise.resolve(true) } });
    expect(await askPersistenceOnce()).toBe('granted');
    expect(await askPersistenceOnce()).toBeNull();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PERSIST_KEY)).toBe('granted');
    expect(await currentPersistence()).toBe('granted');
  });

  it.each([
    [{ persist: () => Promise.resolve(false) }, 'denied'],
    [{ persist: () => Promise.reject(new Error('no')) }, 'denied'],
    [undefined, 'unsupported'],
  ])('a browser that answers %o is %s', async (storage, answer) => {
    vi.stubGlobal('navigator', { ...navigator, storage });
    expect(await askPersistenceOnce()).toBe(answer);
  });
});
