/** Cards both sides play face down at once, shared by the territory contest (PBS 8.B) and the march's days (PBS 8.D). */

import { withoutCard } from '../../cards';
import { revised, type HandleContext } from '../../core/step';
import { privateEvent, publicEvent, type Round } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Action } from '../../schema/action';
import { COLOURS, type Colour } from '../../schema/vocab';
import { playerOf, SIDES, type GameState, type Side } from '../../state';
import type { PublicView } from '../../schema/view';

/**
 * A side's card taken from its hand and held face down; the hand shrinks at once (PBS 8.D: used cards
 * are not returned). Everyone learns that the side has chosen; only that side learns which card.
 */
export function commitCard(state: GameState, side: Side, card: Colour | null, round: Round, context?: HandleContext): StepResult {
  if (side in state.commits) return refuse('alreadyCommitted', { side });
  // A side with no cards left can only pass: nothing is secret, so everyone sees it.
  if (card === null && state.handCounts[side] === 0) return accept(revised(state, { commits: { ...state.commits, [side]: null } }, context), [publicEvent('passedWithNoCards', { side, round })]);
  const events = [publicEvent('cardCommitted', { side, round }), privateEvent(side, 'cardChosen', { side, round, card })];
  if (card === null) return accept(revised(state, { commits: { ...state.commits, [side]: null } }, context), events);
  if (state.handCounts[side] <= 0) return refuse('noCardsLeft', { side });
  let hands = state.hands;
  if (hands) {
    const rest = withoutCard(hands[side], card);
    if (!rest) return refuse('notInHand', { side, card });
    hands = { ...hands, [side]: rest };
  }
  return accept(
    revised(state, { hands, handCounts: { ...state.handCounts, [side]: state.handCounts[side] - 1 }, commits: { ...state.commits, [side]: card } }, context),
    events,
  );
}

/** Both commitments once both are in, else null. */
export function revealed(state: GameState): Record<Side, Colour | null> | null {
  const { invader, defender } = state.commits;
  if (invader === undefined || defender === undefined) return null;
  return { invader, defender };
}

/** The cards a side may play face down now (each colour it holds once, or any colour with physical cards), and the pass when allowed. */
export function cardChoices(state: GameState, side: Side, allowPass: boolean): (Colour | null)[] {
  if (side in state.commits) return [];
  const choices: (Colour | null)[] = [];
  if (state.hands) {
    for (const card of state.hands[side]) if (!choices.includes(card)) choices.push(card);
  } else if (state.handCounts[side] > 0) choices.push(...COLOURS);
  if (allowPass) choices.push(null);
  return choices;
}

/** PBS 8.D: a side with no cards left must pass; it has nothing to choose, so the app plays the pass. */
export function forcedPass(state: GameState, pass: (side: Side) => Action): Action | null {
  const side = SIDES.find((s) => !(s in state.commits) && state.handCounts[s] === 0);
  return side ? pass(side) : null;
}

/**
 * PBS 8.D: whether the app passed for `side` this round because it began the round with no card: its army's
 * PBS cards less those revealed in the territory contest and on the days before (all public), when it has committed.
 */
export function passedWithNoCards(view: Pick<PublicView, 'setup' | 'roles' | 'territoryCards' | 'days' | 'committed'>, side: Side): boolean {
  if (!view.committed[side] || !view.roles) return false;
  const dealt = view.setup.players[playerOf(view, side)].army.pbsCards;
  const contest = view.territoryCards?.[side] ? 1 : 0;
  const days = view.days.filter((day) => day.cards[side] !== null).length;
  return dealt - contest - days <= 0;
}
