// @vitest-environment node
import type { GameState } from '..';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS, digitalToContest, expectRefusal, physicalSetup, run, start } from '../../../tests/support/scenario';
import { commitCard, revealed } from './commit';

const physical = (): GameState => run(start(physicalSetup({}, [{ pbsCards: 1 }, { pbsCards: 0 }])), ANNA_DEFENDS);

describe('commitCard and revealed (seed 000 PBS 8.B and 8.D: cards played simultaneously)', () => {
  it('000 PBS 8.D: a committed card leaves the hand at once and stays face down until both are in', () => {
    const result = commitCard(physical(), 'defender', 'red');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.handCounts.defender).toBe(0);
    expect(result.state.commits).toEqual({ defender: 'red' });
    expect(revealed(result.state)).toBeNull();
    const both = commitCard(result.state, 'invader', null);
    if (!both.ok) throw new Error(both.error.message);
    expect(revealed(both.state)).toEqual({ invader: null, defender: 'red' });
  });

  it('digital cards: the card comes out of the hand (the first of its colour)', () => {
    const state = digitalToContest(makeSetup({ seed: 'commit-seed' }));
    const hand = state.hands!.invader;
    const card = hand[hand.length - 1]!;
    const result = commitCard(state, 'invader', card);
    if (!result.ok) throw new Error(result.error.message);
    const index = hand.indexOf(card);
    expect(result.state.hands!.invader).toEqual([...hand.slice(0, index), ...hand.slice(index + 1)]);
  });

  it('a pass (null) keeps the hand', () => {
    const result = commitCard(physical(), 'defender', null);
    expect(result.ok && result.state.handCounts.defender).toBe(1);
  });

  it('refuses a second card from the same player (alreadyCommitted)', () => {
    const once = commitCard(physical(), 'defender', null);
    if (!once.ok) throw new Error(once.error.message);
    expectRefusal(commitCard(once.state, 'defender', 'red'), 'alreadyCommitted');
  });

  it('refuses a card from an empty hand (notInHand)', () => {
    expectRefusal(commitCard(physical(), 'invader', 'red'), 'notInHand');
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(physical());
    const before = structuredClone(state);
    expect(commitCard(state, 'defender', 'white').ok).toBe(true);
    expect(state).toEqual(before);
  });
});
