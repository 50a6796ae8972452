import { lazy, Suspense, useState } from 'react';
import { LibraryLoading } from '../library/LibraryFrame';
import { OpenSharedBox } from '../share/OpenSharedBox';
import { intentToOpen, openScreen } from '../screens';
import { Loading } from '../components/Loading';
import { useAfterFirstPaint } from '../shell/firstPaint';

const GameFileButtons = lazy(() => import('../game/GameFileButtons').then((m) => ({ default: m.GameFileButtons })));
const GameLibrary = lazy(() => import('../library/GameLibrary').then((m) => ({ default: m.GameLibrary })));

/** Home's entries for Mortem et Gloriam: saved games, a new pre-battle, a game file, a shared battle, the rules. */
export function MegEntries() {
  const [opening, setOpening] = useState(false);
  // The saved games' code loads once Home is on screen; their section looks the same meanwhile.
  const painted = useAfterFirstPaint();
  return (
    <>
      {painted ? (
        <Suspense fallback={<LibraryLoading />}>
          <GameLibrary />
        </Suspense>
      ) : (
        <LibraryLoading />
      )}
      <ul className="home-entries">
        <li className="card">
          <h2>New pre-battle</h2>
          <p>Players, armies, edition, scale, digital or physical cards and dice.</p>
          <button type="button" {...intentToOpen('setup')} onClick={() => void openScreen('setup')}>
            Start a new pre-battle
          </button>
        </li>
        <li className="card">
          <h2>Open a game file</h2>
          <p>Continue or check a pre-battle exported from this app.</p>
          {opening ? (
            <Suspense fallback={<Loading />}>
              <GameFileButtons />
            </Suspense>
          ) : (
            <button type="button" onClick={() => setOpening(true)}>
              Choose a game file
            </button>
          )}
        </li>
        <li className="card">
          <h2>Open a shared battle</h2>
          <p>See a battle someone shared with a link, and continue a copy of it where that is possible.</p>
          <OpenSharedBox />
        </li>
        <li className="card">
          <h2>Rules reference</h2>
          <p>Every map, terrain table, density, placement, scouting and weather table, with its source.</p>
          <button type="button" {...intentToOpen('reference')} onClick={() => void openScreen('reference')}>
            Open the rules reference
          </button>
        </li>
        <li className="card">
          <h2>Rules profiles</h2>
          <p>House rules and tournament presets: flank sectors, piece sizes, distances, the deck and the dice.</p>
          <button type="button" {...intentToOpen('profiles')} onClick={() => void openScreen('profiles')}>
            Open the rules profiles
          </button>
        </li>
      </ul>
    </>
  );
}
