import { STAMP_PREFIX } from '../saveKey';

/** Whether this browser holds a notice key of any stored game: a hint, read at once, that the library is not empty. */
export function anyStamp(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) if (localStorage.key(index)?.startsWith(STAMP_PREFIX)) return true;
  } catch {
    // Storage blocked: no hint, the library's own read decides.
  }
  return false;
}

/** Records that the game is stored at this revision; its storage event tells the other windows. */
export function writeStamp(id: string, revision: number): void {
  try {
    localStorage.setItem(STAMP_PREFIX + id, JSON.stringify({ id, revision }));
  } catch {
    // Only a notice: other windows still catch up on the channel, on focus and before any change.
  }
}

/** Forgets a deleted game's notice key. */
export function removeStamp(id: string): void {
  try {
    localStorage.removeItem(STAMP_PREFIX + id);
  } catch {
    // Only a notice: a window that still shows the game finds it gone when it next reads it.
  }
}
