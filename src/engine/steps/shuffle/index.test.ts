// @vitest-environment node
import { applyAction, chanceAction, type Colour } from '../..';
import { tally } from '../../cards';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atShuffle, expectRefusal, physicalSetup, played, rules, run, start, ANNA_DEFENDS } from '../../../../tests/support/scenario';
import { shuffleDeck } from '.';

const DECK = { black: 15, white: 15, green: 12, yellow: 8, red: 5 };

describe('shuffleDeck (RULES-NOTES 4: the 55-card command deck)', () => {
  it('the seeded shuffle holds the whole command deck: Black 15, White 15, Green 12, Yellow 8, Red 5', () => {
    const state = atShuffle('deal-seed');
    expect(state.stepId).toBe('shuffle');
    const shuffle = chanceAction(rules, state);
    if (shuffle?.type !== 'shuffleDeck') throw new Error('expected a shuffle');
    expect(shuffle.order).toHaveLength(55);
    expect(tally(shuffle.order)).toEqual(DECK);
    const { state: after, events } = played(state, shuffle);
    expect(after.deck).toEqual(shuffle.order);
    expect(after.rng.draws).toBe(state.rng.draws + 54);
    // Everyone learns that the deck was shuffled, never its order.
    expect(events).toEqual([{ code: 'deckShuffled', audience: 'public', params: { size: 55 } }]);
  });

  it('the same seed gives the same deck and another seed another deck', () => {
    const deck = (seed: string) => (chanceAction(rules, atShuffle(seed)) as { order: Colour[] }).order;
    expect(deck('same')).toEqual(deck('same'));
    expect(deck('same')).not.toEqual(deck('other'));
  });

  it('refuses a deck that is not exactly the command deck (badDeck)', () => {
    const state = atShuffle('deal-seed');
    const order = (chanceAction(rules, state) as { order: Colour[] }).order;
    const size = Object.values(rules.components.deck).reduce((a, b) => a + b, 0);
    expect(size).toBe(55);
    expectRefusal(shuffleDeck(rules, state, { type: 'shuffleDeck', order: order.slice(1) }), 'badDeck', { size });
    expectRefusal(shuffleDeck(rules, state, { type: 'shuffleDeck', order: [...order.slice(1), 'red'] }), 'badDeck', { size });
  });

  it('digital cards: refuses any shuffle but the seeded one, even a whole deck (chanceMismatch)', () => {
    const state = atShuffle('deal-seed');
    const expected = chanceAction(rules, state)!;
    const order = (expected as { order: Colour[] }).order;
    const got = { type: 'shuffleDeck', order: [...order].reverse() } as const;
    expectRefusal(applyAction(rules, state, got), 'chanceMismatch', { expected, got });
    expectRefusal(applyAction(rules, state, { type: 'shuffleDeck', order: order.slice(1) }), 'chanceMismatch');
  });

  it('000 PBS 8.B physical cards: there is nothing to shuffle or deal', () => {
    const state = run(start(physicalSetup()), ANNA_DEFENDS);
    expect(state.stepId).toBe('territoryCards');
    expect(state.deck).toBeNull();
    expect(state.hands).toBeNull();
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atShuffle('deal-seed'));
    const before = structuredClone(state);
    expect(applyAction(rules, state, chanceAction(rules, state)).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
