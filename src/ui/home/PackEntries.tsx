import { lazy, Suspense } from 'react';
import { intentToOpen, openScreen } from '../screens';
import { HOME_WORDS } from '../words/home';

const LayoutLibrary = lazy(() => import('../agv/LayoutLibrary').then((m) => ({ default: m.LayoutLibrary })));

/** Home's entries for Commands & Colors: Napoleonics (seed 003). */
export function CcnEntries() {
  const w = HOME_WORDS.ccn;
  return (
    <ul className="home-entries">
      <li className="card">
        <h2>{w.dice.title}</h2>
        <p>{w.dice.body}</p>
        <button type="button" {...intentToOpen('ccnDice')} onClick={() => void openScreen('ccnDice')}>
          {w.dice.button}
        </button>
      </li>
      <li className="card">
        <h2>{w.sight.title}</h2>
        <p>{w.sight.body}</p>
        <button type="button" {...intentToOpen('ccnSight')} onClick={() => void openScreen('ccnSight')}>
          {w.sight.button}
        </button>
      </li>
      <li className="card">
        <h2>{HOME_WORDS.rules.title}</h2>
        <p>{w.rules}</p>
        <button type="button" {...intentToOpen('reference')} onClick={() => void openScreen('reference', { section: 'otherPacks', part: 'ccn', from: 'home' })}>
          {HOME_WORDS.rules.button(w.name)}
        </button>
      </li>
    </ul>
  );
}

/** Home's entries for A Great Victory! (seed 004), with the table layouts saved on this device. */
export function AgvEntries() {
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
          <button type="button" {...intentToOpen('agvTable')} onClick={() => void openScreen('agvTable')}>
            {w.table.button}
          </button>
        </li>
        <li className="card">
          <h2>{w.effects.title}</h2>
          <p>{w.effects.body}</p>
          <button type="button" {...intentToOpen('agvEffects')} onClick={() => void openScreen('agvEffects')}>
            {w.effects.button}
          </button>
        </li>
        <li className="card">
          <h2>{HOME_WORDS.rules.title}</h2>
          <p>{w.rules}</p>
          <button type="button" {...intentToOpen('reference')} onClick={() => void openScreen('reference', { section: 'otherPacks', part: 'agv', from: 'home' })}>
            {HOME_WORDS.rules.button(w.name)}
          </button>
        </li>
      </ul>
    </>
  );
}
