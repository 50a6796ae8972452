import { useNavigation } from '../navigation';
import { HOME_WORDS } from '../words/home';

/** Home's entries for Commands & Colors: Napoleonics (seed 003). */
export function CcnHomeEntries() {
  const go = useNavigation((s) => s.go);
  const w = HOME_WORDS.ccn;
  return (
    <ul className="home-entries">
      <li className="card">
        <h2>{w.dice.title}</h2>
        <p>{w.dice.body}</p>
        <button type="button" onClick={() => go('ccnDice')}>
          {w.dice.button}
        </button>
      </li>
      <li className="card">
        <h2>{w.sight.title}</h2>
        <p>{w.sight.body}</p>
        <button type="button" onClick={() => go('ccnSight')}>
          {w.sight.button}
        </button>
      </li>
      <li className="card">
        <h2>{HOME_WORDS.rules.title}</h2>
        <p>{w.rules}</p>
        <button type="button" onClick={() => go('reference', { section: 'otherPacks', part: 'ccn', from: 'home' })}>
          {HOME_WORDS.rules.button({ game: w.name })}
        </button>
      </li>
    </ul>
  );
}
