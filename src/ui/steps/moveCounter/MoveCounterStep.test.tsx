import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reachableSquares, type GameState } from '../../../engine';
import { applyAll, atChooseTerritory, noCard, uiRules } from '../../../../tests/support/uiState';
import { MoveCounterStep } from './MoveCounterStep';
import { enabledNames, renderStep, squares } from '../../../../tests/support/stepProps';

describe('MoveCounterStep (PBS 8.D)', () => {
  /** Day 1: Anna (defender) Black, Bruno (invader) Yellow: Bruno is 3 better. */
  function atMove(): GameState {
    return applyAll(atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside']), [
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
      { type: 'playDayCard', side: 'defender', card: 'black' },
      { type: 'playDayCard', side: 'invader', card: 'yellow' },
    ]);
  }

  it('says the allowance of the difference (PBS card difference table: 3 better, 2 squares, not diagonally)', () => {
    const state = atMove();
    expect(state.stepId).toBe('moveCounter');
    renderStep(MoveCounterStep, state);
    expect(screen.getByRole('status')).toHaveTextContent(/^Bruno is 3 better: the counter may move up to 2 squares side-to-side, not diagonally\.$/);
  });

  it('enables exactly the reachable squares, the counter’s own square included, and moves there', async () => {
    const state = atMove();
    const { dispatch, user } = renderStep(MoveCounterStep, state);
    const buttons = squares('Waterside PBS map');
    const reachable = reachableSquares(uiRules, state, state.counter!, 3).map((s) => `row ${s.row + 1}, column ${s.col + 1},`);
    const enabled = enabledNames(buttons);
    expect(enabled).toHaveLength(reachable.length);
    reachable.forEach((where, i) => expect(enabled[i]).toContain(where));
    const here = buttons[12]!;
    // Day 1 has no destination yet, so no square says it ended there.
    expect(here).toHaveAccessibleName(/^Move the counter: row 3, column 3, .+, army counter here, the march started here, can stay here$/);
    expect(buttons.filter((b) => /ended here/.test(b.getAttribute('aria-label') ?? ''))).toEqual([]);
    expect(here).toHaveAttribute('aria-disabled', 'false');
    expect(here).toHaveAttribute('tabindex', '0');
    await user.click(buttons[0]!);
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(buttons[2]!);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'moveCounter', row: 0, col: 2 });
  });
});
