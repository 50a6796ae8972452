import { useMemo } from 'react';
import { odds, opponent, playerOf, type PlayerView, type PublicView, type Rules, type Side } from '../../engine';
import { useGame } from '../store';
import { methodText, ODDS_WORDS as W, percentText } from './words';
import { OddsBar } from './OddsBar';
import { scoutingRows } from './scoutingRows';
import { nameIn } from './CardOddsPanel';
import './odds.css';
import { Quoted } from '../components/Quoted';

/**
 * Issue 13, PBS 10.A (digital cards): from the end of the march until the scouting deal (which the app makes
 * as soon as the scouting step comes), each player may look at his own chance of being outscouted and by how
 * much, behind the curtain: the odds count the PBS cards he kept, a secret. The player who looks holds the
 * laptop (the store's holder, so `view` is his own), until he hides them or the next action.
 */
export function ScoutingOddsPanel({ rules, view }: { rules: Rules; view: PublicView | PlayerView }) {
  const showHand = useGame((s) => s.showHand);
  if ('viewer' in view) {
    return odds.scoutingOddsOpen(rules, view) ? <HolderScoutingOdds rules={rules} view={view} onHide={() => showHand(null)} /> : null;
  }
  // The app holds the hands exactly when the cards are digital.
  if (view.setup.cards !== 'digital' || !odds.scoutingOddsTime(rules, view)) return null;
  return (
    <div className="odds">
      <h3 className="odds-title">{W.scoutingHeading}</h3>
      <p className="hint">{W.scoutingWhen}</p>
      <div className="actions">
        {(['invader', 'defender'] as const).map((side) => (
          <button key={side} type="button" className="ghost small" onClick={() => showHand(side)}>
            {W.showScouting({ name: nameIn(view, side) })}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The margins of one outcome, folded under one line: one row per number of TuGs the outscouted side deploys first; the unlikely ones summed. */
function Margins({ rules, list, tugs, first, unit }: { rules: Rules; list: readonly odds.ScoutingMargin[]; tugs: number; first: (tugs: number) => string; unit: string }) {
  const { rows, unlikely } = scoutingRows(rules, list, tugs);
  if (rows.length === 0 && unlikely.count === 0) return null;
  return (
    <details className="odds-squares">
      <summary>{W.marginsSummary({ unit })}</summary>
      <ul className="odds-list">
        {rows.map((r) => (
          <li key={r.from}>
            <OddsBar text={W.byMargins({ one: r.from === r.to, from: r.from, to: r.to, first: first(r.tugs), chance: percentText(r.chance) })} chance={r.chance} />
          </li>
        ))}
        {unlikely.count > 0 && <li className="hint">{W.unlikely({ count: unlikely.count, chance: percentText(unlikely.chance) })}</li>}
      </ul>
    </details>
  );
}

function HolderScoutingOdds({ rules, view, onHide }: { rules: Rules; view: PlayerView; onHide: () => void }) {
  const result = useMemo(() => odds.scoutingOdds(rules, view), [rules, view]);
  const name = nameIn(view, view.viewer);
  const other = nameIn(view, opponent(view.viewer));
  const unit = rules.editions[view.setup.edition].deployment.unit;
  const tugsOf = (side: Side) => view.setup.players[playerOf(view, side)].army.tugs;
  const mine = tugsOf(view.viewer);
  const theirs = tugsOf(opponent(view.viewer));
  return (
    <section className="odds" aria-label={W.scoutingTitle({ name })}>
      <h3 className="odds-title">
        {W.scoutingTitle({ name })} <span className="hint">{W.notAdvice}</span>
      </h3>
      {result.ok ? (
        <>
          <p className="hint">
            {W.scoutingBasis({ kept: result.odds.hand.length, draws: result.odds.draws, other, theirKept: result.odds.opponent.kept, theirDraws: result.odds.opponent.draws, unseen: result.odds.unseen.total })}
          </p>
          <OddsBar text={W.outscouted({ chance: percentText(result.odds.outscouted) })} chance={result.odds.outscouted} tone="lose" />
          <Margins rules={rules} list={result.odds.outscoutedBy} tugs={mine} first={(n) => W.youFirst({ whole: n >= mine, tugs: n, total: mine, unit })} unit={unit} />
          <OddsBar text={W.outscouting({ other, chance: percentText(result.odds.outscouting) })} chance={result.odds.outscouting} tone="win" />
          <Margins rules={rules} list={result.odds.outscoutingBy} tugs={theirs} first={(n) => W.theyFirst({ whole: n >= theirs, other, tugs: n, total: theirs, unit })} unit={unit} />
          <OddsBar text={W.even({ chance: percentText(result.odds.even) })} chance={result.odds.even} tone="tie" />
          {result.odds.even > 0 && <p className="hint">{W.evenMeans}</p>}
          <p className="hint">
            {methodText(result.odds.method)} (<Quoted source>{result.odds.source}</Quoted>)
          </p>
        </>
      ) : (
        <p className="hint">{W.problem({ problem: result.problem, count: 0 })}</p>
      )}
      <button type="button" className="ghost small" onClick={onHide}>
        {W.hideScouting}
      </button>
    </section>
  );
}
