// @vitest-environment node
import { applyAction } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atMarch, expectRefusal, marchDay, played, rules, run, step } from '../../../../tests/support/scenario';
import { moveCounter } from './rules';

describe('moveCounter (seed 000 PBS 8.D)', () => {
  it('000 PBS 8.D: the winner moves the counter within his allowance and the day records it', () => {
    const { state, events } = played(run(atMarch(), marchDay('red', 'black')), { type: 'moveCounter', row: 0, col: 4 });
    expect(events).toEqual([{ code: 'counterMoved', audience: 'public', params: { side: 'invader', day: 1, row: 0, col: 4 } }]);
    expect(state.counter).toEqual({ row: 0, col: 4 });
    expect(state.days[0]).toMatchObject({ from: { row: 2, col: 2 }, to: { row: 0, col: 4 } });
    expect(state.pendingMove).toBeNull();
    expect(state.stepId).toBe('march');
  });

  it('000 PBS 8.D (RULES-NOTES 4): the winner may stay where he is', () => {
    const state = step(run(atMarch(), marchDay('white', 'black')), { type: 'moveCounter', row: 2, col: 2 });
    expect(state.counter).toEqual({ row: 2, col: 2 });
  });

  it('000 PBS 8.D: refuses a square beyond the allowance (tooFar)', () => {
    const state = run(atMarch(), marchDay('white', 'black'));
    expectRefusal(applyAction(rules, state, { type: 'moveCounter', row: 3, col: 3 }), 'tooFar', { difference: 1 });
    expectRefusal(applyAction(rules, state, { type: 'moveCounter', row: 2, col: 4 }), 'tooFar', { difference: 1 });
  });

  it('refuses a move when no day was won (wrongStep)', () => {
    expectRefusal(moveCounter(rules, atMarch(), { type: 'moveCounter', row: 2, col: 3 }), 'wrongStep', { stepId: 'march' });
  });

  it('000 PBS 9.A: after the fifth day the final square gives the secure flank', () => {
    let state = atMarch();
    for (let i = 0; i < 4; i++) state = run(state, marchDay('green', 'green'));
    state = run(state, marchDay('red', 'black'));
    // Waterside row 1 column 2: Deep Water, Featureless (seed 000 Waterside map).
    state = step(state, { type: 'moveCounter', row: 0, col: 1 });
    expect(state.days).toHaveLength(5);
    expect(state.flank).toEqual({ kind: 'deepWater', edge: null });
    expect(state.stepId).toBe('secureFlanks');
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(run(atMarch(), marchDay('red', 'black')));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'moveCounter', row: 4, col: 4 }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
