import { lazy, Suspense, useEffect } from 'react';
import './library.css';
import { watchOtherWindows } from '../sync/channel';
import { SHELL_WORDS } from '../words/shell';
import { refreshLibrary, useLibrary } from './library';
import { LibraryFrame, LookingForGames } from './LibraryFrame';
import { useFocusAfterDelete } from './focusAfterDelete';

/** The cards and their words: a first visit, with no saved game, never loads them. */
const SavedGames = lazy(() => import('./SavedGames').then((module) => ({ default: module.SavedGames })));

/** The library on the home screen: every saved game, last played first, finished or not; kept up to date when another window changes one. */
export function GameLibrary() {
  const { status, items, failure } = useLibrary();
  const deleted = useFocusAfterDelete(items);
  useEffect(() => {
    void refreshLibrary();
    return watchOtherWindows(() => void refreshLibrary());
  }, []);
  return (
    <LibraryFrame>
      {status === 'loading' && <LookingForGames />}
      {status === 'ready' && items.length === 0 && <p className="library-status">{SHELL_WORDS.noSavedGames}</p>}
      {(status === 'failed' || items.length > 0) && (
        // The status line stays while the cards' code arrives, so the section keeps its place.
        <Suspense fallback={<LookingForGames />}>
          <SavedGames items={items} failure={status === 'failed' ? failure : null} deleted={deleted} />
        </Suspense>
      )}
    </LibraryFrame>
  );
}
