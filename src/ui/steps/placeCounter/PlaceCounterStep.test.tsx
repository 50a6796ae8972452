import { act, screen } from '@testing-library/react';
import { firstDecisionControl } from '../../game/stepFocus';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../../engine';
import { applyAll, atChooseTerritory, noCard, uiRules } from '../../../../tests/support/uiState';
import { PlaceCounterStep } from './PlaceCounterStep';
import { enabledNames, renderStep, squares } from '../../../../tests/support/stepProps';

const DENSITY_WORDS = /(Featureless|Open|Normal|Dense|Very Dense)/;
/** 2020: each plays a first PBS card (seed 002); Black from both leaves the choice with the defender. */
const BLACK_2020 = { defender: { type: 'playTerritoryCard', side: 'defender', card: 'black' }, invader: { type: 'playTerritoryCard', side: 'invader', card: 'black' } } as const satisfies Record<string, Action>;

describe('PlaceCounterStep on the PBS map (PBS 8.C)', () => {
  it('shows the named 5x5 map, every square with its flank and density in words', () => {
    const state = applyAll(atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside']), [
      { type: 'chooseTerritory', territory: 'waterside' },
    ]);
    expect(state.stepId).toBe('placeCounter');
    renderStep(PlaceCounterStep, state);
    const buttons = squares('Waterside PBS map');
    expect(buttons).toHaveLength(25);
    buttons.forEach((button, i) => {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name).toMatch(new RegExp(`^Place the counter: row ${Math.floor(i / 5) + 1}, column ${(i % 5) + 1}, .+, ${DENSITY_WORDS.source}`));
    });
    expect(buttons[0]).toHaveAccessibleName('Place the counter: row 1, column 1, No flank, Open, can be placed here');
    expect(buttons[1]).toHaveAccessibleName('Place the counter: row 1, column 2, Deep Water, Featureless, can be placed here');
    expect(buttons[13]).toHaveAccessibleName('Place the counter: row 3, column 4, Rocky Ground or Woods, Normal, can be placed here');
    expect(buttons[24]).toHaveAccessibleName(/row 5, column 5, .+, Very Dense, can be placed here$/);
    expect(enabledNames(buttons)).toHaveLength(25);
  });

  it('enables only the squares the engine allows (2020 generic map: the territory’s own squares)', async () => {
    const state = applyAll(atChooseTerritory(BLACK_2020, ['standard'], { edition: '2020' }), [
      { type: 'chooseTerritory', territory: 'standard' },
    ]);
    const { dispatch, user } = renderStep(PlaceCounterStep, state);
    const buttons = squares(/^Standard PBS map/);
    expect(buttons).toHaveLength(25);
    const legal = legalActions(uiRules, state).flatMap((a) => (a.type === 'placeCounter' ? [`row ${a.row + 1}, column ${a.col + 1},`] : []));
    const enabled = enabledNames(buttons);
    expect(enabled).toHaveLength(legal.length);
    expect(enabled.length).toBeLessThan(25);
    legal.forEach((where, i) => expect(enabled[i]).toContain(where));
    const outside = buttons[0]!;
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    expect(outside).toHaveAccessibleName(/, not Standard territory, not allowed$/);
    await user.click(outside);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('arrow keys move the focus square by square and Enter chooses', async () => {
    const state = applyAll(atChooseTerritory(BLACK_2020, ['standard'], { edition: '2020' }), [
      { type: 'chooseTerritory', territory: 'standard' },
    ]);
    const { dispatch, user } = renderStep(PlaceCounterStep, state);
    const buttons = squares(/^Standard PBS map/);
    const at = (row: number, col: number) => buttons[(row - 1) * 5 + (col - 1)]!;
    // One tab stop: the first legal square (row 2, column 2).
    expect(at(2, 2)).toHaveAttribute('tabindex', '0');
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    act(() => at(2, 2).focus());
    await user.keyboard('{ArrowLeft}');
    expect(at(2, 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dispatch).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(at(3, 3)).toHaveFocus();
    expect(at(3, 3)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeCounter', row: 2, col: 2 });
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(at(1, 3)).toHaveFocus();
  });
});

describe('the PBS map takes the focus as a whole (issue 38)', () => {
  it('is the step’s first decision, so a hasty Enter places nothing; an arrow goes to the first square that can be chosen, and Enter there places', async () => {
    const state = applyAll(atChooseTerritory(BLACK_2020, ['standard'], { edition: '2020' }), [
      { type: 'chooseTerritory', territory: 'standard' },
    ]);
    const { dispatch, user } = renderStep(PlaceCounterStep, state);
    const map = screen.getByRole('group', { name: /^Standard PBS map.*: arrow keys go to a square/ });
    expect(firstDecisionControl(document.body)).toBe(map);
    act(() => map.focus());
    await user.keyboard('{Enter}');
    expect(dispatch).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    const square = squares(/^Standard PBS map/)[6]!;
    expect(square).toHaveFocus();
    expect(square).toHaveAccessibleName(/^Place the counter: row 2, column 2,/);
    await user.keyboard('{Enter}');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeCounter', row: 1, col: 1 });
  });
});
