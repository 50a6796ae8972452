// @vitest-environment node
import { applyAction, legalActions, type GameState } from '../..';
import { atSquare, atWeather, played, rules, run } from '../../../../tests/support/scenario';

/** 2023 Cultivated row 2 column 4 at the Vital Settlement or Fort, played under app rules `version`. */
function atVital(version?: number): GameState {
  const square = atSquare({ territory: 'cultivated', row: 1, col: 3 });
  const state = version === undefined ? square : { ...square, setup: { ...square.setup, rulesVersion: version } };
  return run(state, [
    { type: 'endSelection', side: 'defender' },
    { type: 'endSelection', side: 'invader' },
  ]);
}

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

  it('issue 38: from app rules 5 the players may say this battle has none, and the game goes on', () => {
    const state = atVital(5);
    expect(state.stepId).toBe('vitalSettlement');
    expect(legalActions(rules, state)).toEqual([{ type: 'confirmVitalSettlement' }, { type: 'confirmVitalSettlement', placed: false }]);
    const { state: none, events } = played(state, { type: 'confirmVitalSettlement', placed: false });
    expect(events).toEqual([{ code: 'vitalSettlementNone', audience: 'public', params: {} }]);
    expect(none).toMatchObject({ vitalSettlementDone: true, vitalSettlementNone: true, stepId: 'weather' });
    // Placed is still the answer it was, with nothing else recorded.
    expect(played(state, { type: 'confirmVitalSettlement' }).state.vitalSettlementNone).toBeUndefined();
  });

  it('issue 38: rules 4 and older have only "placed", so their games replay as they were', () => {
    for (const version of [4, undefined]) {
      const state = atVital(version);
      expect(legalActions(rules, state)).toEqual([{ type: 'confirmVitalSettlement' }]);
      const refused = applyAction(rules, state, { type: 'confirmVitalSettlement', placed: false });
      expect(!refused.ok && refused.error.code).toBe('notInForce');
    }
  });

  it('002: the 2020 sheets have no Vital Settlement step', () => {
    const state = atWeather({ edition: '2020', territory: 'coastal', row: 0, col: 0 });
    expect(state.vitalSettlementDone).toBe(false);
  });
});
