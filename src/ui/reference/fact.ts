import type { Said } from './said';

/** A small table inside a fact card; the first column may head its row. */
export interface FactTable {
  caption: Said;
  head: Said[];
  rows: Said[][];
  rowHeaders?: boolean;
}

/** Why a fact is not plain seed text: an assumption of the project, or a garbled seed read as best we could. */
export interface FactFlag {
  kind: 'Assumption' | 'Unverified';
  note: Said;
}

/** One searchable card of the reference: a rule with its values, its flags and its source. */
export interface Fact {
  key: string;
  title: Said;
  lines: Said[];
  tables: FactTable[];
  flags: FactFlag[];
  /** Long background text, folded away (e.g. how a garbled table was read). */
  details?: { summary: Said; text: Said };
  /** Spans the whole width of the card grid (a table too wide for a column). */
  wide?: boolean;
  source: string;
}

/** A fact with the optional parts left empty. */
export function fact(key: string, title: Said, source: string, parts: Partial<Omit<Fact, 'key' | 'title' | 'source'>> = {}): Fact {
  return { key, title, source, lines: [], tables: [], flags: [], ...parts };
}

/** The distinct sources of a list of cited items, joined for one card. */
export function joinSources(items: readonly { source: string }[], fallback: string): string {
  const sources = [...new Set(items.map((item) => item.source))];
  return sources.length > 0 ? sources.join('; ') : fallback;
}
