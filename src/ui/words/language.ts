/**
 * The language on screen: a change tells its listeners (the app's root renders again) and sets `<html lang>`; the
 * words themselves are read through `catalogue()` in the language on screen. Which language a device prefers, and
 * remembering a choice, are src/ui/words/chooseLanguage.ts's.
 */

/** The languages the app speaks, English first (every message is written in English, then translated). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The languages a player is offered (the chooser, the browser's language on a first visit): a language is offered once
 * it translates every catalogue and every step (src/ui/words/translations.test.ts checks each offered one).
 */
export const OFFERED: readonly Language[] = ['en', 'fr'];

/** The locale each language writes numbers, dates and lists in. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR' };

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

/** A language a player may choose (OFFERED). */
export function isOffered(value: unknown): value is Language {
  return isLanguage(value) && OFFERED.includes(value);
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Speaks `next` from now on (its translations must be loaded: src/ui/words/chooseLanguage.ts loads them): tells the
 * listeners and sets `<html lang>`. Nothing is stored here: the projector follows the window that opened it.
 */
export function speak(next: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}
