import { pick } from '../lib/pick';
import type { PlayerView, PublicView } from './schema/view';
import { PUBLIC_BATTLE_FIELDS, PUBLIC_SETUP_FIELDS, PUBLIC_STATE_FIELDS } from './schema/viewFields';
import type { GameState, Side } from './state';

export type { PlayerView, PublicView };

/**
 * What the room may see (the projector, the log, anything shared): the fields the views' lists name, the deck's
 * size and who has a card face down; never the seeds, the generators, the deck, the hands or a face-down card.
 */
export function publicView(state: GameState): PublicView {
  return {
    ...pick(state, PUBLIC_STATE_FIELDS),
    setup: pick(state.setup, PUBLIC_SETUP_FIELDS),
    battle: pick(state.battle, PUBLIC_BATTLE_FIELDS),
    deckSize: state.deck ? state.deck.length : null,
    committed: { invader: 'invader' in state.commits, defender: 'defender' in state.commits },
  };
}

/** What one player may see while holding the laptop: the public view plus his own hand and face-down card, never the opponent's. */
export function playerView(state: GameState, side: Side): PlayerView {
  const mine = state.commits[side];
  return {
    ...publicView(state),
    viewer: side,
    hand: state.hands ? state.hands[side] : null,
    myCommit: side in state.commits ? { card: mine ?? null } : null,
  };
}
