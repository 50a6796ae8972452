import { useEffect, useRef } from 'react';
import type { ReadEntry } from './entry';

/** The id a library entry is stored under, whatever it holds. */
export function itemId(item: ReadEntry): string {
  return item.kind === 'unreadable' ? item.id : item.entry.id;
}

/** Focuses the heading of the entry that took a deleted one's place (the next one, else the one before), else the heading of "Your games". */
function focusAfter(id: string, order: readonly string[], shown: readonly string[]): void {
  const at = order.indexOf(id);
  const rest = order.filter((other) => other !== id && shown.includes(other));
  const next = rest[at] ?? rest.at(-1);
  const heading = next === undefined ? document.getElementById('library-title') : document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(next)}"]`);
  heading?.focus();
}

/**
 * Where the focus goes once an entry is deleted (issue 29): the next entry's heading, else the one before, else the
 * heading of "Your games"; never the page. Returns what a card calls with its id once it is gone; the focus moves
 * once the list without it is on screen.
 */
export function useFocusAfterDelete(items: readonly ReadEntry[]): (id: string) => void {
  // The list on screen, and the one before it: the list may already be read again without the entry when its card says it is gone.
  const shown = useRef<string[]>([]);
  const before = useRef<string[]>([]);
  const pending = useRef<{ id: string; order: string[] } | null>(null);
  const ids = items.map(itemId);
  const key = ids.join(' ');
  useEffect(() => {
    before.current = shown.current;
    shown.current = key === '' ? [] : key.split(' ');
    const deleted = pending.current;
    if (deleted && !shown.current.includes(deleted.id)) {
      pending.current = null;
      focusAfter(deleted.id, deleted.order, shown.current);
    }
  }, [key]);
  return (id) => {
    const order = shown.current.includes(id) ? shown.current : before.current;
    if (shown.current.includes(id)) pending.current = { id, order };
    else focusAfter(id, order, shown.current);
  };
}
