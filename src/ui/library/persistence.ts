import { PERSIST_KEY } from '../saveKey';

/** Whether the browser agreed to keep the library when space runs low (persistent storage), or cannot be asked. */
export type Persistence = 'granted' | 'denied' | 'unsupported';

/**
 * Asks the browser once per device, after the first game is stored, to keep the library even when space
 * runs low; resolves with the answer the first time, and null once it was asked before (or cannot be remembered).
 */
export async function askPersistenceOnce(): Promise<Persistence | null> {
  try {
    if (localStorage.getItem(PERSIST_KEY) !== null) return null;
    // Marked before asking, so that two windows saving at once ask only once.
    localStorage.setItem(PERSIST_KEY, 'asking');
  } catch {
    return null;
  }
  let answer: Persistence = 'unsupported';
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) answer = (await navigator.storage.persist()) ? 'granted' : 'denied';
  } catch {
    answer = 'denied';
  }
  try {
    localStorage.setItem(PERSIST_KEY, answer);
  } catch {
    // The mark above already keeps it from being asked again.
  }
  return answer;
}

/** Whether the library is kept now (the browser may have changed its mind since it was asked); null if it cannot tell. */
export async function currentPersistence(): Promise<Persistence | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return 'unsupported';
    return (await navigator.storage.persisted()) ? 'granted' : 'denied';
  } catch {
    return null;
  }
}

/**
 * Whether this browser keeps the games, as the setup screen says it before a game starts (issue 35):
 * `unsupported` when it cannot be asked (no `navigator.storage.persist`, as in some private windows),
 * `denied` when it refused (WebKit refuses a site not added to the Home Screen) or refused before, `granted`
 * when it agreed. Asks once per device, as the first save would; null if it cannot tell.
 */
export async function keepsGames(): Promise<Persistence | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return 'unsupported';
    if (await navigator.storage.persisted?.()) return 'granted';
    return (await askPersistenceOnce()) ?? 'denied';
  } catch {
    return null;
  }
}
