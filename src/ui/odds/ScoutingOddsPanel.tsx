import { useMemo, useState } from 'react';
import { odds, opponent, playerView, type GameState, type Rules, type Side } from '../../engine';
import { ODDS_WORDS as W } from './words';
import { OddsBar } from './OddsBar';
import { nameIn } from './CardOddsPanel';
import './odds.css';
import { Quoted } from '../components/Quoted';

/**
 * Issue 13, PBS 10.A (digital cards): from the end of the march until the scouting deal (which the app makes
 * as soon as the scouting step comes), each player may look at his own chance of being outscouted and by how
 * much, behind the curtain: the odds count the PBS cards he kept, a secret. Which player looks is this
 * component's state only, forgotten when he hides them (the game screen also remounts it after every action).
 */
export function ScoutingOddsPanel({ rules, state }: { rules: Rules; state: GameState }) {
  const [holder, setHolder] = useState<Side | null>(null);
  if (!odds.scoutingOddsOpen(rules, playerView(state, 'invader'))) return null;
  if (holder) return <HolderScoutingOdds rules={rules} state={state} side={holder} onHide={() => setHolder(null)} />;
  return (
    <div className="odds">
      <h3 className="odds-title">{W.scoutingHeading}</h3>
      <p className="hint">{W.scoutingWhen}</p>
      <div className="actions">
        {(['invader', 'defender'] as const).map((side) => (
          <button key={side} type="button" className="ghost small" onClick={() => setHolder(side)}>
            {W.showScouting(nameIn(state, side))}
          </button>
        ))}
      </div>
    </div>
  );
}

function Margins({ list }: { list: readonly odds.ScoutingMargin[] }) {
  if (list.length === 0) return null;
  return (
    <ul className="odds-list odds-squares">
      {list.map((m) => (
        <li key={m.by}>
          <OddsBar text={W.byMargin(m.by, m.chance)} chance={m.chance} />
        </li>
      ))}
    </ul>
  );
}

function HolderScoutingOdds({ rules, state, side, onHide }: { rules: Rules; state: GameState; side: Side; onHide: () => void }) {
  const view = useMemo(() => playerView(state, side), [state, side]);
  const result = useMemo(() => odds.scoutingOdds(rules, view), [rules, view]);
  const name = nameIn(view, side);
  const other = nameIn(view, opponent(side));
  return (
    <section className="odds" aria-label={W.scoutingTitle(name)}>
      <h3 className="odds-title">
        {W.scoutingTitle(name)} <span className="hint">{W.notAdvice}</span>
      </h3>
      {result.ok ? (
        <>
          <p className="hint">
            {W.scoutingBasis(result.odds.hand.length, result.odds.draws, other, result.odds.opponent.kept, result.odds.opponent.draws, result.odds.unseen.total)}
          </p>
          <OddsBar text={W.outscouted(result.odds.outscouted)} chance={result.odds.outscouted} tone="lose" />
          <Margins list={result.odds.outscoutedBy} />
          <OddsBar text={W.outscouting(other, result.odds.outscouting)} chance={result.odds.outscouting} tone="win" />
          <Margins list={result.odds.outscoutingBy} />
          <OddsBar text={W.even(result.odds.even)} chance={result.odds.even} tone="tie" />
          <p className="hint">
            {W.method(result.odds.method)} (<Quoted>{result.odds.source}</Quoted>)
          </p>
        </>
      ) : (
        <p className="hint">{W.problem(result.problem, 0)}</p>
      )}
      <button type="button" className="ghost small" onClick={onHide}>
        {W.hideScouting}
      </button>
    </section>
  );
}
