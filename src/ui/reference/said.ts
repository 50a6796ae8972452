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

/** One run of parts given to a message as a single parameter (`saying`). */
class Run {
  constructor(readonly said: Said) {}
}

/** A quote or a run of our words and quotes, given to `saying` as one parameter. */
export const one = (text: Said | Quote): Run => new Run(text instanceof Quote ? [text] : text);

/** What `saying` takes for a message's parameter: a quote or a run (`one`) where the message takes a name, each as a list's item. */
type SaidParams<P> = {
  [K in keyof P]: P[K] extends string ? string | Quote | Run : P[K] extends readonly string[] ? readonly (Said | Quote)[] : P[K];
};

const SLOT = /\uE000(\d+)\uE001/;

/**
 * A message of ours whose parameters may be quotes or runs: the message is said whole in the language on screen (its
 * word order, its list's "and" or "or"), and the quotes are put back in their places, still apart from our words.
 */
export function saying<P extends object>(message: (params: P) => string, params: SaidParams<P>): SaidPart[] {
  const slots: Said[] = [];
  const slot = (text: Said): string => `\uE000${slots.push(text) - 1}\uE001`;
  const item = (value: unknown): unknown => {
    if (value instanceof Quote) return slot([value]);
    if (value instanceof Run) return slot(value.said);
    if (Array.isArray(value)) return value.map((each: unknown) => (typeof each === 'string' ? each : item(each instanceof Quote ? each : one(each as Said))));
    return value;
  };
  const text = message(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, item(value)])) as P);
  return text.split(SLOT).flatMap((piece, i) => (i % 2 === 0 ? (piece === '' ? [] : [piece]) : parts(slots[Number(piece)] ?? '')));
}
