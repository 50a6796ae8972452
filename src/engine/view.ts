import type { PlayerView, PublicView } from './schema/view';
import type { GameState, Side } from './state';

export type { PlayerView, PublicView };

/** The state with every secret removed (the seeds, the generators, the deck, the hands), for the projector, the log and anything shared. */
export function publicView(state: GameState): PublicView {
  const { deck, hands: _hands, commits, rng: _rng, setup, battle, ...rest } = state;
  const { seed: _seed, battleSeed: _battleSeed, ...publicSetup } = setup;
  return {
    ...rest,
    setup: publicSetup,
    battle: { turns: battle.turns, over: battle.over },
    deckSize: deck ? deck.length : null,
    committed: { invader: 'invader' in commits, defender: 'defender' in commits },
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
