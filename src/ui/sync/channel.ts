import { STAMP_PREFIX, SYNC_CHANNEL } from '../saveKey';
import type { Stamp } from './record';

let sender: BroadcastChannel | null = null;

/** Tells the other windows that a stored game changed or was deleted; the message is only `{ id, revision }`. */
export function announce(stamp: Stamp): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    sender ??= new BroadcastChannel(SYNC_CHANNEL);
    sender.postMessage({ id: stamp.id, revision: stamp.revision });
  } catch {
    // The notice key's storage event and the checks on focus still reach the other windows.
  }
}

/**
 * Calls `check` whenever another window may have changed a game: a channel message, a notice
 * key's storage event (for browsers without BroadcastChannel), the window regaining focus, or the page
 * becoming visible. Returns the function that stops watching.
 */
export function watchOtherWindows(check: () => void): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL);
  let watching = true;
  const onMessage = (e: MessageEvent) => {
    // The stamp's schema loads with the first message: Home, which watches too, carries no zod on a first visit.
    void import('./record')
      .then(({ parseStamp }) => {
        if (watching && parseStamp(e.data)) check();
      })
      .catch(() => undefined);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(STAMP_PREFIX)) check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    watching = false;
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
