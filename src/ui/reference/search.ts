import { plain, Quote, type SaidPart } from './said';

/** Lower case, without accents, runs of spaces collapsed: "Très  Dense" and "tres dense" compare equal. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search query; an empty query has none. */
export function queryWords(query: string): string[] {
  return normalize(query).split(' ').filter(Boolean);
}

/** True when every word of the query occurs in the text (an empty query matches everything). */
export function matches(text: string, query: string): boolean {
  const haystack = normalize(text);
  return queryWords(query).every((word) => haystack.includes(word));
}

/** Field names of view objects that are not shown to the player and so are not searched. */
const HIDDEN_FIELDS = new Set(['key', 'tone', 'id', 'level']);

/** Every string shown by a view object, joined: what the search looks at for one entry. */
export function textOf(view: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    // A run of our words and quotes reads as one sentence: searched as the reader sees it, not split at each quote.
    else if (Array.isArray(node) && node.some((part) => part instanceof Quote)) out.push(plain(node as SaidPart[]));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [field, value] of Object.entries(node)) if (!HIDDEN_FIELDS.has(field)) walk(value);
    }
  };
  walk(view);
  return out.join(' ');
}
