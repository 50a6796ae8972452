import { useEffect, useState } from 'react';
import type { ReadEntry } from './entry';

/**
 * The saved games that do not replay, by id, with why: checked once the cards are on screen, with the engine
 * brought in by the library's own chunk (Home paints first). Empty until the check is done or when it cannot load.
 */
export function useEntryProblems(items: readonly ReadEntry[]): ReadonlyMap<string, string> {
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const games = items.flatMap((item) => (item.kind === 'game' ? [item.entry] : []));
    if (games.length === 0) return;
    let current = true;
    const check = async () => {
      const { entryProblem } = await import('./checkEntries');
      const found = new Map<string, string>();
      for (const entry of games) {
        if (!current) return;
        const problem = entryProblem(entry);
        if (problem !== null) found.set(entry.id, problem);
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
