import './manifestWords.fr';
import { LANGUAGES, speak, type Language } from '../words/language';
import { MANIFEST_WORDS } from './manifestWords';

/** What a web manifest says in one language. */
export interface ManifestText {
  name: string;
  short_name: string;
  description: string;
  lang: Language;
}

/**
 * The manifest's words in every language, for the build (vite.config.ts, languageManifests), which writes a manifest per
 * language from them; the app itself never loads this module (it loads a language's words when it is chosen).
 */
export function manifestTexts(): ManifestText[] {
  const texts = LANGUAGES.map((lang) => {
    speak(lang);
    return { name: MANIFEST_WORDS.name, short_name: MANIFEST_WORDS.shortName, description: MANIFEST_WORDS.description, lang };
  });
  speak('en');
  return texts;
}
