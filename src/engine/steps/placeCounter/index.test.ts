// @vitest-environment node
import { actor, applyAction, legalActions, type Action } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atContest, BOTH_DECLINE, expectRefusal, physicalSetup, played, rules, run, start } from '../../../../tests/support/scenario';

/** 2020: each plays a first PBS card (seed 002), Black from both, so the defender chooses. */
const BOTH_BLACK: Action[] = [
  { type: 'playTerritoryCard', side: 'invader', card: 'black' },
  { type: 'playTerritoryCard', side: 'defender', card: 'black' },
];

describe('placeCounter (seed 000 PBS 8.C; seed 002)', () => {
  it('000 PBS 8.C: without a strategic intercept the defender places the army counter, on any square', () => {
    const state = run(atContest(), [...BOTH_DECLINE, { type: 'chooseTerritory', territory: 'waterside' }]);
    expect(state.stepId).toBe('placeCounter');
    expect(actor(rules, state)).toBe('defender');
    expect(legalActions(rules, state)).toHaveLength(25);
    const { state: placed, events } = played(state, { type: 'placeCounter', row: 4, col: 0 });
    expect(placed.counter).toEqual({ row: 4, col: 0 });
    expect(placed.stepId).toBe('march');
    expect(events).toEqual([{ code: 'counterPlaced', audience: 'public', params: { side: 'defender', row: 4, col: 0 } }]);
  });

  it('000 PBS 8.C: after a strategic intercept the invader places the army counter', () => {
    const state = run(start(physicalSetup()), [
      { type: 'rollOff', faces: ['skull', 'wound'] },
      { type: 'chooseRole', role: 'invader' },
      { type: 'declareIntercept', intercept: true },
      { type: 'chooseSeason', season: 'summer' },
      ...BOTH_DECLINE,
      { type: 'chooseTerritory', territory: 'plains' },
    ]);
    expect(state.stepId).toBe('placeCounter');
    expect(actor(rules, state)).toBe('invader');
    expect(played(state, { type: 'placeCounter', row: 1, col: 1 }).events).toEqual([
      { code: 'counterPlaced', audience: 'public', params: { side: 'invader', row: 1, col: 1 } },
    ]);
  });

  it('002 Pre Battle System: in 2020 the counter goes only on squares of the chosen territory type', () => {
    const state = run(atContest({ edition: '2020' }), [...BOTH_BLACK, { type: 'chooseTerritory', territory: 'coastal' }]);
    const squares = legalActions(rules, state).map((a) => (a.type === 'placeCounter' ? [a.row, a.col] : null));
    // Coastal squares of the generic map (seed 002): the top row but the last cell, and the bottom row but the last cell.
    expect(squares).toEqual([
      [0, 0], [0, 1], [0, 2], [0, 3],
      [4, 0], [4, 1], [4, 2], [4, 3],
    ]);
  });

  it('002 Pre Battle System: refuses a square of another territory type (offTerritory)', () => {
    const state = run(atContest({ edition: '2020' }), [...BOTH_BLACK, { type: 'chooseTerritory', territory: 'coastal' }]);
    expectRefusal(applyAction(rules, state, { type: 'placeCounter', row: 2, col: 2 }), 'offTerritory', {});
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(run(atContest(), [...BOTH_DECLINE, { type: 'chooseTerritory', territory: 'waterside' }]));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'placeCounter', row: 2, col: 2 }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
