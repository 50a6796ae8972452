import { speak, type Language } from './language';

/** Each language's translations, loaded the first time it is shown (English is the catalogues' own). */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<unknown>>> = {
  fr: () => import('./fr/index'),
};

/**
 * Speaks `next` from now on: loads its translations first (offline too: they are precached), then switches, so the
 * screen never shows a language half loaded. Remembers nothing: the projector follows the window that opened it
 * this way, and a player's choice is kept by src/ui/words/chooseLanguage.ts.
 */
export async function showLanguage(next: Language): Promise<void> {
  if (next !== 'en') await LOADERS[next]();
  speak(next);
}
