import { rulesVersionOf, type GameState, type Setup } from '../../engine';
import type { GameSummary } from './entry';
import { battleSealed } from '../store/seals';

/** The library's summary of a game: who plays which army, the step reached, how many actions, the card and dice modes, and the edition, app rules, scale and profile. */
export function gameSummary(setup: Setup, state: GameState, actions: number): GameSummary {
  const [a, b] = setup.players;
  return {
    players: [
      { name: a.name, army: a.army.name },
      { name: b.name, army: b.army.name },
    ],
    stepId: state.stepId,
    actions,
    cards: setup.cards,
    dice: setup.dice,
    battleSealed: battleSealed(state),
    edition: setup.edition,
    rulesVersion: rulesVersionOf(setup),
    scale: setup.scale,
    profile: setup.profile?.name ?? null,
  };
}
