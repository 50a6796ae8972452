import { createContext, useContext } from 'react';

/** What the search currently lets through; everything shows while the query is empty. */
export interface Filter {
  query: string;
  shows: (key: string) => boolean;
  /** True when some entry whose key starts with this prefix shows. */
  showsAny: (prefix: string) => boolean;
}

/** A filter over the keys a query matched (null: no query, everything shows). */
export function makeFilter(query: string, visible: ReadonlySet<string> | null): Filter {
  if (visible === null) return { query: '', shows: () => true, showsAny: () => true };
  const keys = [...visible];
  return {
    query,
    shows: (key) => visible.has(key),
    showsAny: (prefix) => keys.some((key) => key.startsWith(prefix)),
  };
}

/** Carries the search filter to every section of the reference. */
export const FilterContext = createContext<Filter>(makeFilter('', null));

/** The reference's current search filter. */
export function useFilter(): Filter {
  return useContext(FilterContext);
}
