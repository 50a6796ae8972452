import { catalogue, msg } from './catalogue';
/** Words of the app's frame, shown whatever the screen, and of Home's first paint: they load with the app's first script. */
export const SHELL_WORDS = catalogue({
  /** While a part of the app arrives (the first time it is used, or before it was cached for offline use). */
  loading: 'Loading…',
  /** Where a part of the app could not arrive (offline before the app was kept on this device). */
  partFailed: 'This part of the app could not load: connect to the internet once, then try again.',
  tryAgain: 'Try again',
  /** The header's button that opens the rules reference. */
  rulesButton: 'Rules',
  /** Home's saved games, as their section shows before its list has loaded (the list's own words load with it). */
  savedGames: 'Your games',
  lookingForGames: 'Looking for your saved games…',
  noSavedGames: 'No saved games yet. A new pre-battle or an opened game file is added here.',
  /** The one-time hint on iPhone and iPad, where Safari deletes site data after 7 days. */
  iosHint: 'On iPhone and iPad, Safari deletes saved games after 7 days unless you add this app to the Home Screen: tap Share, then "Add to Home Screen".',
  iosHintSeen: 'Got it',
  /** The note that a new version of the app is ready. */
  updateReady: 'A new version is ready. Your game is saved; reload when you are between steps.',
  /** The same note while the last save of the open game failed: reloading would lose what was not stored. */
  updateReadySaveFailed:
    'A new version is ready, but the last save of your game failed, so reloading now would lose the moves since the last one stored. Save the game file first, then reload.',
  saveFile: 'Save the game file',
  /** While Reload waits for the game's pending save. */
  saving: 'Saving the game…',
  reload: 'Reload',
  reloadAnyway: 'Reload anyway',
  later: 'Later',
  offlineReady: 'Ready to work offline.',
  ok: 'OK',
  /** The header's theme button, naming the theme in use. */
  theme: msg<{ theme: string }>('Theme: {theme}'),
  themes: { system: 'System', light: 'Light', dark: 'Dark' },
});
