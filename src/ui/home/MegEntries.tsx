import { lazy, Suspense, useEffect, useState } from 'react';
import { LibraryLoading } from '../library/LibraryFrame';
import { OpenSharedBox } from '../share/OpenSharedBox';
import { useNavigation } from '../navigation';
import { GameFileCard } from './GameFileCard';
import { HOME_PAGE_WORDS as W } from './words';
import { GAME_WORDS } from '../words/packs';

const GameLibrary = lazy(() => import('../library/GameLibrary').then((m) => ({ default: m.GameLibrary })));
const RoundList = lazy(() => import('../round/RoundScreen').then((m) => ({ default: m.RoundList })));

/** Home's entries for Mortem et Gloriam: a new pre-battle, what the game is, saved games, a game file, a shared battle, the rules. */
export function MegEntries() {
  const go = useNavigation((s) => s.go);
  // The saved games' code loads once Home is on screen; their section looks the same meanwhile.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      {/* A new pre-battle stays at the top however many games the library holds (issue 29). */}
      <ul className="home-entries">
        <li className="card">
          <h2>{W.newGame.title}</h2>
          <p>{W.newGame.body}</p>
          <button type="button" onClick={() => go('setup')}>
            {W.newGame.button}
          </button>
        </li>
      </ul>
      <p className="game-blurb">{GAME_WORDS.meg.blurb}</p>
      {shown ? (
        <Suspense fallback={<LibraryLoading />}>
          <GameLibrary />
        </Suspense>
      ) : (
        <LibraryLoading />
      )}
      <ul className="home-entries">
        <GameFileCard />
        <li className="card">
          <h2>{W.shared.title}</h2>
          <p>{W.shared.body}</p>
          <OpenSharedBox />
        </li>
        <li className="card">
          <h2>{W.reference.title}</h2>
          <p>{W.reference.body}</p>
          <button type="button" onClick={() => go('reference')}>
            {W.reference.button}
          </button>
        </li>
        <li className="card">
          <h2>{W.round.title}</h2>
          <p>{W.round.body}</p>
          <button type="button" onClick={() => go('round')}>
            {W.round.button}
          </button>
          {shown && (
            <Suspense fallback={null}>
              <RoundList />
            </Suspense>
          )}
        </li>
        <li className="card">
          <h2>{W.profiles.title}</h2>
          <p>{W.profiles.body}</p>
          <button type="button" onClick={() => go('profiles')}>
            {W.profiles.button}
          </button>
        </li>
      </ul>
    </>
  );
}
