/// <reference types="vite/client" />
// The types of import.meta.env, also where the catalogues load outside Vite (the replay script: env is absent there).
/**
 * Every object of words the app shows is declared through `catalogue`, so the whole app can be rendered in a
 * pseudo-language: accented, lengthened text between markers, which makes any English typed outside a
 * catalogue stand out (the pseudo-language test). A second language is then a second catalogue.
 */

/** The markers around a pseudo-language string: text outside them on a screen came from no catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', y: 'ý', c: 'ç', n: 'ñ',
  A: 'Å', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', Y: 'Ý', C: 'Ç', N: 'Ñ',
};

/**
 * Whether the pseudo-language is on: in development with `localStorage['pbw-pseudo'] = '1'`, or in a test
 * that sets `globalThis.__PBW_PSEUDO__ = true` before the catalogues load.
 */
function pseudoOn(): boolean {
  const flag = (globalThis as { __PBW_PSEUDO__?: unknown }).__PBW_PSEUDO__;
  if (flag === true) return true;
  if (!import.meta.env?.DEV || typeof localStorage === 'undefined') return false;
  try {
    return localStorage.getItem('pbw-pseudo') === '1';
  } catch {
    return false;
  }
}

/** A sentence in the pseudo-language: letters accented, about a third longer, between markers. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const padding = '~'.repeat(Math.ceil(text.length / 3));
  return `${PSEUDO_OPEN}${accented}${padding}${PSEUDO_CLOSE}`;
}

function pseudo<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const fn = value as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => pseudo(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudo(item)) as T;
  // A React element or anything else that is not a plain object of words is left as it is.
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudo(item)])) as T;
  }
  return value;
}

/** Declares an object of words: as written, or in the pseudo-language when it is on. */
export function catalogue<T extends object>(words: T): T {
  return pseudoOn() ? pseudo(words) : words;
}
