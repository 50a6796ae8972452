import { isOffered, speak, type Language } from './language';
import { showLanguage } from './showLanguage';

const STORED = 'pbw-language';

/**
 * Speaks `next` from now on (src/ui/words/showLanguage.ts: its translations load first). `remember`: the player chose
 * it, so this device keeps it.
 */
export async function chooseLanguage(next: Language, remember: boolean): Promise<void> {
  await showLanguage(next);
  if (remember) {
    try {
      localStorage.setItem(STORED, next);
    } catch {
      // Not remembered (a private window): the choice still holds until the page closes.
    }
  }
}

/** The language this device chose before, else the first of the browser's languages the app offers, else English. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORED);
    if (isOffered(stored)) return stored;
  } catch {
    // Storage refused (a private window): the browser's language decides.
  }
  const asked = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of asked) {
    const base = tag.toLowerCase().split('-')[0];
    if (isOffered(base)) return base;
  }
  return 'en';
}

/**
 * The language of the first screen, before it is drawn: this device's choice or the browser's language. Should its
 * translations not load (a first visit cut off mid-way), the app speaks English rather than show nothing.
 */
export async function startLanguage(): Promise<void> {
  try {
    await chooseLanguage(preferredLanguage(), false);
  } catch {
    speak('en');
  }
}
