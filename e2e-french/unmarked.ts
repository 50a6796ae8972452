import { expect, type Page } from '@playwright/test';
import { chooseLanguage } from '../e2e/support/language';

/** The names the tests type (players, armies, an event): never translated. */
export const TYPED_NAMES = ['Anna', 'Bruno', 'Later', 'Romans', 'Sassanids', 'Northern', 'Open'];

/**
 * The words on screen that no translation gave: every visible text and accessible name (aria-label, title,
 * placeholder, alt) read in document order, each marked translation (⟪…⟫, nested too) taken out, then what is left
 * that holds a letter, outside an English quotation of a source (`lang="en"`), a code or address shown as it is in every
 * language (`translate="no"`: a share link, a game code's fingerprint) and the names a player typed.
 * Each is returned once, with a little of what surrounds it.
 */
export async function unmarkedWords(page: Page, allowed: readonly string[] = TYPED_NAMES): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const leftAsIs = (el: Element | null) => (el?.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('en') || !!el?.closest('[translate="no"]');
    const shown = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const el = node.parentElement;
        if (!el || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) || leftAsIs(el) || !shown(el)) continue;
        parts.push(node.textContent ?? '');
      } else {
        const el = node as Element;
        if (leftAsIs(el) || !shown(el)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value) parts.push(`\n${value}\n`);
        }
      }
    }
    return parts.join(' ');
  });
  let left = text;
  for (let before = ''; before !== left; ) {
    before = left;
    left = left.replace(/⟪[^⟪⟫]*⟫/g, ' ');
  }
  const found = new Set<string>();
  for (const match of left.matchAll(/\p{L}[\p{L}’'-]*/gu)) {
    const word = match[0];
    if (allowed.includes(word)) continue;
    const at = match.index ?? 0;
    found.add(`"${left.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, ' ').trim()}"`);
  }
  return [...found];
}

/** In French, the screen shows only translated words (and quotations, and typed names); then back to English. */
export async function expectAllFrench(page: Page, where: string): Promise<void> {
  await chooseLanguage(page, 'fr');
  expect(await unmarkedWords(page), where).toEqual([]);
  await chooseLanguage(page, 'en');
}
