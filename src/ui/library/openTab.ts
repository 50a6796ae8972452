import { OPEN_KEY } from '../saveKey';

/** The id of the game this tab has open (kept for the tab's life, so a reload reopens it); null if none or blocked. */
export function openInTab(): string | null {
  try {
    return sessionStorage.getItem(OPEN_KEY);
  } catch {
    return null;
  }
}

/** Records which game this tab has open, or that it has none. */
export function rememberOpen(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(OPEN_KEY);
    else sessionStorage.setItem(OPEN_KEY, id);
  } catch {
    // Without session storage a reload shows the library instead of the game: nothing is lost.
  }
}
