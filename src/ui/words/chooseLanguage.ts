import { isLanguage, speak, type Language } from './language';

const STORED = 'pbw-language';


/** Each language's translations, loaded the first time it is chosen (English is the catalogues' own). */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<unknown>>> = {
  fr: () => import('./fr/index'),
};

/**
 * Speaks `next` from now on: loads its translations first (offline too: they are precached), then switches, so the
 * screen never shows a language half loaded. `remember`: the player chose it, so this device keeps it.
 */
export async function chooseLanguage(next: Language, remember: boolean): Promise<void> {
  if (next !== 'en') await LOADERS[next]();
  if (remember) {
    try {
      localStorage.setItem(STORED, next);
    } catch {
      // Not remembered (a private window): the choice still holds until the page closes.
    }
  }
  speak(next);
}

/** The language this device chose before, else the first of the browser's languages the app speaks, else English. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORED);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (a private window): the browser's language decides.
  }
  const asked = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of asked) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

