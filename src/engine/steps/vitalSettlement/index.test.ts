// @vitest-environment node
import { legalActions } from '../..';
import { atSquare, atWeather, played, rules, run } from '../../../../tests/support/scenario';

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
