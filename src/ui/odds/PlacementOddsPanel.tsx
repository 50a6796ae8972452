import { useMemo } from 'react';
import { pieceSectorName } from '../words/vocab';
import { odds, opponent, type PublicView, type Rules } from '../../engine';
import { landingText, methodText, ODDS_WORDS as W, percentText } from './words';
import { OddsBar } from './OddsBar';
import { nameIn } from './CardOddsPanel';
import './odds.css';
import { Quoted } from '../components/Quoted';

interface Props {
  rules: Rules;
  /** Placement odds depend on no secret: the public view is enough. */
  view: PublicView;
  pieceId: number;
  /** The piece's name in words. */
  pieceName: string;
}

/**
 * Issue 13, PBS 9.E: for the piece being placed, the chance the placement die sends it to each sector and
 * the chance it survives the opponent's die, from the edition's tables. Facts, never advice.
 */
export function PlacementOddsPanel({ rules, view, pieceId, pieceName }: Props) {
  const placement = useMemo(() => odds.placementOdds(rules, view, pieceId), [rules, view, pieceId]);
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!placement || !piece) return null;
  const owner = nameIn(view, piece.owner);
  const other = nameIn(view, opponent(piece.owner));
  return (
    <section className="odds" aria-label={W.heading}>
      <h3 className="odds-title">
        {W.heading} <span className="hint">{W.notAdvice}</span>
      </h3>
      {placement.landing && (
        <>
          <p>{W.landingTitle({ piece: pieceName, owner })}</p>
          <ul className="odds-list">
            {placement.landing.map((l) => (
              <li key={`${l.sector}-${l.touchTableEdge}-${l.lost}`}>
                <OddsBar text={landingText(pieceSectorName({ owner: piece.owner, placement: { method: 'dice', die: l.faces[0] ?? 0, sector: l.sector, touchTableEdge: l.touchTableEdge } }) ?? '', l.faces, l.chance, l.touchTableEdge, l.lost)} chance={l.chance} tone={l.lost ? 'lose' : 'neutral'} />
              </li>
            ))}
          </ul>
          {placement.withoutDice.length > 0 && <p className="hint">{W.withoutDice}</p>}
        </>
      )}
      <p>{W.opponentTitle({ other })}</p>
      <ul className="odds-list">
        <li>
          <OddsBar text={W.mayMove({ other, chance: percentText(placement.mayMove) })} chance={placement.mayMove} />
        </li>
        <li>
          <OddsBar text={W.mayPivot({ other, chance: percentText(placement.mayPivot) })} chance={placement.mayPivot} />
        </li>
        <li>
          <OddsBar text={W.mayRemove({ other, chance: percentText(placement.mayRemove) })} chance={placement.mayRemove} tone="lose" />
        </li>
      </ul>
      <OddsBar text={W.survives({ piece: pieceName, other, chance: percentText(placement.survives) })} chance={placement.survives} tone="win" />
      <p className="hint">
        {methodText(placement.method)} (<Quoted source>{placement.sources.placement === placement.sources.opponent ? placement.sources.placement : `${placement.sources.placement}; ${placement.sources.opponent}`}</Quoted>)
      </p>
    </section>
  );
}
