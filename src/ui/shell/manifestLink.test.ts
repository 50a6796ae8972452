import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../words/showLanguage';
import { linkManifest } from './manifestLink';

afterEach(async () => {
  await showLanguage('en');
  document.head.innerHTML = '';
});

describe('the web manifest the page links', () => {
  it('is the one of the language on screen, so the app installs under its name in it', async () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const link = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    await showLanguage('fr');
    linkManifest();
    expect(link()).toBe('/manifest.fr.webmanifest');
    await showLanguage('en');
    linkManifest();
    expect(link()).toBe('/manifest.webmanifest');
  }, 30_000);
});
