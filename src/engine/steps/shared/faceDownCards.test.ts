// @vitest-environment node
import { COLOURS, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import { ANNA_DEFENDS, digitalToContest, expectRefusal, physicalSetup, run, start } from '../../../../tests/support/scenario';
import { commitCard, revealed } from './faceDownCards';

const physical = (): GameState => run(start(physicalSetup({}, [{ pbsCards: 1 }, { pbsCards: 0 }])), ANNA_DEFENDS);

/** A commitment that must be accepted. */
function committed(...args: Parameters<typeof commitCard>) {
  const result = commitCard(...args);
  if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(result.error.params)}`);
  return result;
}

describe('commitCard and revealed (seed 000 PBS 8.B and 8.D: cards played simultaneously)', () => {
  it('000 PBS 8.D: a committed card leaves the hand at once and stays face down until both are in', () => {
    const result = committed(physical(), 'defender', 'red', null);
    expect(result.state.handCounts.defender).toBe(0);
    expect(result.state.commits).toEqual({ defender: 'red' });
    expect(revealed(result.state)).toBeNull();
    const both = committed(result.state, 'invader', null, null);
    expect(revealed(both.state)).toEqual({ invader: null, defender: 'red' });
  });

  it('everyone learns that a side has chosen; only that side learns which card (round null: the territory contest)', () => {
    expect(committed(physical(), 'defender', 'red', null).events).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: null } },
      { code: 'cardChosen', audience: 'defender', params: { side: 'defender', round: null, card: 'red' } },
    ]);
    expect(committed(physical(), 'defender', null, 3).events).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: 3 } },
      { code: 'cardChosen', audience: 'defender', params: { side: 'defender', round: 3, card: null } },
    ]);
  });

  it('000 PBS 8.D: a side with no cards left can only pass, so its pass is not secret: everyone sees it, nothing is private', () => {
    const result = committed(physical(), 'invader', null, 3);
    expect(result.events).toEqual([{ code: 'passedWithNoCards', audience: 'public', params: { side: 'invader', round: 3 } }]);
    expect(result.state.commits).toEqual({ invader: null });
  });

  it('digital cards: the card comes out of the hand (the first of its colour)', () => {
    const state = digitalToContest(makeSetup({ seed: 'commit-seed' }));
    const hand = state.hands!.invader;
    const card = hand[hand.length - 1]!;
    const result = committed(state, 'invader', card, null);
    const index = hand.indexOf(card);
    expect(result.state.hands!.invader).toEqual([...hand.slice(0, index), ...hand.slice(index + 1)]);
  });

  it('a pass (null) keeps the hand', () => {
    const result = commitCard(physical(), 'defender', null, 1);
    expect(result.ok && result.state.handCounts.defender).toBe(1);
  });

  it('refuses a second card from the same player (alreadyCommitted)', () => {
    const once = committed(physical(), 'defender', null, 1);
    expectRefusal(commitCard(once.state, 'defender', 'red', 1), 'alreadyCommitted', { side: 'defender' });
  });

  it('refuses a card from an empty hand (noCardsLeft)', () => {
    expectRefusal(commitCard(physical(), 'invader', 'red', null), 'noCardsLeft', { side: 'invader' });
  });

  it('digital cards: refuses a colour the hand does not hold (notInHand)', () => {
    const state = digitalToContest(makeSetup({ seed: 'commit-seed' }, [{ pbsCards: 1 }, { pbsCards: 1 }]));
    const hand = state.hands!.invader;
    const missing = COLOURS.find((c) => !hand.includes(c))!;
    expectRefusal(commitCard(state, 'invader', missing, null), 'notInHand', { side: 'invader', card: missing });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(physical());
    const before = structuredClone(state);
    expect(commitCard(state, 'defender', 'white', null).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
