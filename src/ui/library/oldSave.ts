import { SAVE_KEY } from '../saveKey';

/** The text of the old single save, or null when there is none (or storage is blocked). */
export function oldSaveText(): string | null {
  try {
    return localStorage.getItem(SAVE_KEY);
  } catch {
    return null;
  }
}
