/**
 * Words on a reference card are ours (from a catalogue) or the sources' (text from data, names of terrain and
 * territories, codes), kept apart so the sources' pieces are shown as quoted data and never glued into our sentences.
 */

/** A piece of the sources' text or of data, shown as it is (through the Quoted component). */
export class Quote {
  constructor(readonly quoted: string) {}
}

/** One piece of a card's text: our words (a catalogue string) or a quote. */
export type SaidPart = string | Quote;

/** A card's text: our words alone, or a run of our words and quotes read as one sentence. */
export type Said = string | readonly SaidPart[];

/** Marks a piece of data or of the sources' text as quoted. */
export const q = (text: string): Quote => new Quote(text);

/** A card's text as one plain string, as a reader sees it (for search and tests). */
export function plain(text: Said): string {
  return typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.quoted)).join('');
}

/** Whether a card's text says nothing. */
export const isEmpty = (text: Said): boolean => plain(text) === '';

/** Joins quotes or words with a separator of ours (", ", "; "). */
export function joined(parts: readonly Said[], separator: string): SaidPart[] {
  return parts.flatMap((part, i) => [...(i > 0 ? [separator] : []), ...(typeof part === 'string' ? [part] : part)]);
}

/** A card's text as a run of parts, to be spread into a longer one. */
export const parts = (text: Said): SaidPart[] => (typeof text === 'string' ? [text] : [...text]);

/** "a, b and c" of quotes or words, with separators of ours (a catalogue's ", " and " and "). */
export function listed(items: readonly Said[], separator: string, last: string): SaidPart[] {
  if (items.length <= 1) return items.flatMap(parts);
  return [...joined(items.slice(0, -1), separator), last, ...parts(items[items.length - 1] ?? '')];
}
