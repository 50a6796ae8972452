/**
 * Whether the open game's last save failed, and a way to wait for its pending save, for parts of the app
 * loaded before the game store (the update banner): the store reports here, so reading it pulls in no engine.
 */
let failed = false;
let flusher: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** The store says whether the last save of the open game failed. */
export function reportSaveFailed(value: boolean): void {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

/** True while the last save of the open game has failed (full, blocked or broken storage). */
export function lastSaveFailed(): boolean {
  return failed;
}

/** Calls `listener` whenever that changes; returns the way to stop. */
export function onSaveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store gives the way to wait for its pending save. */
export function registerFlush(flush: () => Promise<void>): void {
  flusher = flush;
}

/** Resolves once the pending save has been written or has failed (at once when no game store is loaded). */
export function flushSaves(): Promise<void> {
  return flusher ? flusher() : Promise.resolve();
}
