import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flankOptions, legalActions, type GameState } from '../../../engine';
import { apply, marchedTo, uiRules } from '../../../../tests/support/uiState';
import { SecureFlanksStep } from './SecureFlanksStep';
import { renderStep as renderStepScreen } from '../../../../tests/support/stepProps';

/** The secure-flank screen rendered from a state. */
const renderStep = (state: GameState) => renderStepScreen(SecureFlanksStep, state);

const buttonNames = () => screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]')).map((b) => b.textContent);

describe('SecureFlanksStep (PBS 9.A)', () => {
  it('deep water: the defender chooses one of the two side edges (rules 4 and older: no depth to give)', async () => {
    // Waterside row 1, column 2 is a Deep Water square.
    const state = marchedTo({ territory: 'waterside', row: 0, col: 1 });
    expect(state.stepId).toBe('secureFlanks');
    const { dispatch, user } = renderStep(state);
    expect(screen.getByText(/^Anna \(defender\) places the deep-water flank along one side edge, no more than 6 BW into the table\.$/)).toBeInTheDocument();
    expect(buttonNames()).toEqual(["Along the defender's left side edge (the invader's right)", "Along the defender's right side edge (the invader's left)"]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Along the defender's right side edge (the invader's left)" }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeDeepWater', edge: 'right' });
  });

  it('app rules 5: the defender says how deep the water reaches, the full 6 BW unless he gives less (issue 38; 000 PBS 9.A "no more than 6BW")', async () => {
    const marched = marchedTo({ territory: 'waterside', row: 0, col: 1 });
    const state = { ...marched, setup: { ...marched.setup, rulesVersion: 5 } };
    const { dispatch, user } = renderStep(state);
    const depth = screen.getByRole('spinbutton', { name: 'How far it reaches into the table (BW)' });
    expect(depth).toHaveValue(6);
    expect(screen.getByText('The full 6 BW unless the water on your table is shallower.')).toBeInTheDocument();
    // The full depth is the action as before: no depth recorded.
    await user.click(screen.getByRole('button', { name: "Along the defender's left side edge (the invader's right)" }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'placeDeepWater', edge: 'left' });
    // Keyboard: focus the field, type a deeper value: refused before it is sent.
    await user.clear(depth);
    await user.type(depth, '7');
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give a depth above 0 and no more than 6 BW.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Along the defender's right side edge (the invader's left)" })).toBeDisabled();
    await user.clear(depth);
    await user.type(depth, '3.5');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: "Along the defender's right side edge (the invader's left)" })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'placeDeepWater', edge: 'right', depth: 3.5 });
  });

  it('app rules 5 in Magna: the depth is said in the game\'s scale, at most 4 BW (seed 002 stars it)', () => {
    const marched = marchedTo({ territory: 'waterside', row: 0, col: 1 });
    renderStep({ ...marched, setup: { ...marched.setup, rulesVersion: 5, scale: 'magna', table: { widthCm: 122, depthCm: 91 } } });
    expect(screen.getByRole('spinbutton', { name: 'How far it reaches into the table (BW)' })).toHaveValue(4);
  });

  it('pieces: the defender picks one of the engine’s flank options in either flank sector', async () => {
    // Waterside row 3, column 4: "Rocky Ground / Wood".
    const state = marchedTo({ territory: 'waterside', row: 2, col: 3 });
    const { dispatch, user } = renderStep(state);
    expect(screen.getByText(/^Anna \(defender\) places one compulsory-sized piece \(.+\) of secure-flank terrain on their own half\. The opponent never moves it\.$/)).toBeInTheDocument();
    expect(flankOptions(uiRules, state)).toEqual(['rockyGround', 'woods']);
    expect(buttonNames()).toEqual([
      "Rocky Ground in the defender's left flank sector (the invader's right)",
      "Rocky Ground in the defender's right flank sector (the invader's left)",
      "Woods in the defender's left flank sector (the invader's right)",
      "Woods in the defender's right flank sector (the invader's left)",
    ]);
    expect(buttonNames()).toHaveLength(legalActions(uiRules, state).length);
    await user.click(screen.getByRole('button', { name: "Woods in the defender's right flank sector (the invader's left)" }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'right' });
  });

  it('pieces: the invader then places in the defender’s sector, seen from his own side', async () => {
    const state = apply(marchedTo({ territory: 'waterside', row: 2, col: 3 }), { type: 'placeFlankPiece', side: 'defender', terrain: 'rockyGround', sector: 'left' });
    expect(state.stepId).toBe('secureFlanks');
    const { dispatch, user } = renderStep(state);
    expect(screen.getByText(/^Bruno \(invader\) places one compulsory-sized piece/)).toHaveTextContent(
      "in the same flank sector as the defender: the defender's left flank sector (the invader's right)",
    );
    expect(buttonNames()).toEqual(['Rocky Ground', 'Woods']);
    await user.click(screen.getByRole('button', { name: 'Woods' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeFlankPiece', side: 'invader', terrain: 'woods', sector: 'left' });
  });
});
