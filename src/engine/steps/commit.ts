import { withoutCard } from '../cards';
import { privateEvent, publicEvent, type Round } from '../events';
import { accept, refuse, type StepResult } from '../refusal';
import type { Colour } from '../schema/vocab';
import type { GameState, Side } from '../state';

/**
 * A side's card taken from its hand and held face down; the hand shrinks at once (PBS 8.D: used cards
 * are not returned). Everyone learns that the side has chosen; only that side learns which card.
 */
export function commitCard(state: GameState, side: Side, card: Colour | null, round: Round): StepResult {
  if (side in state.commits) return refuse('alreadyCommitted', { side });
  // A side with no cards left can only pass: nothing is secret, so everyone sees it.
  if (card === null && state.handCounts[side] === 0) return accept({ ...state, commits: { ...state.commits, [side]: null } }, [publicEvent('passedWithNoCards', { side, round })]);
  const events = [publicEvent('cardCommitted', { side, round }), privateEvent(side, 'cardChosen', { side, round, card })];
  if (card === null) return accept({ ...state, commits: { ...state.commits, [side]: null } }, events);
  if (state.handCounts[side] <= 0) return refuse('noCardsLeft', { side });
  let hands = state.hands;
  if (hands) {
    const rest = withoutCard(hands[side], card);
    if (!rest) return refuse('notInHand', { side, card });
    hands = { ...hands, [side]: rest };
  }
  return accept(
    {
      ...state,
      hands,
      handCounts: { ...state.handCounts, [side]: state.handCounts[side] - 1 },
      commits: { ...state.commits, [side]: card },
    },
    events,
  );
}

/** Both commitments once both are in, else null. */
export function revealed(state: GameState): Record<Side, Colour | null> | null {
  const { invader, defender } = state.commits;
  if (invader === undefined || defender === undefined) return null;
  return { invader, defender };
}
