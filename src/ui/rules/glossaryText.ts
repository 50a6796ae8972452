import type { GlossaryEntry } from '../../engine';
import { translated, untranslated } from '../words/catalogue';
import { language, type Language } from '../words/language';

/**
 * What a language says of one glossary entry (data/meg/glossary.json), by its id. `definition` keeps the English one's
 * distance tokens (`{bw:5}`); `reading` is given where the English has one; `term` only where the English term is a
 * word rather than an abbreviation the sources print ("Density", not "BW": those stay as printed).
 */
export interface GlossaryEntryText {
  readonly term?: string;
  readonly name: string;
  readonly definition: string;
  readonly reading?: string;
}

/** A language's texts of the glossary, by entry id. */
export type GlossaryTexts = Readonly<Record<string, GlossaryEntryText>>;

/** An entry's own words as shown: its term, its name, the definition (distances as tokens) and the app's reading, or null. */
export interface ShownGlossaryText {
  term: string;
  name: string;
  /** Whether the name says more than the term (so a title shows both), in the language's own words. */
  named: boolean;
  definition: string;
  reading: string | null;
}

const texts = new Map<Language, GlossaryTexts>();

/** Registers a language's glossary texts (its glossaryText.<lang>.ts, loaded with the language). */
export function nameGlossary(lang: Exclude<Language, 'en'>, own: GlossaryTexts): void {
  texts.set(lang, own);
}

/** A language's glossary texts loaded so far, if it has them (the translations' tests). */
export function glossaryTextsOf(lang: Language): GlossaryTexts | undefined {
  return texts.get(lang);
}

/** An entry's words in the language on screen; the data's own English where the language has none. */
export function glossaryText(entry: GlossaryEntry): ShownGlossaryText {
  const own = texts.get(language())?.[entry.id];
  const term = own?.term ?? entry.term;
  const name = own?.name ?? entry.name;
  const reading = entry.reading === null ? null : (own?.reading ?? null);
  return {
    term: own?.term === undefined ? untranslated(entry.term) : translated(own.term),
    name: own ? translated(own.name) : untranslated(entry.name),
    named: term !== name,
    definition: own ? translated(own.definition) : untranslated(entry.definition),
    reading: entry.reading === null ? null : reading === null ? untranslated(entry.reading) : translated(reading),
  };
}
