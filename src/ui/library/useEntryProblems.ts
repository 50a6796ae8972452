import { useEffect, useState } from 'react';
import type { NewerEntry } from './checkEntries';
import type { ReadEntry } from './entry';

/**
 * What is wrong with a saved game: why its log does not replay (or why an old save kept as it was cannot be opened),
 * said in the language on screen when called, or that a newer version of the app made it.
 */
export type EntryProblem = { said: () => string } | { newer: NewerEntry };

/**
 * The saved games that do not replay, by id, with why, and those a newer version of the app saved (games or data
 * this one cannot read): checked once the cards are on screen, with the engine brought in by the library's own
 * chunk (Home paints first). Empty until the check is done or when it cannot load.
 */
export function useEntryProblems(items: readonly ReadEntry[]): ReadonlyMap<string, EntryProblem> {
  const [problems, setProblems] = useState<ReadonlyMap<string, EntryProblem>>(new Map());
  useEffect(() => {
    const games = items.flatMap((item) => (item.kind === 'game' ? [item.entry] : []));
    const unreadable = items.flatMap((item) => (item.kind === 'unreadable' ? [item] : []));
    const kept = items.flatMap((item) => (item.kind === 'kept' ? [item.entry] : []));
    if (games.length === 0 && unreadable.length === 0 && kept.length === 0) return;
    let current = true;
    const check = async () => {
      const { entryNewer, entryProblem, keptEntryProblem, rawEntryNewer } = await import('./checkEntries');
      const found = new Map<string, EntryProblem>();
      for (const entry of kept) found.set(entry.id, { said: keptEntryProblem(entry) });
      for (const item of unreadable) {
        const newer = rawEntryNewer(item.raw);
        if (newer) found.set(item.id, { newer });
      }
      for (const entry of games) {
        if (!current) return;
        const newer = entryNewer(entry);
        const problem = newer ? null : entryProblem(entry);
        if (newer) found.set(entry.id, { newer });
        else if (problem !== null) found.set(entry.id, { said: problem });
        // One game per task, so a long library never holds the page up.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (current) setProblems(found);
    };
    check().catch(() => {
      // The engine's code did not arrive (offline before the app was cached): opening a game still checks it.
    });
    return () => {
      current = false;
    };
  }, [items]);
  return problems;
}
