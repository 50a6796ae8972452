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
import { choiceText, methodText, ODDS_WORDS as W, percentText } from './words';
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
  const noCard = W.noCardWords({ step: odds.step });
  if (theirs.committed) return theirs.pass === 1 ? W.basisPassed({ other, noCard }) : W.basisFaceDown({ other, unseen: odds.unseen.total });
  return W.basisHand({ other, handSize: theirs.handSize, unseen: odds.unseen.total, mayPass: theirs.mayPass, noCard });
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
        <p className="hint">{W.problem({ problem: result.problem, count: view.handCounts[view.viewer] })}</p>
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
        {methodText(shown.method)} (<Quoted source>{shown.source}</Quoted>)
      </p>
    </section>
  );
}

function ContestList({ odds, other }: { odds: odds.CardOdds; other: string }) {
  return (
    <ul className="odds-list">
      {odds.options.map((o) => (
        <li key={o.card ?? 'none'}>
          <OddsSplit text={W.choiceAgainst({ choice: choiceText(o.card, o.countsAs, odds.step), odds: W.againstCard({ other, win: percentText(o.win), tie: percentText(o.tie), lose: percentText(o.lose) }) })} win={o.win} tie={o.tie} lose={o.lose} />
          {o.picksTerritory !== null && <OddsBar text={W.picksTerritory({ chance: percentText(o.picksTerritory) })} chance={o.picksTerritory} />}
        </li>
      ))}
    </ul>
  );
}

/** An outcome's end squares by row, for the words beside its map: "row 1: columns 2, 3, 4; row 2: column 1". */
function byRow(squares: readonly Square[]): string {
  const rows = [...new Set(squares.map((s) => s.row))].sort((a, b) => a - b);
  const columns = (row: number) => squares.filter((s) => s.row === row).map((s) => s.col + 1).sort((a, b) => a - b);
  const columnsText = (row: number) => W.columns({ count: columns(row).length, columns: columns(row).join(W.columnSeparator) });
  return rows.map((row) => W.rowColumns({ row: row + 1, columns: columnsText(row) })).join(W.rowSeparator);
}

function MarchList({ rules, view, odds, other }: { rules: Rules; view: PlayerView; odds: odds.MarchOdds; other: string }) {
  const outcomeText = (o: odds.DayOutcome) => W.dayOutcome({ winner: o.winner === null ? 'nobody' : o.winner === odds.side ? 'you' : 'other', other, difference: o.difference, chance: percentText(o.chance) });
  return (
    <ul className="odds-list">
      {odds.options.map((option) => {
        const choice = choiceText(option.card, option.countsAs, 'day');
        return (
          <li key={option.card ?? 'none'}>
            <OddsSplit text={W.choiceAgainst({ choice, odds: W.againstCard({ other, win: percentText(option.win), tie: percentText(option.tie), lose: percentText(option.lose) }) })} win={option.win} tie={option.tie} lose={option.lose} />
            <details>
              <summary>{W.outcomesOf({ choice })}</summary>
              <ul className="odds-list">
                {option.outcomes.map((o) => (
                  <li key={`${o.winner}-${o.difference}`}>
                    <OddsBar text={outcomeText(o)} chance={o.chance} tone={o.winner === null ? 'tie' : o.winner === odds.side ? 'win' : 'lose'} />
                    <div className="odds-map">
                      <p className="odds-squares">
                        {W.endOnMap({ count: o.squares.length })} <span className="visually-hidden">{byRow(o.squares)}.</span>
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
