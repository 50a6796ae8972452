import { withoutCard } from '../cards';
import { refuse, type Refusal } from '../refusal';
import type { Colour } from '../schema/vocab';
import type { GameState, Side } from '../state';

/** A side's card taken from its hand and held face down; the hand shrinks at once (PBS 8.D: used cards are not returned). */
export function commitCard(state: GameState, side: Side, card: Colour | null): { ok: true; state: GameState } | { ok: false; error: Refusal } {
  if (side in state.commits) return refuse('alreadyCommitted', 'That player has already chosen a card for this round.');
  if (card === null) return { ok: true, state: { ...state, commits: { ...state.commits, [side]: null } } };
  if (state.handCounts[side] <= 0) return refuse('notInHand', 'That player has no cards left.');
  let hands = state.hands;
  if (hands) {
    const rest = withoutCard(hands[side], card);
    if (!rest) return refuse('notInHand', `That player holds no ${card} card.`);
    hands = { ...hands, [side]: rest };
  }
  return {
    ok: true,
    state: {
      ...state,
      hands,
      handCounts: { ...state.handCounts, [side]: state.handCounts[side] - 1 },
      commits: { ...state.commits, [side]: card },
    },
  };
}

/** Both commitments once both are in, else null. */
export function revealed(state: GameState): Record<Side, Colour | null> | null {
  const { invader, defender } = state.commits;
  if (invader === undefined || defender === undefined) return null;
  return { invader, defender };
}
