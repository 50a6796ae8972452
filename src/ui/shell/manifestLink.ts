import { language, type Language } from '../words/language';

/** The web manifest of each language, as the build writes them (vite.config.ts, languageManifests). */
export function manifestPath(lang: Language): string {
  return lang === 'en' ? '/manifest.webmanifest' : `/manifest.${lang}.webmanifest`;
}

/** Links the manifest of the language on screen, so the app installs under its name in that language. */
export function linkManifest(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.setAttribute('href', manifestPath(language()));
}
