import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_KEY } from '../saveKey';
import { failureOf, LibraryError, readAll, readOne, remove, writeIf } from './db';
import { askPersistenceOnce, currentPersistence } from './persistence';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

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
