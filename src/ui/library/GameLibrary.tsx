import { Suspense, useEffect } from 'react';
import './library.css';
import { watchOtherWindows } from '../sync/channel';
import { anyStamp } from '../sync/notice';
import { SHELL_WORDS } from '../words/shell';
import { refreshLibrary, useLibrary } from './library';
import { LibraryFrame, LookingForGames } from './LibraryFrame';
import { preloadWhenIdle } from '../screens';
import { preloadResumeWhenIdle } from './resume';
import { loadable } from '../shell/loadable';
import { visitServedByInstalledApp } from '../shell/installedVisit';

/** The cards and their words: a first visit, with no saved game, never loads them. */
const SAVED = loadable(() => import('./SavedGames').then((module) => module.SavedGames));

/** The library on the home screen: every saved game, newest first, finished or not; kept up to date when another window changes one. */
export function GameLibrary() {
  const { status, items, failure } = useLibrary();
  useEffect(() => {
    void refreshLibrary();
    // Saved games are likely: their cards' code loads while they are read, so they show as soon as they are.
    if (anyStamp()) void SAVED.preload().catch(() => undefined);
    return watchOtherWindows(() => void refreshLibrary());
  }, []);
  // A device with saved games is likely to resume one: the game screen, and the parts of the newest game's
  // step, load when the browser is idle.
  const newest = items.find((item) => item.kind === 'game');
  const newestPhase = newest?.kind === 'game' ? newest.entry.summary.phase : null;
  const resumable = newestPhase !== null;
  useEffect(() => (newestPhase ? preloadResumeWhenIdle(newestPhase) : undefined), [newestPhase]);
  // One with none is likely to start one or to look up a rule: on a visit the installed app serves (nothing to
  // download), the setup screen and then the rules reference load when the browser is idle. A first visit loads
  // nothing more than Home, and a game to resume loads nothing it does not need.
  const startable = status === 'ready' && !resumable && visitServedByInstalledApp();
  useEffect(() => (startable ? preloadWhenIdle('setup', 'reference') : undefined), [startable]);
  const SavedGames = SAVED.Component;
  return (
    <LibraryFrame>
      {status === 'loading' && <LookingForGames />}
      {status === 'ready' && items.length === 0 && <p className="library-status">{SHELL_WORDS.noSavedGames}</p>}
      {(status === 'failed' || items.length > 0) && (
        // The status line stays while the cards' code arrives, so the section keeps its place.
        <Suspense fallback={<LookingForGames />}>
          <SavedGames items={items} failure={status === 'failed' ? failure : null} />
        </Suspense>
      )}
    </LibraryFrame>
  );
}
