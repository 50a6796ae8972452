import { STAMP_PREFIX } from '../saveKey';

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
