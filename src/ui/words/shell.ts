/** Words of the app's frame, shown whatever the screen. */
export const SHELL_WORDS = {
  /** While a part of the app arrives (the first time it is used, or before it was cached for offline use). */
  loading: 'Loading…',
};
