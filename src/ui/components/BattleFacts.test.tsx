import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary, type GameState } from '../../engine';
import { atSquare, run } from '../../../tests/support/scenario';
import { uiRules as rules } from '../../../tests/support/uiState';
import { BattleFacts } from './BattleFacts';

/** 2023 Waterside row 1 column 2 (Deep Water), under app rules 5, in this scale, the water placed along the left edge with these fields. */
function water(depth: { depth?: number }, scale: 'maximus' | 'pacto' = 'maximus'): GameState {
  const state = atSquare({ territory: 'waterside', row: 0, col: 1 });
  const table = scale === 'pacto' ? { table: { widthCm: 90, depthCm: 60, baseWidthMm: 40 } } : {};
  return run({ ...state, setup: { ...state.setup, rulesVersion: 5, scale, ...table } }, [{ type: 'placeDeepWater', edge: 'left', ...depth }]);
}

/** The words of the battle summary's "Secure flank" row (the summary step, a shared battle and the projector say it alike). */
function flankRow(state: GameState): string | null {
  render(<BattleFacts summary={summary(rules, state)} setup={state.setup} unit="TuG" />);
  return screen.getByText('Secure flank').nextElementSibling?.textContent ?? null;
}

describe("the battle summary's Secure flank row (issue 38; seed 000 PBS 9.A: \"no more than 6BW into the table\")", () => {
  it('says how deep the defender placed the water where the game recorded it, in the game\'s unit and in cm', () => {
    expect(flankRow(water({ depth: 3.5 }))).toBe("Deep water along the defender's left side edge (the invader's right), 3.5 BW (14 cm) deep");
  });

  it('in Pacto, whose distances are in HBW, half a base width (source 002 PACTO note)', () => {
    expect(flankRow(water({ depth: 3.5 }, 'pacto'))).toBe("Deep water along the defender's left side edge (the invader's right), 3.5 HBW (7 cm) deep");
  });

  it('says no depth where none was recorded: the defender kept the full depth', () => {
    expect(flankRow(water({}))).toBe("Deep water along the defender's left side edge (the invader's right)");
  });
});
