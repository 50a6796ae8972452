// @vitest-environment node
import { battleWeatherChance, playerView, publicView, type GameState, type Side } from '.';
import { PlayerViewSchema, PublicViewSchema } from './schema/view';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { digitalToContest, replayStates, rules, step } from '../../tests/support/scenario';
import { allKeys, scrambleSecrets } from '../../tests/support/secrets';

/** Digital cards, the invader's territory card face down (STYLE: secrets stay secret). */
function withCommit(): GameState {
  const state = digitalToContest(makeSetup({ seed: 'VIEW-SEED-7x', battleSeed: 'VIEW-BATTLE-9q' }, [{ pbsCards: 4 }, { pbsCards: 4 }]));
  return step(state, { type: 'playTerritoryCard', side: 'invader', card: state.hands!.invader[0]! });
}

describe('publicView (STYLE habit 2: secrets stay secret)', () => {
  it('hides the hands, the deck order, the RNG, the seed and the face-down card', () => {
    const state = withCommit();
    const view = publicView(state);
    const keys = allKeys(view);
    for (const secret of ['hands', 'deck', 'commits', 'rng', 'seed', 'battleSeed', 'draws', 'arc4']) expect(keys.has(secret)).toBe(false);
    expect(PublicViewSchema.safeParse(view).success).toBe(true);
    expect(JSON.stringify(view)).not.toContain('VIEW-SEED-7x');
    expect(JSON.stringify(view)).not.toContain('VIEW-BATTLE-9q');
    expect(view.deckSize).toBe(state.deck!.length);
    expect(view.committed).toEqual({ invader: true, defender: false });
    expect(view.handCounts).toEqual({ invader: 3, defender: 4 });
    expect(view.setup.players).toEqual(state.setup.players);
  });

  it('does not change when any secret changes', () => {
    const state = withCommit();
    const scrambled = scrambleSecrets(state);
    expect(scrambled.commits.invader).not.toBe(state.commits.invader);
    expect(scrambled.hands).not.toEqual(state.hands);
    expect(publicView(scrambled)).toEqual(publicView(state));
  });

  it('shows the cards once both are revealed', () => {
    const state = withCommit();
    const revealed = step(state, { type: 'playTerritoryCard', side: 'defender', card: null });
    expect(publicView(revealed).territoryCards).toEqual({ invader: state.commits.invader, defender: null });
    expect(publicView(revealed).committed).toEqual({ invader: false, defender: false });
  });

  it('physical cards: there is no deck to count', () => {
    const state = withCommit();
    expect(publicView({ ...state, deck: null, hands: null }).deckSize).toBeNull();
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(withCommit());
    const before = structuredClone(state);
    publicView(state);
    expect(state).toEqual(before);
  });
});

describe('the view schemas refuse a view that carries a secret', () => {
  test.each(['deck', 'hands', 'commits', 'rng'] as const)('a public view with %s added fails PublicViewSchema', (secret) => {
    const state = withCommit();
    expect(PublicViewSchema.safeParse({ ...publicView(state), [secret]: state[secret] }).success).toBe(false);
  });

  it('a public view with the seed in its setup fails PublicViewSchema', () => {
    const state = withCommit();
    const view = publicView(state);
    expect(PublicViewSchema.safeParse({ ...view, setup: { ...view.setup, seed: state.setup.seed } }).success).toBe(false);
  });

});

describe('playerView: the player holding the laptop sees his own hand and face-down card, never the other side\'s', () => {
  test.each(['invader', 'defender'] as Side[])('the %s view', (side) => {
    const state = withCommit();
    const view = playerView(state, side);
    expect(PlayerViewSchema.safeParse(view).success).toBe(true);
    expect(view.hand).toEqual(state.hands![side]);
    expect(view.myCommit).toEqual(side === 'invader' ? { card: state.commits.invader } : null);
    expect(JSON.stringify(view)).not.toContain('VIEW-SEED-7x');
    expect(JSON.stringify(view)).not.toContain('VIEW-BATTLE-9q');
  });

  test.each(['invader', 'defender'] as Side[])("the %s view does not change when only the opponent's secrets, the deck or the seed change", (side) => {
    const state = withCommit();
    const other: Side = side === 'invader' ? 'defender' : 'invader';
    const scrambled = scrambleSecrets(state);
    const keepMine: GameState = {
      ...scrambled,
      hands: { ...scrambled.hands!, [side]: state.hands![side] } as GameState['hands'],
      commits: side in state.commits ? { ...scrambled.commits, [side]: state.commits[side] } : { ...scrambled.commits },
    };
    expect(keepMine.hands![other]).not.toEqual(state.hands![other]);
    expect(playerView(keepMine, side)).toEqual(playerView(state, side));
  });
});

describe('the battle seed stays sealed in every view until and after the battle (issue 13)', () => {
  /** A finished pre-battle with digital dice and three battle turns rolled from the battle seed. */
  function inBattle(): GameState {
    let { state } = playRandomGame(rules, makeSetup({ seed: 'VIEW-SEED-7x', battleSeed: 'VIEW-BATTLE-9q' }), 'view-battle');
    for (let i = 0; i < 3; i++) state = step(state, battleWeatherChance(rules, state)!.action);
    return state;
  }

  it('the turns are public; the battle seed and its generator are not', () => {
    const state = inBattle();
    for (const view of [publicView(state), playerView(state, 'invader'), playerView(state, 'defender')]) {
      expect(view.battle).toEqual({ turns: state.battle.turns, over: false });
      expect(allKeys(view).has('battleSeed')).toBe(false);
      expect(allKeys(view).has('rng')).toBe(false);
      expect(JSON.stringify(view)).not.toContain('VIEW-BATTLE-9q');
    }
    expect(PublicViewSchema.safeParse(publicView(state)).success).toBe(true);
  });

  it('not even once the battle is over: the screens reveal it from the game, never from a view', () => {
    const over = step(inBattle(), { type: 'endBattle' });
    expect(JSON.stringify(publicView(over))).not.toContain('VIEW-BATTLE-9q');
  });

  it('does not change when the battle seed or its generator changes', () => {
    const state = inBattle();
    const scrambled = scrambleSecrets(state);
    expect(scrambled.setup.battleSeed).not.toBe(state.setup.battleSeed);
    expect(scrambled.battle.rng).not.toEqual(state.battle.rng);
    expect(publicView(scrambled)).toEqual(publicView(state));
    const otherBattle: GameState = { ...state, setup: { ...state.setup, battleSeed: 'another battle' }, battle: { ...state.battle, rng: { seed: 'another battle', draws: 1, arc4: null } } };
    expect(playerView(otherBattle, 'invader')).toEqual(playerView(state, 'invader'));
  });

  it('PublicViewSchema refuses a view carrying the battle seed or the battle generator', () => {
    const state = inBattle();
    const view = publicView(state);
    expect(PublicViewSchema.safeParse({ ...view, setup: { ...view.setup, battleSeed: state.setup.battleSeed } }).success).toBe(false);
    expect(PublicViewSchema.safeParse({ ...view, battle: { ...view.battle, rng: state.battle.rng } }).success).toBe(false);
  });

  it('a view from before the battle tracker (no battle field) still reads, with no turns', () => {
    const { battle: _battle, ...old } = publicView(withCommit());
    expect(PublicViewSchema.parse(old).battle).toEqual({ turns: [], over: false });
  });
});

describe('the views are built by naming what they show (a field the state gains is secret until a view names it)', () => {
  const views = (state: GameState) => [publicView(state), playerView(state, 'invader'), playerView(state, 'defender')];

  it('a made-up secret in the state, its setup or its battle reaches no view', () => {
    const state = withCommit();
    const secret = 'MADE-UP-SECRET-31';
    const grown = {
      ...state,
      plannedAmbush: secret,
      setup: { ...state.setup, umpireNote: secret },
      battle: { ...state.battle, hiddenReserve: secret },
    } as GameState;
    for (const view of views(grown)) {
      expect(JSON.stringify(view)).not.toContain(secret);
      expect([...allKeys(view)].filter((key) => ['plannedAmbush', 'umpireNote', 'hiddenReserve'].includes(key))).toEqual([]);
    }
    expect(views(grown)).toEqual(views(state));
  });

  it('each view has exactly the fields its schema names', () => {
    const state = withCommit();
    expect(Object.keys(publicView(state)).sort()).toEqual(Object.keys(PublicViewSchema.shape).sort());
    expect(Object.keys(playerView(state, 'invader')).sort()).toEqual(Object.keys(PlayerViewSchema.shape).sort());
    expect(Object.keys(publicView(state).setup).sort()).toEqual(Object.keys(PublicViewSchema.shape.setup.shape).filter((key) => key in state.setup).sort());
  });

  it('through a whole game, scrambling the secrets (deck order, hands, generators, face-down cards, seeds) changes neither the public view nor a side\'s view of the other', () => {
    const setup = makeSetup({ seed: 'VIEW-WALK-3', battleSeed: 'VIEW-WALK-BATTLE-3' });
    const { log } = playRandomGame(rules, setup, 'view-walk');
    for (const state of replayStates(setup, log)) {
      const scrambled = scrambleSecrets(state);
      expect(publicView(scrambled)).toEqual(publicView(state));
      for (const side of ['invader', 'defender'] as const) {
        const keepMine: GameState = {
          ...scrambled,
          hands: scrambled.hands && state.hands ? { ...scrambled.hands, [side]: state.hands[side] } : scrambled.hands,
          commits: side in state.commits ? { ...scrambled.commits, [side]: state.commits[side] } : scrambled.commits,
        };
        expect(playerView(keepMine, side)).toEqual(playerView(state, side));
      }
    }
  });
});
