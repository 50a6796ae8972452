import { useId, useState } from 'react';
import { COLOURS, type Colour, type PublicView, type Rules, type Side } from '../../engine';
import { CardChip } from '../components/CardChip';
import { colourName } from '../words/vocab';
import { ODDS_WORDS as W } from './words';
import { CardOddsPanel, nameIn } from './CardOddsPanel';
import './odds.css';

type Counts = Record<Colour, string>;
const BLANK: Counts = { black: '', white: '', green: '', yellow: '', red: '' };

/**
 * Physical cards (issue 13): a player who has not chosen yet may type his hand behind the curtain to see
 * the odds. The hand lives in this component's state only: it is never dispatched, saved, logged or sent to
 * the projector, and it is forgotten when he hides it or the round ends. The app holds no physical hand, so his
 * view is the room's with him as its viewer, holding no hand the app knows and no card face down yet.
 */
export function PhysicalCardOdds({ rules, view }: { rules: Rules; view: PublicView }) {
  const [holder, setHolder] = useState<Side | null>(null);
  const waiting = (['defender', 'invader'] as const).filter((side) => !view.committed[side] && view.handCounts[side] > 0);
  if (holder) return <HandForOdds key={holder} rules={rules} view={view} side={holder} onHide={() => setHolder(null)} />;
  if (waiting.length === 0) return null;
  return (
    <div className="odds">
      <h3 className="odds-title">{W.heading}</h3>
      <div className="actions">
        {waiting.map((side) => (
          <button key={side} type="button" className="ghost small" onClick={() => setHolder(side)}>
            {W.enterHand({ name: nameIn(view, side) })}
          </button>
        ))}
      </div>
    </div>
  );
}

function HandForOdds({ rules, view, side, onHide }: { rules: Rules; view: PublicView; side: Side; onHide: () => void }) {
  const id = useId();
  const [counts, setCounts] = useState<Counts>(BLANK);
  const name = nameIn(view, side);
  const count = view.handCounts[side];
  const hand = COLOURS.flatMap((c) => Array<Colour>(/^\d+$/.test(counts[c]) ? Number(counts[c]) : 0).fill(c));
  return (
    <section className="odds" aria-label={W.enterHandTitle({ name, count })}>
      <h3 className="odds-title">{W.enterHandTitle({ name, count })}</h3>
      <div className="odds-hand">
        {[...COLOURS].reverse().map((colour) => (
          <div className="field" key={colour}>
            <label htmlFor={`${id}-${colour}`}>
              <span aria-hidden="true">
                <CardChip colour={colour} />
              </span>{' '}
              {colourName(colour)}
            </label>
            <input
              id={`${id}-${colour}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={count}
              autoComplete="off"
              value={counts[colour]}
              onChange={(e) => setCounts({ ...counts, [colour]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <p className="hint" role="status">
        {W.handCount({ entered: hand.length, count })}
      </p>
      {hand.length === count && <CardOddsPanel rules={rules} view={{ ...view, viewer: side, hand: null, myCommit: null }} entered={hand} />}
      <button type="button" className="ghost small" onClick={onHide}>
        {W.hideHand}
      </button>
    </section>
  );
}
