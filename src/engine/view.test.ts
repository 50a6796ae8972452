// @vitest-environment node
import { publicView, type GameState } from '.';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { makeSetup } from '../../tests/support/randomGame';
import { digitalToContest, step } from '../../tests/support/scenario';
import { allKeys, scrambleSecrets } from '../../tests/support/secrets';

/** Digital cards, the invader's territory card face down (STYLE: secrets stay secret). */
function withCommit(): GameState {
  const state = digitalToContest(makeSetup({ seed: 'VIEW-SEED-7x' }, [{ pbsCards: 4 }, { pbsCards: 4 }]));
  return step(state, { type: 'playTerritoryCard', side: 'invader', card: state.hands!.invader[0]! });
}

describe('publicView (STYLE habit 2: secrets stay secret)', () => {
  it('hides the hands, the deck order, the RNG, the seed and the face-down card', () => {
    const state = withCommit();
    const view = publicView(state);
    const keys = allKeys(view);
    for (const secret of ['hands', 'deck', 'commits', 'rng', 'seed', 'draws']) expect(keys.has(secret)).toBe(false);
    expect(JSON.stringify(view)).not.toContain('VIEW-SEED-7x');
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
