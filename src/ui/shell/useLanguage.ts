import { useSyncExternalStore } from 'react';
import { language, onLanguageChange, type Language } from '../words/language';

/**
 * The language on screen, for a component that must draw again when it changes: the app's root (so every screen's
 * words are read again) and a memo that builds words (its dependencies name the language).
 */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, language, language);
}
