// @vitest-environment node
import { applyAction, chanceAction, type Colour } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import { atShuffle, expectRefusal, played, rules, step } from '../../../../tests/support/scenario';
import { dealPbs } from '.';

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
