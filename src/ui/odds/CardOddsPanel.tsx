import { useMemo } from 'react';
import {
  cardRound,
  odds,
  opponent,
  type Colour,
  type Square,
  type PlayerView,
  type Rules,
  type Side,
} from '../../engine';
import { PbsMap } from '../components/PbsMap';
import { ODDS_WORDS as W } from './words';
import { OddsBar, OddsSplit } from './OddsBar';
import './odds.css';
import { Quoted } from '../components/Quoted';
import { isolateName } from '../words/names';

/** A player's name from a view (roles are decided at every card step). */
export function nameIn(view: Pick<PlayerView, 'setup' | 'roles'>, side: Side): string {
  return view.roles ? isolateName(view.setup.players[view.roles[side]].name) : side;
}

interface Props {
  rules: Rules;
  /** The holder's own view: the odds never see the other hand or the deck order. */
  view: PlayerView;
  /** Physical cards: the hand the holder typed for the odds alone. */
  entered?: readonly Colour[];
}

/** The assumption the odds rest on, in words: his hand drawn from the unseen cards, or his face-down card, or his pass. */
function basisText(odds: Pick<odds.CardOdds, 'step' | 'unseen' | 'opponent'>, other: string): string {
  const theirs: odds.OpponentCard = odds.opponent;
  const noCard = W.noCardWords(odds.step);
  if (theirs.committed) return theirs.pass === 1 ? W.basisPassed(other, noCard) : W.basisFaceDown(other, odds.unseen.total);
  return W.basisHand(other, theirs.handSize, odds.unseen.total, theirs.mayPass, noCard);
}

/**
 * Issue 13, PBS 8.B and 8.D: for the player behind the curtain, each card in hand (and the pass) against
 * the other player's unknown card, as chances with a small bar, and in the march where the counter can end
 * today for each outcome. Facts with their assumption, never advice.
 */
export function CardOddsPanel({ rules, view, entered }: Props) {
  const day = cardRound(view) === 'day';
  const march = useMemo(() => (day ? odds.marchOdds(rules, view, entered) : null), [day, rules, view, entered]);
  const contest = useMemo(() => (day ? null : odds.cardOdds(rules, view, entered)), [day, rules, view, entered]);
  const result = march ?? contest;
  const other = nameIn(view, opponent(view.viewer));
  if (!result) return null;
  if (!result.ok) {
    return (
      <section className="odds" aria-label={W.heading}>
        <h3 className="odds-title">{W.heading}</h3>
        <p className="hint">{W.problem(result.problem, view.handCounts[view.viewer])}</p>
      </section>
    );
  }
  const shown = result.odds;
  return (
    <section className="odds" aria-label={W.heading}>
      <h3 className="odds-title">
        {W.heading} <span className="hint">{W.notAdvice}</span>
      </h3>
      <p className="hint">{basisText(shown, other)}</p>
      {march?.ok && <MarchList rules={rules} view={view} odds={march.odds} other={other} />}
      {contest?.ok && <ContestList odds={contest.odds} other={other} />}
      <p className="hint">
        {shown.basis === 'enteredHand' ? `${W.enteredBasis} ` : ''}
        {W.method(shown.method)} (<Quoted>{shown.source}</Quoted>)
      </p>
    </section>
  );
}

function ContestList({ odds, other }: { odds: odds.CardOdds; other: string }) {
  return (
    <ul className="odds-list">
      {odds.options.map((o) => (
        <li key={o.card ?? 'none'}>
          <OddsSplit text={`${W.choice(o.card, o.countsAs, odds.step)}: ${W.againstCard(other, o.win, o.tie, o.lose)}`} win={o.win} tie={o.tie} lose={o.lose} />
          {o.picksTerritory !== null && <OddsBar text={W.picksTerritory(o.picksTerritory)} chance={o.picksTerritory} />}
        </li>
      ))}
    </ul>
  );
}

/** An outcome's end squares by row, for the words beside its map: "row 1: columns 2, 3, 4; row 2: column 1". */
function byRow(squares: readonly Square[]): string {
  const rows = [...new Set(squares.map((s) => s.row))].sort((a, b) => a - b);
  return W.squaresByRow(rows.map((row) => ({ row, cols: W.columns(squares.filter((s) => s.row === row).map((s) => s.col).sort((a, b) => a - b)) })));
}

function MarchList({ rules, view, odds, other }: { rules: Rules; view: PlayerView; odds: odds.MarchOdds; other: string }) {
  const outcomeText = (o: odds.DayOutcome) => W.dayOutcome(o.winner === null ? null : o.winner === odds.side ? 'You' : other, o.difference, o.chance);
  return (
    <ul className="odds-list">
      {odds.options.map((option) => {
        const choice = W.choice(option.card, option.countsAs, 'day');
        return (
          <li key={option.card ?? 'none'}>
            <OddsSplit text={`${choice}: ${W.againstCard(other, option.win, option.tie, option.lose)}`} win={option.win} tie={option.tie} lose={option.lose} />
            <details>
              <summary>{W.outcomesOf(choice)}</summary>
              <ul className="odds-list">
                {option.outcomes.map((o) => (
                  <li key={`${o.winner}-${o.difference}`}>
                    <OddsBar text={outcomeText(o)} chance={o.chance} tone={o.winner === null ? 'tie' : o.winner === odds.side ? 'win' : 'lose'} />
                    <div className="odds-map">
                      <p className="odds-squares">
                        {W.endOnMap(o.squares.length)} <span className="visually-hidden">{byRow(o.squares)}.</span>
                      </p>
                      <PbsMap rules={rules} view={view} choices={o.squares} size="thumbnail" framedKey={W.framedKey} />
                    </div>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
