import { lazy, Suspense, useState } from 'react';
import { useNavigation } from '../navigation';
import { LIBRARY_WORDS } from '../words/library';
import { OpenSharedBox } from '../share/OpenSharedBox';

const GameFileButtons = lazy(() => import('../game/GameFileButtons').then((m) => ({ default: m.GameFileButtons })));
const GameLibrary = lazy(() => import('../library/GameLibrary').then((m) => ({ default: m.GameLibrary })));

/** Home's entries for Mortem et Gloriam: saved games, a new pre-battle, a game file, a shared battle, the rules. */
export function MegEntries() {
  const go = useNavigation((s) => s.go);
  const [opening, setOpening] = useState(false);
  return (
    <>
      <Suspense fallback={<p role="status">{LIBRARY_WORDS.loading}</p>}>
        <GameLibrary />
      </Suspense>
      <ul className="home-entries">
        <li className="card">
          <h2>New pre-battle</h2>
          <p>Players, armies, edition, scale, digital or physical cards and dice.</p>
          <button type="button" onClick={() => go('setup')}>
            Start a new pre-battle
          </button>
        </li>
        <li className="card">
          <h2>Open a game file</h2>
          <p>Continue or check a pre-battle exported from this app.</p>
          {opening ? (
            <Suspense fallback={<p role="status">Loading…</p>}>
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
          <button type="button" onClick={() => go('reference')}>
            Open the rules reference
          </button>
        </li>
        <li className="card">
          <h2>Rules profiles</h2>
          <p>House rules and tournament presets: flank sectors, piece sizes, distances, the deck and the dice.</p>
          <button type="button" onClick={() => go('profiles')}>
            Open the rules profiles
          </button>
        </li>
      </ul>
    </>
  );
}
