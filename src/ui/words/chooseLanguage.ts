import { speak, type Language } from './language';

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
  speak(next, remember);
}
