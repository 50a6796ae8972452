import { useEffect, useState } from 'react';
import { LIBRARY_WORDS, persistenceText } from '../words/library';
import type { LibraryState } from './library';
import { GameCard } from './GameCard';
import { currentPersistence, type Persistence } from './persistence';
import { UnreadableCard } from './UnreadableCard';

/** Home's saved games once read: their cards and how safely the browser keeps them, or why they could not be read. Loaded only when there is something to show. */
export function SavedGames({ items, failure }: Pick<LibraryState, 'items' | 'failure'>) {
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    void currentPersistence().then(setPersistence);
  }, []);
  return (
    <>
      {failure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.readFailed(failure)}
        </p>
      )}
      {items.length > 0 && (
        <ul className="library-list">
          {items.map((item) => (item.kind === 'game' ? <GameCard key={item.entry.id} entry={item.entry} /> : <UnreadableCard key={item.kind === 'kept' ? item.entry.id : item.id} item={item} />))}
        </ul>
      )}
      {!failure && items.length > 0 && persistence && <p className="hint">{persistenceText(persistence)}</p>}
    </>
  );
}
