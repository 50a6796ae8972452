import { useEffect, useRef, useState } from 'react';
import type { ReadEntry } from './entry';

/** The id a library entry is stored under, whatever it holds. */
export function itemId(item: ReadEntry): string {
  return item.kind === 'unreadable' ? item.id : item.entry.id;
}

/**
 * Where the focus goes once an entry is deleted (issue 29): the heading of the entry that took its place (the next
 * one, else the one before), else the heading of "Your games"; never the page. Returns what a card calls with its id
 * once it is gone; the focus moves when the list without it is shown.
 */
export function useFocusAfterDelete(items: readonly ReadEntry[]): (id: string) => void {
  const [target, setTarget] = useState<{ id: string; order: string[] } | null>(null);
  // The list shown, and the one before it: the list may already be read again without the entry when the card says it is gone.
  const shown = useRef<string[]>([]);
  const before = useRef<string[]>([]);
  const ids = items.map(itemId);
  useEffect(() => {
    if (ids.join() === shown.current.join()) return;
    before.current = shown.current;
    shown.current = ids;
  });
  useEffect(() => {
    if (target === null || ids.includes(target.id)) return;
    const at = target.order.indexOf(target.id);
    const rest = target.order.filter((id) => id !== target.id && ids.includes(id));
    const next = rest[at] ?? rest.at(-1);
    const heading = next === undefined ? document.getElementById('library-title') : document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(next)}"]`);
    heading?.focus();
    setTarget(null);
  });
  return (id) => setTarget({ id, order: shown.current.includes(id) ? shown.current : before.current });
}
