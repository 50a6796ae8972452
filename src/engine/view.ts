import type { GameState, Side } from './state';

/** What everyone may see: the game without the deck order, any hand, or a card still face down. */
export interface PublicView extends Omit<GameState, 'deck' | 'hands' | 'commits' | 'rng' | 'setup'> {
  setup: Omit<GameState['setup'], 'seed'>;
  deckSize: number | null;
  committed: Record<Side, boolean>;
}

/** The state with every secret removed, for the projector, the log and anything shared (secrets stay secret). */
export function publicView(state: GameState): PublicView {
  const { deck, hands: _hands, commits, rng: _rng, setup, ...rest } = state;
  const { seed: _seed, ...publicSetup } = setup;
  return {
    ...rest,
    setup: publicSetup,
    deckSize: deck ? deck.length : null,
    committed: { invader: 'invader' in commits, defender: 'defender' in commits },
  };
}
