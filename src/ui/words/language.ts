/**
 * The language the app speaks on this device: the browser's on a first visit, then the one chosen, remembered
 * (localStorage) and applied at once. A change tells its listeners (the app's root renders again) and sets
 * `<html lang>`; the words themselves are read through `catalogue()` in the language on screen.
 */

/** The languages the app speaks, English first (every message is written in English, then translated). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language writes numbers, dates and lists in. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR' };

const STORED = 'pbw-language';

let current: Language = 'en';
const listeners = new Set<() => void>();

export function language(): Language {
  return current;
}

export function locale(): string {
  return LOCALES[current];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

/**
 * Speaks `next` from now on (its translations must be loaded: src/ui/app/languages.ts loads them): tells the
 * listeners, sets `<html lang>` and, when `remember`, keeps the choice on this device.
 */
export function speak(next: Language, remember: boolean): void {
  if (remember) {
    try {
      localStorage.setItem(STORED, next);
    } catch {
      // Not remembered (a private window): the choice still holds until the page closes.
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}
