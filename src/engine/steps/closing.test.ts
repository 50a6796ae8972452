// @vitest-environment node
import { applyAction, chanceAction, deploymentBatches, deploymentPlan, legalActions, scoutingDraws, type Colour, type GameState } from '..';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { makeSetup } from '../../../tests/support/randomGame';
import { atSquare, atWeather, expectRefusal, played, rules, run, start, step } from '../../../tests/support/scenario';
import { dealScouting, rollWeather, tickDeployment } from './closing';

describe('confirmVitalSettlement (seed 000, after PBS 9.E)', () => {
  it('000 PBS 9.E: the 2023 sequence places the Vital Settlement or Fort after the terrain', () => {
    const state = run(atSquare({ territory: 'cultivated', row: 1, col: 3 }), [
      { type: 'endSelection', side: 'defender' },
      { type: 'endSelection', side: 'invader' },
    ]);
    expect(state.stepId).toBe('vitalSettlement');
    expect(legalActions(rules, state)).toEqual([{ type: 'confirmVitalSettlement' }]);
    const { state: done, events } = played(state, { type: 'confirmVitalSettlement' });
    expect(events).toEqual([{ code: 'vitalSettlementPlaced', audience: 'public', params: {} }]);
    expect(done.vitalSettlementDone).toBe(true);
    expect(done.stepId).toBe('weather');
  });

  it('002: the 2020 sheets have no Vital Settlement step', () => {
    const state = atWeather({ edition: '2020', territory: 'coastal', row: 0, col: 0 });
    expect(state.vitalSettlementDone).toBe(false);
  });
});

describe('rollWeather (seed 002 Weather rules; RULES-NOTES 3.10 for the 2023 territories)', () => {
  test.each([
    ['cultivated', 1, 3, 'springAutumn', [3, 4], 7, 'goodWeather', false, 'Standard column: 6-10 Good Weather'],
    ['cultivated', 1, 3, 'winter', [1, 1], 0, 'snow', true, 'Winter -2; a double is changeable; Standard 0 Snow'],
    ['cultivated', 1, 3, 'summer', [6, 6], 14, 'heat', true, 'Summer +2; Standard 11-14 Heat'],
    ['cultivated', 1, 3, 'springAutumn', [2, 3], 5, 'strongWinds', false, 'Standard 5 Strong Winds'],
    ['waterside', 0, 1, 'springAutumn', [2, 4], 6, 'strongWinds', false, 'Waterside reads the Coastal column: 5-6 Strong Winds'],
    ['desert', 0, 3, 'summer', [5, 4], 11, 'extremeHeat', false, 'Desert 11-14 Extreme Heat'],
    ['desert', 0, 3, 'winter', [1, 2], 1, 'dustStorm', false, 'Desert 0-1 Dust Storms'],
    ['jungle', 1, 4, 'winter', [2, 1], 1, 'heavyRain', false, 'Jungle 0-1 Heavy Rain'],
    ['plains', 2, 2, 'summer', [6, 6], 14, 'extremeHeat', true, 'Plains 14 Extreme Heat'],
    ['mountains', 0, 3, 'winter', [1, 2], 1, 'snow', false, 'Mountains 0-1 Snow'],
    ['forest', 0, 3, 'springAutumn', [5, 6], 11, 'heat', false, 'Forest 11-14 Heat'],
  ] as const)('002 Weather: %s, %s, dice %j -> score %i, %s, changeable %s (%s)', (territory, row, col, season, dice, score, weather, changeable, _rule) => {
    const { state, events } = played(atWeather({ territory, row, col, season }), { type: 'rollWeather', dice: [...dice] as [number, number] });
    expect(state.weather).toEqual({ dice, score, weather, changeable });
    expect(state.stepId).toBe('scouting');
    expect(events).toEqual([{ code: 'weatherRolled', audience: 'public', params: { dice, score, weather, changeable } }]);
  });

  it('002 Weather rules: the 2020 Coastal column', () => {
    const state = step(atWeather({ edition: '2020', territory: 'coastal', row: 0, col: 0, season: 'summer' }), { type: 'rollWeather', dice: [2, 3] });
    expect(state.weather).toEqual({ dice: [2, 3], score: 7, weather: 'goodWeather', changeable: false });
  });

  it('physical dice: every 2D6 result may be reported', () => {
    expect(legalActions(rules, atWeather({ territory: 'cultivated', row: 1, col: 3 }))).toHaveLength(36);
  });

  it('refuses the weather roll before a season is chosen (wrongStep)', () => {
    const state: GameState = { ...atWeather({ territory: 'cultivated', row: 1, col: 3 }), season: null };
    expectRefusal(rollWeather(rules, state, { type: 'rollWeather', dice: [3, 3] }), 'wrongStep', { stepId: 'weather' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atWeather({ territory: 'cultivated', row: 1, col: 3 }));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'rollWeather', dice: [6, 1] }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

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

describe('tickDeployment and confirmPreGameMoves (seed 000 PBS 10.B-10.H)', () => {
  const atDeployment = (edition: '2023' | '2020' = '2023') => {
    const state = edition === '2023' ? atWeather({ territory: 'cultivated', row: 1, col: 3 }) : atWeather({ edition, territory: 'coastal', row: 0, col: 0 });
    return run(state, [
      { type: 'rollWeather', dice: [3, 4] },
      { type: 'reportScouting', invader: ['green'], defender: [] },
    ]);
  };

  it('000 PBS 10.D-10.H: the plan is confirmed batch by batch, in order, then the pre-game moves end the pre-battle', () => {
    let state = atDeployment();
    const plan = deploymentPlan(rules, state);
    const batches = deploymentBatches(plan);
    expect(batches.map((b) => b.batch)).toEqual([0, 1, 2, 3]);
    expect(batches.flatMap((b) => b.items.map(({ index }) => index))).toEqual(plan.map((_, i) => i));
    for (const { batch, items } of batches) {
      expect(legalActions(rules, state)).toEqual([{ type: 'deployBatch', batch }]);
      if (batch < 3) expectRefusal(applyAction(rules, state, { type: 'deployBatch', batch: batch + 1 }), 'deploymentOrder');
      const done = played(state, { type: 'deployBatch', batch });
      expect(done.events).toEqual([{ code: 'deploymentBatchDone', audience: 'public', params: { batch, items: items.map(({ item }) => item) } }]);
      state = done.state;
    }
    expect(state.deploymentTicks).toEqual(plan.map((_, i) => i));
    expect(state.stepId).toBe('preGameMoves');
    const confirmed = played(state, { type: 'confirmPreGameMoves' });
    // The last action of the pre-battle also says that it is over.
    expect(confirmed.events).toEqual([
      { code: 'preGameMovesDone', audience: 'public', params: {} },
      { code: 'preBattleEnded', audience: 'public', params: {} },
    ]);
    state = confirmed.state;
    expect(state.preGameMovesDone).toBe(true);
    expect(state.stepId).toBe('done');
    // After the pre-battle only the weather through the battle goes on (issue 13).
    expect(new Set(legalActions(rules, state).map((a) => a.type))).toEqual(new Set(['rollBattleWeather', 'endBattle']));
  });

  it('files from before batches tick one item at a time and still reach the pre-game moves (tickDeployment)', () => {
    let state = atDeployment();
    const plan = deploymentPlan(rules, state);
    for (let item = 0; item < plan.length; item++) {
      const ticked = played(state, { type: 'tickDeployment', item });
      expect(ticked.events).toEqual([{ code: 'deploymentDone', audience: 'public', params: { item, entry: plan[item] } }]);
      state = ticked.state;
    }
    expect(state.stepId).toBe('preGameMoves');
  });

  it('002: the 2020 sheets end with deployment (no pre-game moves)', () => {
    let state = atDeployment('2020');
    const plan = deploymentPlan(rules, state);
    for (let item = 0; item < plan.length - 1; item++) state = step(state, { type: 'tickDeployment', item });
    const last = played(state, { type: 'tickDeployment', item: plan.length - 1 });
    expect(last.events).toEqual([
      { code: 'deploymentDone', audience: 'public', params: { item: plan.length - 1, entry: plan.at(-1) } },
      { code: 'preBattleEnded', audience: 'public', params: {} },
    ]);
    state = last.state;
    expect(state.stepId).toBe('done');
  });

  it('refuses ticking the plan out of order (deploymentOrder)', () => {
    const state = atDeployment();
    expectRefusal(applyAction(rules, state, { type: 'tickDeployment', item: 1 }), 'deploymentOrder', { expected: 0 });
    const once = step(state, { type: 'tickDeployment', item: 0 });
    expectRefusal(applyAction(rules, once, { type: 'tickDeployment', item: 0 }), 'deploymentOrder', { expected: 1 });
  });

  it('refuses an item past the end of the plan (deploymentOrder)', () => {
    let state = atDeployment();
    const plan = deploymentPlan(rules, state);
    for (let item = 0; item < plan.length; item++) state = step(state, { type: 'tickDeployment', item });
    expectRefusal(tickDeployment(rules, state, { type: 'tickDeployment', item: plan.length }), 'deploymentOrder', { expected: plan.length });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atDeployment());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'tickDeployment', item: 0 }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
