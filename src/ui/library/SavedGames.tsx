import { useEffect, useState } from 'react';
import { itemId } from './focusAfterDelete';
import { failureText, LIBRARY_WORDS, persistenceText } from '../words/library';
import type { LibraryState } from './library';
import { GameCard } from './GameCard';
import { currentPersistence, type Persistence } from './persistence';
import { UnreadableCard } from './UnreadableCard';
import { AttentionCard } from './AttentionCard';
import { useEntryProblems } from './useEntryProblems';

/** Home's saved games once read (each game's log replayed once its card is shown; one that does not is listed as needing attention): their cards (after a delete the focus goes to the next one, else the section's heading) and how safely the browser keeps them, or why they could not be read. Loaded only when there is something to show. */
export function SavedGames({ items, failure, deleted }: Pick<LibraryState, 'items' | 'failure'> & { deleted: (id: string) => void }) {
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  const problems = useEntryProblems(items);
  useEffect(() => {
    void currentPersistence().then(setPersistence);
  }, []);
  return (
    <>
      {failure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.readFailed({ why: failureText(failure) })}
        </p>
      )}
      {items.length > 0 && (
        <ul className="library-list">
          {items.map((item) => {
            const onDeleted = () => deleted(itemId(item));
            const problem = problems.get(itemId(item));
            const newer = problem && 'newer' in problem ? problem.newer : undefined;
            const said = problem && 'said' in problem ? problem.said : undefined;
            if (item.kind !== 'game') return <UnreadableCard key={itemId(item)} item={item} newer={newer} said={said} onDeleted={onDeleted} />;
            return problem === undefined ? (
              <GameCard key={item.entry.id} entry={item.entry} onDeleted={onDeleted} />
            ) : (
              <AttentionCard key={item.entry.id} entry={item.entry} problem={problem} onDeleted={onDeleted} />
            );
          })}
        </ul>
      )}
      {!failure && items.length > 0 && persistence && <p className="hint">{persistenceText(persistence)}</p>}
    </>
  );
}
