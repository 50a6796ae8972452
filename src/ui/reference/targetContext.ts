import { createContext, useContext } from 'react';

/** The entry a link opened the reference at (`?entry=…`), or null. */
export const TargetContext = createContext<string | null>(null);

/** The element id of an entry, so a link can open the reference at it. */
export function entryDomId(key: string): string {
  return `ref-entry-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** What an entry's element carries: its id and, when a link opened the reference at it, focus and a mark. */
export interface EntryAnchor {
  id: string;
  tabIndex?: number;
  className?: string;
}

/** The anchor of an entry, marked when it is the target (STYLE: deep links land on the entry, not the page top). */
export function useEntryAnchor(key: string, className?: string): EntryAnchor {
  const target = useContext(TargetContext) === key;
  const classes = [className, target ? 'ref-target' : undefined].filter(Boolean).join(' ');
  return { id: entryDomId(key), ...(target ? { tabIndex: -1 } : {}), ...(classes ? { className: classes } : {}) };
}
