/// <reference types="vite/client" />
import { language, locale } from './language';
import { formatMessage, type Formatters, type Params } from './message';
import { translationOf, type MessageFn } from './translations';
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

/** The markers around a translated word in a marked test build: text outside them came from no translation. */
export const MARK_OPEN = '⟪';
export const MARK_CLOSE = '⟫';

/** A test build marks every translated word (`VITE_MARK_TRANSLATIONS=1`, the French browser test); no other build does. */
const MARKING = import.meta.env?.VITE_MARK_TRANSLATIONS === '1';

/** A translation's words as shown: between markers in a marked test build, as they are everywhere else. */
export function translated(text: string): string {
  return MARKING ? `${MARK_OPEN}${text}${MARK_CLOSE}` : text;
}

/**
 * Text derived from a word, such as its initials: in a marked test build, derived from the word inside a translation's
 * marks and marked again, so the marks stay whole.
 */
export function derivedFrom<T extends string | null>(word: string, derive: (plain: string) => T): T {
  if (!MARKING || !word.startsWith(MARK_OPEN) || !word.endsWith(MARK_CLOSE)) return derive(word);
  const derived = derive(word.slice(MARK_OPEN.length, -MARK_CLOSE.length));
  return (derived === null ? null : translated(derived)) as T;
}

/** A production build never shows the pseudo-language, so its code is left out of the build. */
const PSEUDO_POSSIBLE = !import.meta.env?.PROD;

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

/**
 * A word shown in English that no catalogue declares, as a language would name it otherwise (a data's name: vocab's
 * `dataName`): in the pseudo-language it is marked like a catalogue's word.
 */
export function untranslated(text: string): string {
  return PSEUDO_POSSIBLE && pseudoOn() ? pseudoText(text) : text;
}

function pseudo<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const fn = value as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => pseudo(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudo(item)) as T;
  if (isWords(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudo(item)])) as T;
  return value;
}

/** A plain object of words (not a React element, a message or anything else). */
function isWords(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value);
}

/**
 * Declares an object of words in English, in which a message with parameters is declared with `msg` (src/ui/words/message.ts
 * says how a message writes its grammar). What it returns reads every word in the language on screen
 * (src/ui/words/language.ts) each time it is read, so a change of language needs no reload: a string is a string, a
 * message a function of its parameters. A word with no translation in the language on screen is said in English.
 */
export function catalogue<T extends object>(words: T): Words<T> {
  const on = PSEUDO_POSSIBLE && pseudoOn();
  const live = liveWords(on ? pseudo(words) : words, on);
  if (live !== words) declared.push({ words: live, english: words });
  return live as Words<T>;
}

/** Every catalogue declared so far, with its English as written: what a translation must match (its tests). */
const declared: { words: object; english: object }[] = [];
export function declaredCatalogues(): readonly { words: object; english: object }[] {
  return declared;
}

/** A message's English text, as `msg` declared it; null for anything else. */
export function declaredText(value: unknown): string | null {
  return value instanceof Msg ? (value as Msg<object>).text : null;
}

/** A message with parameters, as `msg` declares it in a catalogue (its text is read when the message is said). */
class Msg<P> {
  declare readonly params: P;
  constructor(readonly text: string) {}
}

/**
 * A message with named parameters, its grammar written in the text (src/ui/words/message.ts), e.g.
 * `msg<{ n: number }>('{n, plural, one {# card} other {# cards}}')`. Every language's text for it takes the same
 * parameters.
 */
export function msg<P extends object>(text: string): Msg<P> {
  return new Msg<P>(text);
}

/** What `catalogue` returns for words declared as `T`: strings, messages as functions of their parameters. */
export type Words<T> =
  T extends Msg<infer P>
    ? MessageFn<P>
    : T extends string
      ? string
      : T extends (...args: never[]) => unknown
        ? T
        : T extends object
          ? { [K in keyof T]: Words<T[K]> }
          : T;

/** The text at `path` in the language on screen, else in English (null: English, as no translation gives it). */
function translationAt(root: object, path: readonly string[]): string | null {
  const lang = language();
  if (lang === 'en') return null;
  let node: unknown = translationOf(lang, root);
  for (const key of path) node = (node as Readonly<Record<string, unknown>> | undefined)?.[key];
  return typeof node === 'string' ? node : null;
}

function fill(root: object, out: Record<string, unknown>, words: object, path: readonly string[], pseudoLanguage: boolean): void {
  for (const [key, value] of Object.entries(words)) {
    const at = [...path, key];
    if (typeof value === 'string') {
      Object.defineProperty(out, key, {
        enumerable: true,
        get: () => {
          const text = translationAt(root, at);
          return text === null ? value : translated(text);
        },
      });
    } else if (value instanceof Msg) {
      const text = (value as Msg<Params>).text;
      out[key] = (params: Params = {}, formatters?: Formatters) => {
        const own = translationAt(root, at);
        const said = formatMessage(locale(), own ?? text, params, formatters);
        if (own !== null) return translated(said);
        return PSEUDO_POSSIBLE && pseudoLanguage ? pseudoText(said) : said;
      };
    } else if (Array.isArray(value) || isWords(value)) {
      const node: Record<string, unknown> = Array.isArray(value) ? (new Array(value.length) as unknown as Record<string, unknown>) : {};
      fill(root, node, value, at, pseudoLanguage);
      out[key] = node;
    } else {
      out[key] = value;
    }
  }
}

function liveWords(words: object, pseudoLanguage: boolean): object {
  if (!isWords(words) && !Array.isArray(words)) return words;
  const root: Record<string, unknown> = Array.isArray(words) ? (new Array(words.length) as unknown as Record<string, unknown>) : {};
  fill(root, root, words, [], pseudoLanguage);
  return root;
}
