// @vitest-environment node
import { applyAction, deploymentBatches, deploymentPlan, legalActions } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atWeather, expectRefusal, played, rules, run, step } from '../../../../tests/support/scenario';
import { tickDeployment } from './rules';

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
