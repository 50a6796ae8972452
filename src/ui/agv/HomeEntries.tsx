import { lazy, Suspense } from 'react';
import { useNavigation } from '../navigation';
import { HOME_WORDS } from '../words/home';

const LayoutLibrary = lazy(() => import('./LayoutLibrary').then((m) => ({ default: m.LayoutLibrary })));

/** Home's entries for A Great Victory! (seed 004), with the table layouts saved on this device. */
export function AgvHomeEntries() {
  const go = useNavigation((s) => s.go);
  const w = HOME_WORDS.agv;
  return (
    <>
      <Suspense fallback={<p role="status">{HOME_WORDS.loadingLayouts}</p>}>
        <LayoutLibrary />
      </Suspense>
      <ul className="home-entries">
        <li className="card">
          <h2>{w.table.title}</h2>
          <p>{w.table.body}</p>
          <button type="button" onClick={() => go('agvTable')}>
            {w.table.button}
          </button>
        </li>
        <li className="card">
          <h2>{w.effects.title}</h2>
          <p>{w.effects.body}</p>
          <button type="button" onClick={() => go('agvEffects')}>
            {w.effects.button}
          </button>
        </li>
        <li className="card">
          <h2>{HOME_WORDS.rules.title}</h2>
          <p>{w.rules}</p>
          <button type="button" onClick={() => go('reference', { section: 'otherPacks', part: 'agv', from: 'home' })}>
            {HOME_WORDS.rules.button({ game: w.name })}
          </button>
        </li>
      </ul>
    </>
  );
}
