// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../..';
import { atSquare, pick, rules, run } from '../../../../tests/support/scenario';
import { at, idOf, placeWith } from '../../../../tests/support/table';
import { deepWaterMaxDepth } from './rules';

/**
 * Issue 38: seed 000 PBS 9.A places the deep water "no more than 6BW into the table along a side edge". From app rules 5
 * the defender records how deep it is, and the engine's deep-water check uses that depth; games of rules 4 and older
 * keep the full depth, as they were played.
 */

/** 2023 Waterside row 1 column 2 (Deep Water, Featureless), played under app rules `version` (and Magna when asked). */
function waterside(version: number, scale: 'maximus' | 'magna' = 'maximus'): GameState {
  const state = atSquare({ territory: 'waterside', row: 0, col: 1 });
  const table = scale === 'magna' ? { table: { widthCm: 122, depthCm: 91 } } : {};
  return { ...state, setup: { ...state.setup, rulesVersion: version, scale, ...table } };
}

/** The deep water placed along the defender's left edge with these fields, then Hills chosen and placed by a 1 (left flank sector). */
function hillsBeside(version: number, water: Partial<Extract<Action, { type: 'placeDeepWater' }>>): GameState {
  const state = run(waterside(version), [{ type: 'placeDeepWater', edge: 'left', ...water }, pick('defender', 'hills'), { type: 'endSelection', side: 'defender' }, { type: 'endSelection', side: 'invader' }]);
  return placeWith(state, [{ placement: 1 }]);
}

describe('the deep water as deep as the defender places it, from app rules 5 (issue 38; seed 000 PBS 9.A)', () => {
  it('the bound is the data\'s 6 BW, converted by the scale as seed 002 stars it (4 BW in Magna)', () => {
    expect(rules.editions['2023'].secureFlanks).toMatchObject({ deepWaterMaxBw: 6, source: '000 PBS 9.A' });
    expect(deepWaterMaxDepth(rules, waterside(5).setup)).toBe(6);
    expect(deepWaterMaxDepth(rules, waterside(5, 'magna').setup)).toBe(4);
  });

  it('rules 5 records a shallower water and says it; deeper than the bound is refused', () => {
    const placed = applyAction(rules, waterside(5), { type: 'placeDeepWater', edge: 'left', depth: 3.5 });
    expect(placed.ok && placed.state.flank).toEqual({ kind: 'deepWater', edge: 'left', depth: 3.5 });
    expect(placed.ok && placed.events).toEqual([{ code: 'deepWaterPlaced', audience: 'public', params: { side: 'defender', edge: 'left', depth: { value: 3.5, unit: 'BW' } } }]);
    const full = applyAction(rules, waterside(5), { type: 'placeDeepWater', edge: 'left', depth: 6 });
    expect(full.ok).toBe(true);
    const deeper = applyAction(rules, waterside(5), { type: 'placeDeepWater', edge: 'left', depth: 6.5 });
    expect(!deeper.ok && deeper.error).toEqual({ code: 'deepWaterTooDeep', params: { depth: 6.5, max: 6, unit: 'BW' } });
    const magna = applyAction(rules, waterside(5, 'magna'), { type: 'placeDeepWater', edge: 'left', depth: 5 });
    expect(!magna.ok && magna.error.code).toBe('deepWaterTooDeep');
  });

  it('rules 4 and older cannot record a depth: the water is the full 6 BW, as those games were played', () => {
    const refused = applyAction(rules, waterside(4), { type: 'placeDeepWater', edge: 'left', depth: 3 });
    expect(!refused.ok && refused.error).toEqual({ code: 'notInForce', params: { type: 'placeDeepWater', rulesVersion: 4 } });
    const placed = applyAction(rules, waterside(4), { type: 'placeDeepWater', edge: 'left' });
    expect(placed.ok && placed.state.flank).toEqual({ kind: 'deepWater', edge: 'left' });
  });

  it('a position beside water 3 BW deep is accepted under rules 5, and refused under rules 4, where the water is 6 BW', () => {
    // Hills 4 BW wide from 3.5 to 7.5 BW from the defender's left edge: clear of 3 BW of water, 2.5 BW into 6 BW of it.
    const hills = at(5.5, 10, 4, 4);
    const record = (state: GameState) => applyAction(rules, state, { type: 'recordPosition', piece: idOf(state, 'hills'), stage: 'placed', ...hills });
    expect(record(hillsBeside(5, { depth: 3 })).ok).toBe(true);
    const older = record(hillsBeside(4, {}));
    expect(!older.ok && older.error.code).toBe('positionBreaksRule');
    expect(!older.ok && older.error.params).toMatchObject({ violations: [{ code: 'inDeepWater', source: expect.stringMatching(/^000 PBS 9\.A/) }] });
    // Rules 5 without a recorded depth: the full depth, as before.
    expect(record(hillsBeside(5, {})).ok).toBe(false);
  });
});
