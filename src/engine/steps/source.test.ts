import { describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { bundledRules } from '../bundledRules';
import { stepSource } from '../game';
import { initialState, type StepId } from '../state';

const rules = bundledRules();
const at = (edition: '2023' | '2020', stepId: StepId) => stepSource(rules, { ...initialState(makeSetup({ edition })), stepId });

describe('stepSource', () => {
  it.each([
    // Seed 000 numbers the counter's placement 8.C and the five days 8.D.
    ['2023', 'placeCounter', '000 PBS 8.C'],
    ['2023', 'march', '000 PBS 8.D and PBS Card Difference'],
    // Seed 002 gives both under "Setting the location of the battle".
    ['2020', 'placeCounter', '002 Setting the location of the battle'],
  ] as const)('%s %s cites %s', (edition, stepId, source) => {
    expect(at(edition, stepId)).toBe(source);
  });
});
