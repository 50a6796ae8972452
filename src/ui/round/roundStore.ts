import { RoundSchema, type Round } from '../../round';

/** The rounds are kept in IndexedDB beside the games, in a database of their own so the library never meets a round. */
export const ROUND_DB = 'pbw-rounds';
export const ROUND_STORE = 'rounds';

let opened: Promise<IDBDatabase> | null = null;

/** A request's result, or its error. */
const done = <T,>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Resolves once a write's transaction is on disk. */
const written = (store: IDBObjectStore): Promise<void> =>
  new Promise((resolve, reject) => {
    store.transaction.oncomplete = () => resolve();
    store.transaction.onerror = () => reject(store.transaction.error);
  });

/** The rounds' object store in one transaction (opened with the database on first use; this screen's code alone, not the games'). */
async function rounds(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  opened ??= (() => {
    const request = indexedDB.open(ROUND_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ROUND_STORE);
    return done(request).catch((error: unknown) => {
      opened = null;
      throw error;
    });
  })();
  return (await opened).transaction(ROUND_STORE, mode).objectStore(ROUND_STORE);
}

/** Every round stored that its schema reads, newest first; a damaged entry is left where it is, unlisted. */
export async function listRounds(): Promise<Round[]> {
  const all = await done((await rounds('readonly')).getAll());
  return all
    .map((value: unknown) => RoundSchema.safeParse(value))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** One round, or null when none by that id is stored or it does not read. */
export async function loadRound(id: string): Promise<Round | null> {
  const parsed = RoundSchema.safeParse(await done((await rounds('readonly')).get(id)));
  return parsed.success ? parsed.data : null;
}

/** Keeps a round on this device, once the write is on disk. */
export async function saveRound(round: Round): Promise<void> {
  const store = await rounds('readwrite');
  store.put(round, round.id);
  await written(store);
}

/** Deletes a round from this device, once the change is on disk. */
export async function deleteRound(id: string): Promise<void> {
  const store = await rounds('readwrite');
  store.delete(id);
  await written(store);
}

/** A fresh id for a round: letters and digits, as an address segment takes them. */
export const newRoundId = (): string => crypto.randomUUID().replace(/-/g, '');
