import { useCallback, useEffect, useState } from 'react';
import { canPass, canPassTerritoryCard, cardRound, COLOURS, opponent, passedWithNoCards, type Colour, type PlayerView, type Side } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { CardChip } from '../../components/CardChip';
import { useGame } from '../../store';
import { colourName, COLOUR_WORDS, SIDE_WORDS } from '../../words/vocab';
import { PHYSICAL_WORDS } from '../../words/physical';
import { mustPlayText } from '../../words/cards';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFilledForm } from '../../components/useFilledForm';
import { FaceButtons, type TapOption } from '../../components/FaceButtons';
import { ColourLadder, Explain } from '../../rules';
import { SECRET_CARD_WORDS as W } from './words';
import type { StepProps } from '../types';
import { CardOddsPanel } from '../../odds/CardOddsPanel';
import { PhysicalCardOdds } from '../../odds/PhysicalCardOdds';

/**
 * The territory contest (PBS 8.B) and each day of the march (8.D): both choose a card in secret.
 * Digital cards: a hand-off curtain, the hand shown only after that player confirms, hidden again at
 * once. Physical cards: the players enter the two colours they revealed.
 */
export function SecretCardStep(props: StepProps) {
  // Each round starts afresh: a tied day stays on this screen, and must not keep the last day's choices.
  const round = `${cardRound(props.view)}-${props.view.days.length}`;
  // Digital cards: the app holds both hands, and each is shown only to its player behind the curtain.
  const digital = props.view.setup.cards === 'digital';
  const edition = props.rules.editions[props.view.setup.edition];
  const contest = isContest(props);
  return (
    <>
      <Explain
        rules={props.rules}
        line={contest ? W.explainContest({ optional: !edition.territoryContest.play.compulsory, tieTo: edition.territoryContest.tieGoesTo }) : W.explainDay}
        source={contest ? edition.territoryContest.source : edition.march.source}
        edition={props.view.setup.edition}
      />
      {!digital && props.view.setup.odds && (
        <PhysicalCardOdds key={`odds-${round}`} rules={props.rules} view={props.view} />
      )}
      {digital ? <CurtainedChoice key={round} {...props} /> : <PhysicalChoice key={round} {...props} />}
      {/* The decision first (issue 29), the ladder to judge it right under it. */}
      <ColourLadder rules={props.rules} view={props.view} />
    </>
  );
}

/** A physical card entered: its colour, or none (a pass, or no card in the territory contest). */
type CardEntry = Colour | 'none';

/** Whether the cards are played for the territory contest (PBS 8.B), else for a day of the march (8.D). */
function isContest(props: StepProps): boolean {
  return cardRound(props.view) === 'contest';
}

function roundLabel(props: StepProps): string {
  return isContest(props) ? W.territoryRound : W.dayRound({ day: props.view.days.length + 1 });
}

function noCardLabel(props: StepProps): string {
  return isContest(props) ? W.playNoCard : W.pass;
}

function passAllowed(props: StepProps, side: Side): boolean {
  return isContest(props) ? canPassTerritoryCard(props.rules, props.view, side) : canPass(props.rules, props.view, side);
}

function submit(props: StepProps, side: Side, card: Colour | null): boolean {
  const type = isContest(props) ? 'playTerritoryCard' : 'playDayCard';
  return props.dispatch({ type, side, card });
}

/** The holder's own view when the laptop shows this side's hand, else null. */
function heldBy(view: StepProps['view'], side: Side): PlayerView | null {
  return 'viewer' in view && view.viewer === side ? view : null;
}

function CurtainedChoice(props: StepProps) {
  const { view } = props;
  const waiting = (['defender', 'invader'] as const).filter((side) => !view.committed[side]);
  const side = waiting[0];
  // Whose hand is shown lives in the store: undo needs it, and every action, undo or window sync hides the hand.
  const shownTo = useGame((s) => s.holder);
  const setShownTo = useGame((s) => s.showHand);
  // Leaving the step (another screen) lowers the curtain again.
  useEffect(() => () => setShownTo(null), [setShownTo]);
  const focusHand = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  if (!side) return null;
  const name = nameOf(view, side);
  const other = nameOf(view, opponent(side));
  // The hand comes from the holder's own view: the screen never receives the other side's cards (STYLE: views per audience).
  const held = shownTo === side ? heldBy(view, side) : null;
  if (!held) {
    return (
      <div className="curtain" role="region" aria-label={W.curtain}>
        <p className="curtain-title">{W.passTo({ player: name, side: SIDE_WORDS[side], other })}</p>
        <p>{W.chooses({ player: name, round: roundLabel(props), other, otherIs: waiting.length !== 1 ? 'waiting' : passedWithNoCards(view, opponent(side)) ? 'passed' : 'chosen' })}</p>
        <button type="button" onClick={() => setShownTo(side)}>
          {W.showMine({ player: name })}
        </button>
      </div>
    );
  }
  const hand = held.hand ?? [];
  const distinct = COLOURS.filter((c) => hand.includes(c)).reverse();
  const choose = (card: Colour | null) => {
    setShownTo(null);
    submit(props, side, card);
  };
  return (
    <div className="hand" role="region" aria-label={W.handOf({ player: name })} tabIndex={-1} ref={focusHand}>
      <p>
        {W.yourHand({ player: name, count: hand.length })}{' '}
        {hand.length === 0 ? W.empty : [...hand].sort((a, b) => COLOURS.indexOf(b) - COLOURS.indexOf(a)).map((c, i) => <CardChip key={i} colour={c} />)}
      </p>
      <div className="actions">
        {distinct.map((card) => (
          <button key={card} type="button" onClick={() => choose(card)}>
            {W.play({ colour: colourName(card) })}
          </button>
        ))}
        {passAllowed(props, side) && (
          <button type="button" className="ghost" onClick={() => choose(null)}>
            {noCardLabel(props)}
          </button>
        )}
      </div>
      {!passAllowed(props, side) && <p className="hint">{mustPlayText(props.rules, view, cardRound(view) ?? 'day', true)}</p>}
      {view.setup.odds && (
        <CardOddsPanel rules={props.rules} view={held} />
      )}
      <button type="button" className="ghost small" onClick={() => setShownTo(null)}>
        {W.hide}
      </button>
    </div>
  );
}

/** What the players reveal: both their cards, or one player's when the app passed for the other, who had no card left (PBS 8.D). */
function revealLine(props: StepProps, waiting: readonly Side[]): string {
  const [only] = waiting;
  const passed = only && waiting.length === 1 && passedWithNoCards(props.view, opponent(only)) ? opponent(only) : null;
  return only && passed ? W.revealOneThenEnter({ round: roundLabel(props), player: nameOf(props.view, only), passed: nameOf(props.view, passed) }) : W.revealThenEnter({ round: roundLabel(props) });
}

function PhysicalChoice(props: StepProps) {
  const { view } = props;
  const sides = ['defender', 'invader'] as const;
  // Physical cards: the app knows how many a player holds, not which, so every colour is offered while he holds any.
  const options = (side: Side): TapOption<CardEntry>[] => [
    ...(view.handCounts[side] > 0 ? [...COLOURS].reverse().map((c) => ({ value: c, label: COLOUR_WORDS[c], colour: c })) : []),
    ...(passAllowed(props, side) ? [{ value: 'none' as const, label: noCardLabel(props) }] : []),
  ];
  // Nothing starts chosen, so a forgotten player is never recorded as a pass; only a player with no other choice (no cards left: the pass) starts on it.
  const forced = (side: Side): CardEntry | null => {
    const only = options(side);
    return only.length === 1 ? only[0]!.value : null;
  };
  const [cards, setCards] = useState<Record<Side, CardEntry | null>>(() => ({ invader: forced('invader'), defender: forced('defender') }));
  const waiting = sides.filter((side) => !view.committed[side]);
  const missing = (side: Side) => !options(side).some((o) => o.value === cards[side]);
  const empty = waiting.filter(missing);
  const { checked, onSubmit, onChange } = useFilledForm(empty.length === 0, () => {
    for (const side of waiting) {
      const card = cards[side];
      if (!submit(props, side, card === 'none' || card === null ? null : card)) return;
    }
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{revealLine(props, waiting)}</p>
      {waiting.map((side) => (
        <FaceButtons
          key={side}
          id={`card-${side}`}
          legend={W.played({ player: nameOf(view, side), side: SIDE_WORDS[side], inHand: view.handCounts[side] })}
          options={options(side)}
          value={cards[side]}
          onChange={(card) => {
            onChange();
            setCards({ ...cards, [side]: card });
          }}
          error={checked && missing(side) ? PHYSICAL_WORDS.cardMissing({ player: nameOf(view, side) }) : null}
        />
      ))}
      {waiting.some((side) => !passAllowed(props, side)) && <p className="hint">{mustPlayText(props.rules, view, cardRound(view) ?? 'day', false)}</p>}
      {checked && empty.length > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty({ count: empty.length })} />}
      <button type="submit">{W.reveal}</button>
    </form>
  );
}
