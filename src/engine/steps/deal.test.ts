// @vitest-environment node
import { applyAction, chanceAction, type Colour, type GameState } from '..';
import { tally } from '../cards';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { makeSetup } from '../../../tests/support/randomGame';
import { autoChance, expectRefusal, physicalSetup, played, rules, run, start, step, ANNA_DEFENDS } from '../../../tests/support/scenario';
import { dealPbs, shuffleDeck } from './deal';

/** A digital game at the shuffle: seeded roll-off, the winner defends, spring. */
function atShuffle(seed: string, armies: Parameters<typeof makeSetup>[1] = []): GameState {
  const state = autoChance(start(makeSetup({ seed }, armies)));
  return run(state, [
    { type: 'chooseRole', role: 'defender' },
    { type: 'chooseSeason', season: 'springAutumn' },
  ]);
}

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

describe('dealPbs (seed 000 PBS 8.B)', () => {
  const shuffled = (armies: Parameters<typeof makeSetup>[1] = [{ pbsCards: 4 }, { pbsCards: 6 }]) => {
    const state = atShuffle('deal-seed', armies);
    return step(state, chanceAction(rules, state)!);
  };

  it('000 PBS 8.B: each draws his army number of PBS cards from the top of the deck, invader first', () => {
    const state = shuffled();
    const deck = state.deck!;
    const invaderCards = state.setup.players[state.roles!.invader].army.pbsCards;
    const defenderCards = state.setup.players[state.roles!.defender].army.pbsCards;
    const deal = chanceAction(rules, state);
    expect(deal).toEqual({
      type: 'dealPbs',
      invader: deck.slice(0, invaderCards),
      defender: deck.slice(invaderCards, invaderCards + defenderCards),
    });
    const { state: after, events } = played(state, deal!);
    expect(after.hands).toEqual({ invader: deck.slice(0, invaderCards), defender: deck.slice(invaderCards, invaderCards + defenderCards) });
    // The room learns the counts; each player alone learns his own hand.
    expect(events).toEqual([
      { code: 'cardsDealt', audience: 'public', params: { purpose: 'pbs', invader: invaderCards, defender: defenderCards } },
      { code: 'handDealt', audience: 'invader', params: { side: 'invader', purpose: 'pbs', cards: deck.slice(0, invaderCards) } },
      { code: 'handDealt', audience: 'defender', params: { side: 'defender', purpose: 'pbs', cards: deck.slice(invaderCards, invaderCards + defenderCards) } },
    ]);
    expect(after.handCounts).toEqual({ invader: invaderCards, defender: defenderCards });
    expect(after.deck).toEqual(deck.slice(invaderCards + defenderCards));
    expect(after.deck!.length + after.hands!.invader.length + after.hands!.defender.length).toBe(55);
    expect(after.stepId).toBe('territoryCards');
  });

  it('000 PBS 8.B: an army with no PBS cards is dealt none', () => {
    const state = shuffled([{ pbsCards: 0 }, { pbsCards: 0 }]);
    const after = step(state, chanceAction(rules, state)!);
    expect(after.hands).toEqual({ invader: [], defender: [] });
    expect(after.deck).toHaveLength(55);
  });

  it('refuses cards that are not the top of the deck or the wrong number (chanceMismatch)', () => {
    const state = shuffled();
    const deal = chanceAction(rules, state) as { invader: Colour[]; defender: Colour[] };
    expectRefusal(applyAction(rules, state, { type: 'dealPbs', invader: deal.defender, defender: deal.invader }), 'chanceMismatch');
    expectRefusal(applyAction(rules, state, { type: 'dealPbs', invader: deal.invader.slice(1), defender: deal.defender }), 'chanceMismatch');
  });

  it('000 PBS 8.B: refuses a deal that is not from the top of the deck or not the armies\' numbers (badDeal)', () => {
    const state = shuffled();
    const deal = chanceAction(rules, state) as { invader: Colour[]; defender: Colour[] };
    expectRefusal(dealPbs(rules, state, { type: 'dealPbs', invader: deal.defender, defender: deal.invader }), 'badDeal', { purpose: 'pbs' });
    expectRefusal(dealPbs(rules, state, { type: 'dealPbs', invader: deal.invader.slice(1), defender: deal.defender }), 'badDeal', { purpose: 'pbs' });
  });

  it('refuses to deal before the deck is shuffled (wrongStep)', () => {
    expectRefusal(dealPbs(rules, atShuffle('deal-seed'), { type: 'dealPbs', invader: [], defender: [] }), 'wrongStep', { stepId: 'shuffle' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(shuffled());
    const before = structuredClone(state);
    expect(applyAction(rules, state, chanceAction(rules, state)).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
