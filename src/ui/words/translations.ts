import type { Language } from './language';
import type { Formatters } from './message';

/**
 * The translations of the catalogues, by language: each `words.<lang>.ts` beside a `words.ts` registers its text for
 * the catalogue it translates (`translate`), and `catalogue()` reads it while that language is on screen.
 */
const byLanguage = new Map<Language, WeakMap<object, object>>();

/**
 * A message's type: a function of its parameters whose text `msg` declared (src/ui/words/catalogue.ts), given the
 * formats its text names beyond the standard ones, if any (a game's things: src/ui/words/say.ts).
 */
export declare const MESSAGE: unique symbol;
export type MessageFn<P> = ((params: P, formatters?: Formatters) => string) & { readonly [MESSAGE]: P };

/**
 * What a language gives for a catalogue: the same keys, a text for each string and each message (the message's
 * parameters are the English one's: `npm test` checks the text uses no other and makes the same choices).
 */
export type Translation<W> = W extends MessageFn<infer _P>
  ? string
  : W extends string
    ? string
    : W extends readonly (infer Item)[]
      ? readonly Translation<Item>[]
      : W extends (...args: never[]) => unknown
        ? never
        : W extends object
          ? { readonly [K in keyof W]: Translation<W[K]> }
          : W;

export function translate<W extends object>(lang: Exclude<Language, 'en'>, words: W, text: Translation<W>): void {
  let table = byLanguage.get(lang);
  if (!table) byLanguage.set(lang, (table = new WeakMap()));
  table.set(words, text as object);
}

/** What `lang` gives for a catalogue, if it has been loaded. */
export function translationOf(lang: Language, words: object): object | undefined {
  return byLanguage.get(lang)?.get(words);
}
