/** Where the game windows keep whether the projector is blanked, so it survives a reload and is shared by every window. */
export const HIDDEN_KEY = 'pbw.projector.hidden';

const listeners = new Set<() => void>();
/** The choice of this window when storage is blocked: it still works until the window closes. */
let unsaved: boolean | null = null;

/** Whether the players have hidden the game from the room. */
export function readHidden(): boolean {
  if (unsaved !== null) return unsaved;
  try {
    return localStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Hides the game from the room or shows it again, in every window. */
export function writeHidden(hidden: boolean): void {
  try {
    localStorage.setItem(HIDDEN_KEY, String(hidden));
    unsaved = null;
  } catch {
    unsaved = hidden;
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when this window or another one hides or shows the game; returns the function that stops. */
export function subscribeHidden(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === HIDDEN_KEY || e.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
