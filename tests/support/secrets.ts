import { COLOURS, type Colour, type GameState } from '../../src/engine';

const next = (c: Colour): Colour => COLOURS[(COLOURS.indexOf(c) + 1) % COLOURS.length]!;

/**
 * The same game with every secret changed: other cards in each hand (same number), the deck in another
 * order and make-up (same size), other face-down cards (a card stays a card, a pass a pass), another
 * seed and another battle seed with its generator elsewhere (issue 13). Whatever is public must not change.
 */
export function scrambleSecrets(state: GameState): GameState {
  const commits: GameState['commits'] = {};
  for (const side of ['invader', 'defender'] as const) {
    if (side in state.commits) commits[side] = state.commits[side] ? next(state.commits[side]!) : null;
  }
  return {
    ...state,
    rng: { seed: `${state.rng.seed}-scrambled`, draws: state.rng.draws + 7, arc4: null },
    setup: {
      ...state.setup,
      seed: `${state.setup.seed}-scrambled`,
      ...(state.setup.battleSeed === undefined ? {} : { battleSeed: `${state.setup.battleSeed}-scrambled` }),
    },
    battle: {
      ...state.battle,
      rng: state.battle.rng ? { seed: `${state.battle.rng.seed}-scrambled`, draws: state.battle.rng.draws + 5, arc4: null } : null,
    },
    deck: state.deck ? [...state.deck].reverse().map(next) : null,
    hands: state.hands ? { invader: state.hands.invader.map(next), defender: state.hands.defender.map(next) } : null,
    commits,
  };
}

/** Every key that appears anywhere in a JSON value. */
export function allKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}
