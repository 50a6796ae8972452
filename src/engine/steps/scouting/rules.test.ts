// @vitest-environment node
import { applyAction, chanceAction, legalActions, scoutingDraws, type Colour, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import { atWeather, expectRefusal, played, rules, start, step } from '../../../../tests/support/scenario';
import { dealScouting } from './rules';

describe('reportScouting (seed 000 PBS 10.A, physical cards)', () => {
  const atScouting = (armies = [{ scoutingCards: 6 }, { scoutingCards: 6 }]) =>
    step(atWeather({ territory: 'cultivated', row: 1, col: 3, armies: armies.map((a) => ({ pbsCards: 0, ...a })) }), { type: 'rollWeather', dice: [3, 4] });

  it('000 PBS 10.A: the best 5 cards count and the lower total is outscouted by the difference', () => {
    const { state, events } = played(atScouting(), {
      type: 'reportScouting',
      invader: ['red', 'red', 'green', 'black', 'white', 'yellow'],
      defender: ['yellow', 'green', 'green', 'black', 'black', 'black'],
    });
    expect(events).toEqual([
      { code: 'scoutingCounted', audience: 'public', params: { totals: { invader: 110, defender: 40 }, outscouted: 'defender', by: 70 } },
    ]);
    expect(state.scouting).toEqual({
      cards: { invader: ['red', 'red', 'green', 'black', 'white', 'yellow'], defender: ['yellow', 'green', 'green', 'black', 'black', 'black'] },
      best: { invader: ['red', 'red', 'yellow', 'green', 'white'], defender: ['yellow', 'green', 'green', 'black', 'black'] },
      totals: { invader: 110, defender: 40 },
      outscouted: 'defender',
      by: 70,
    });
    expect(state.stepId).toBe('deployment');
  });

  it('refuses more cards than the scouting total (tooManyScoutingCards)', () => {
    expectRefusal(
      applyAction(rules, atScouting(), { type: 'reportScouting', invader: Array<Colour>(7).fill('red'), defender: [] }),
      'tooManyScoutingCards',
      { side: 'invader', limit: 6 },
    );
    expectRefusal(
      applyAction(rules, atScouting([{ scoutingCards: 3 }, { scoutingCards: 6 }]), { type: 'reportScouting', invader: [], defender: Array<Colour>(4).fill('red') }),
      'tooManyScoutingCards',
      { side: 'defender', limit: 3 },
    );
  });

  it('refuses dealing scouting cards with physical cards (wrongStep)', () => {
    expectRefusal(dealScouting(rules, atScouting(), { type: 'dealScouting', invader: [], defender: [] }), 'wrongStep', { stepId: 'scouting' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atScouting());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'reportScouting', invader: ['red'], defender: ['green'] }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('dealScouting (seed 000 PBS 10.A, digital cards)', () => {
  /** A digital game played at random up to scouting (random play is only the way there). */
  function digitalAtScouting(): GameState {
    let state = start(makeSetup({ seed: 'scouting-seed' }, [{ pbsCards: 7, scoutingCards: 9 }, { pbsCards: 2, scoutingCards: 4 }]));
    for (let guard = 0; state.stepId !== 'scouting' && guard < 300; guard++) {
      const options = legalActions(rules, state);
      const chosen = options.find((a) => a.type === 'playDayCard' || a.type === 'playTerritoryCard') ?? options.find((a) => a.type === 'endSelection') ?? options[0]!;
      state = step(state, chosen);
    }
    return state;
  }

  it('000 PBS 10.A: each is dealt up to his scouting total, counting the PBS cards he kept', () => {
    const state = digitalAtScouting();
    expect(state.stepId).toBe('scouting');
    const kept = state.hands!;
    const draws = { invader: scoutingDraws(state, 'invader'), defender: scoutingDraws(state, 'defender') };
    const totalOf = (side: 'invader' | 'defender') => state.setup.players[state.roles![side]].army.scoutingCards;
    expect(draws.invader).toBe(Math.max(0, totalOf('invader') - kept.invader.length));
    expect(draws.defender).toBe(Math.max(0, totalOf('defender') - kept.defender.length));
    const deal = chanceAction(rules, state);
    expect(deal).toEqual({
      type: 'dealScouting',
      invader: state.deck!.slice(0, draws.invader),
      defender: state.deck!.slice(draws.invader, draws.invader + draws.defender),
    });
    const { state: after, events } = played(state, deal!);
    const invaderCards = state.deck!.slice(0, draws.invader);
    const defenderCards = state.deck!.slice(draws.invader, draws.invader + draws.defender);
    expect(events).toEqual([
      { code: 'cardsDealt', audience: 'public', params: { purpose: 'scouting', invader: draws.invader, defender: draws.defender } },
      { code: 'handDealt', audience: 'invader', params: { side: 'invader', purpose: 'scouting', cards: invaderCards } },
      { code: 'handDealt', audience: 'defender', params: { side: 'defender', purpose: 'scouting', cards: defenderCards } },
      {
        code: 'scoutingCounted',
        audience: 'public',
        params: { totals: after.scouting!.totals, outscouted: after.scouting!.outscouted, by: after.scouting!.by },
      },
    ]);
    expect(after.scouting?.cards).toEqual({
      invader: [...kept.invader, ...state.deck!.slice(0, draws.invader)],
      defender: [...kept.defender, ...state.deck!.slice(draws.invader, draws.invader + draws.defender)],
    });
    expect(after.deck).toEqual(state.deck!.slice(draws.invader + draws.defender));
  });

  it('000 PBS 10.A: the dealt cards join the hands, so every card is still accounted for', () => {
    const state = digitalAtScouting();
    const after = step(state, chanceAction(rules, state)!);
    expect(after.hands).toEqual(after.scouting?.cards);
    expect(after.handCounts).toEqual({ invader: after.hands!.invader.length, defender: after.hands!.defender.length });
    expect(after.deck!.length + after.hands!.invader.length + after.hands!.defender.length + after.played.length).toBe(55);
  });

  it('refuses cards that are not the top of the deck or the wrong number (chanceMismatch)', () => {
    const state = digitalAtScouting();
    const deal = chanceAction(rules, state) as { invader: Colour[]; defender: Colour[] };
    expectRefusal(applyAction(rules, state, { type: 'dealScouting', invader: [...deal.invader, 'red'], defender: deal.defender }), 'chanceMismatch');
    expectRefusal(applyAction(rules, state, { type: 'dealScouting', invader: deal.defender, defender: deal.invader }), 'chanceMismatch');
  });

  it('000 PBS 10.A: refuses a deal that is not from the top of the deck or not up to the totals (badDeal)', () => {
    const state = digitalAtScouting();
    const deal = chanceAction(rules, state) as { invader: Colour[]; defender: Colour[] };
    const bad = { purpose: 'scouting' } as const;
    expectRefusal(dealScouting(rules, state, { type: 'dealScouting', invader: [...deal.invader, 'red'], defender: deal.defender }), 'badDeal', bad);
    expectRefusal(dealScouting(rules, state, { type: 'dealScouting', invader: deal.defender, defender: deal.invader }), 'badDeal', bad);
  });

  it('refuses a physical scouting report with digital cards (wrongStep)', () => {
    expectRefusal(applyAction(rules, digitalAtScouting(), { type: 'reportScouting', invader: [], defender: [] }), 'wrongStep', { stepId: 'scouting' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(digitalAtScouting());
    const before = structuredClone(state);
    expect(applyAction(rules, state, chanceAction(rules, state)).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
