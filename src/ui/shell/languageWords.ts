import { catalogue } from '../words/catalogue';
import type { Language } from '../words/language';

/** The language chooser's words: its label, and the question it answers for a screen reader. */
export const LANGUAGE_WORDS = catalogue({
  label: 'Language',
  hint: 'The app’s words in this language, on this device. Your games stay as they are.',
  failed: 'This language could not load: connect to the internet once, then choose it again.',
});

/** Each language named in itself, the same on every screen, so a player finds their own whatever the app speaks. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

/** Each language's code, what the chooser shows on a phone, where the header has room for no more (its name is still said). */
export const LANGUAGE_CODES: Readonly<Record<Language, string>> = { en: 'EN', fr: 'FR' };
