import { useEffect, useState } from 'react';
import './library.css';
import { watchOtherWindows } from '../sync/channel';
import { LIBRARY_WORDS, persistenceText } from '../words/library';
import { SHELL_WORDS } from '../words/shell';
import { GameCard } from './GameCard';
import { refreshLibrary, useLibrary } from './library';
import { currentPersistence, type Persistence } from './persistence';
import { UnreadableCard } from './UnreadableCard';
import { LibraryFrame } from './LibraryFrame';
import { preloadWhenIdle } from '../screens';

/** The library on the home screen: every saved game, newest first, finished or not; kept up to date when another window changes one. */
export function GameLibrary() {
  const { status, items, failure } = useLibrary();
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    void refreshLibrary();
    void currentPersistence().then(setPersistence);
    return watchOtherWindows(() => void refreshLibrary());
  }, []);
  // A device with saved games is likely to resume one: the game screen loads when the browser is idle.
  const resumable = items.some((item) => item.kind === 'game');
  useEffect(() => (resumable ? preloadWhenIdle('game') : undefined), [resumable]);
  return (
    <LibraryFrame>
      {status === 'loading' && (
        <p role="status" className="library-status">
          {SHELL_WORDS.lookingForGames}
        </p>
      )}
      {status === 'failed' && failure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.readFailed(failure)}
        </p>
      )}
      {status === 'ready' && items.length === 0 && <p className="library-status">{LIBRARY_WORDS.empty}</p>}
      {items.length > 0 && (
        <ul className="library-list">
          {items.map((item) => (item.kind === 'game' ? <GameCard key={item.entry.id} entry={item.entry} /> : <UnreadableCard key={item.kind === 'kept' ? item.entry.id : item.id} item={item} />))}
        </ul>
      )}
      {status === 'ready' && items.length > 0 && persistence && <p className="hint">{persistenceText(persistence)}</p>}
    </LibraryFrame>
  );
}
