import { createStore, del, entries, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { LIBRARY_DB, LIBRARY_STORE } from '../saveKey';

/** Why the browser would not store or read the library: full, blocked (private mode, settings), or something else. */
export type StorageFailure = 'full' | 'blocked' | 'other';

/** A storage operation that did not work, with the reason in a form the words catalogue can name. */
export class LibraryError extends Error {
  constructor(readonly failure: StorageFailure, cause: unknown) {
    super(`The library could not be used: ${String(cause)}`, { cause });
  }
}

/** Names the reason of a storage error: a full disk or quota, a browser that blocks IndexedDB, or other. */
export function failureOf(error: unknown): StorageFailure {
  if (error instanceof LibraryError) return error.failure;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError') return 'full';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'NotAllowedError' || name === 'ReferenceError' || name === 'UnknownError') return 'blocked';
  return 'other';
}

let store: UseStore | null = null;

/** The library's object store, opened on first use; a browser without IndexedDB is reported as blocked. */
function games(): UseStore {
  if (typeof indexedDB === 'undefined') throw new LibraryError('blocked', 'this browser has no IndexedDB');
  store ??= createStore(LIBRARY_DB, LIBRARY_STORE);
  return store;
}

/** Runs a storage operation, turning every throw (even a synchronous one) into a `LibraryError`. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof LibraryError ? error : new LibraryError(failureOf(error), error);
  }
}

/** Every stored value with its key, as stored: the caller checks each one. */
export function readAll(): Promise<[IDBValidKey, unknown][]> {
  return guarded(() => entries<IDBValidKey, unknown>(games()));
}

/** One stored value, as stored; undefined if there is none. */
export function readOne(id: string): Promise<unknown> {
  return guarded(() => get<unknown>(id, games()));
}

/**
 * Writes `next(current)` in one transaction, so that no other window can write in between; when `next`
 * returns undefined nothing is written. Resolves with whether it wrote, once the write is on disk.
 */
export function writeIf(id: string, next: (current: unknown) => unknown): Promise<boolean> {
  return guarded(() =>
    games()('readwrite', (objects) =>
      promisifyRequest<unknown>(objects.get(id)).then((current) => {
        const value = next(current);
        if (value === undefined) return false;
        objects.put(value, id);
        return promisifyRequest(objects.transaction).then(() => true);
      }),
    ),
  );
}

/** Removes one entry. */
export function remove(id: string): Promise<void> {
  return guarded(() => del(id, games()));
}
