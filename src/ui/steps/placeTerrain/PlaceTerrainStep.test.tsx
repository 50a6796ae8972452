import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowedOutcomes, chanceAction, currentPiece, noDiceMethods, type GameState, type Outcome } from '../../../engine';
import { PHYSICAL, advanceTo, apply, applyAll, marchedTo, playUntil, uiRules } from '../../../../tests/support/uiState';
import { PlaceTerrainStep } from './PlaceTerrainStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

const buttonNames = () => screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]')).map((b) => b.textContent ?? '');
reducedMotionInEachTest();

/** Waterside row 5, column 1: deep water, Normal density. Anna puts the water on her left and picks a Marsh, which may be placed touching it. */
function marshToPlace(): GameState {
  const state = applyAll(marchedTo({ territory: 'waterside', row: 4, col: 0 }), [
    { type: 'placeDeepWater', edge: 'left' },
    { type: 'selectTerrain', side: 'defender', terrain: 'marsh', declare: null },
  ]);
  return playUntil(state, 'placeCompulsory');
}

const OUTCOME_WORDS: Record<Outcome, RegExp> = { keep: /^Leave it$/, move: /^Move it up to .+, in any direction, same orientation$/, pivot: /^Pivot it$/, remove: /^Remove it$/ };

describe('PlaceTerrainStep (PBS 9.E)', () => {
  it('digital dice: one roll button for the placement die', async () => {
    const state = advanceTo('placeCompulsory');
    const piece = currentPiece(state, 'compulsory')!;
    expect(piece.placement).toBeNull();
    const { dispatch, user } = renderStep(PlaceTerrainStep, state);
    const roll = screen.getByRole('button', { name: /^Roll the placement die for / });
    expect(screen.queryByRole('group', { name: /Placement die/ })).not.toBeInTheDocument();
    await user.click(roll);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'rollPlacement' });
  });

  it('physical dice: the owner enters his placement die, 1 to 6', async () => {
    const state = advanceTo('placeCompulsory', PHYSICAL);
    expect(noDiceMethods(uiRules, state, currentPiece(state, 'compulsory')!)).toEqual([]);
    const { dispatch, user } = renderStep(PlaceTerrainStep, state);
    const dice = screen.getByRole('group', { name: 'Placement die: enter the result' });
    expect(within(dice).getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.queryByRole('button', { name: /without dicing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Roll / })).not.toBeInTheDocument();
    await user.click(within(dice).getByRole('button', { name: '4' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollPlacement', die: 4 });
  });

  it('offers placing without dice when the engine allows it (Marsh touching the deep water)', async () => {
    const state = marshToPlace();
    expect(noDiceMethods(uiRules, state, currentPiece(state, 'compulsory')!)).toEqual(['touching']);
    const { dispatch, user } = renderStep(PlaceTerrainStep, state);
    expect(screen.getByRole('heading', { name: 'Anna (defender) places Marsh' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Placement die: enter the result' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /contiguous to a field or settlement/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place touching the water, without dicing' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeWithoutDice', method: 'touching' });
  });

  it('after placement shows the demand, then the opponent enters his die', async () => {
    const state = apply(marshToPlace(), { type: 'rollPlacement', die: 3 });
    const { dispatch, user } = renderStep(PlaceTerrainStep, state);
    expect(screen.getByText(/^Anna: wholly in the centre sector(, touching a table edge)? \(die 3, read from Anna's own base edge\)\.$/)).toBeInTheDocument();
    // 000 PBS 9.E opponent's die: the edition data's rows, quoted as printed (lang="en") after the app's words.
    const rows = screen.getByText(/^4\+ Player can move the terrain up to 6 BW.*6 As above, or player can remove the terrain piece\.$/);
    expect(rows).toHaveAttribute('lang', 'en');
    expect(rows.parentElement?.textContent).toMatch(/^When Marsh is on the table, Bruno rolls a die: 4\+/);
    const dice = screen.getByRole('group', { name: "Bruno's die: enter the result" });
    await user.click(within(dice).getByRole('button', { name: '6' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollOpponent', die: 6 });
  });

  it.each([
    ['marsh', 6],
    ['marsh', 4],
    ['riversAndStreams', 6],
  ])('after the opponent’s die the outcome buttons are the engine’s allowed outcomes (%s, die %i)', async (terrain, die) => {
    const picked = applyAll(marchedTo({ territory: 'waterside', row: 4, col: 0 }), [
      { type: 'placeDeepWater', edge: 'left' },
      { type: 'selectTerrain', side: 'defender', terrain, declare: null },
    ]);
    const state = applyAll(playUntil(picked, 'placeCompulsory'), [
      { type: 'rollPlacement', die: 2 },
      { type: 'rollOpponent', die },
    ]);
    const allowed = allowedOutcomes(uiRules, state, currentPiece(state, 'compulsory')!);
    const { dispatch, user } = renderStep(PlaceTerrainStep, state);
    expect(screen.getByText(new RegExp(`^Bruno rolled ${die} against .+\\. Bruno chooses:$`))).toBeInTheDocument();
    const names = buttonNames();
    expect(names).toHaveLength(allowed.length);
    allowed.forEach((outcome, i) => expect(names[i]).toMatch(OUTCOME_WORDS[outcome]));
    await user.click(screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]')).at(-1)!);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'resolvePiece', outcome: allowed.at(-1) });
  });

  it('rivers can be removed but never moved or pivoted', () => {
    const picked = applyAll(marchedTo({ territory: 'waterside', row: 2, col: 2 }), [{ type: 'selectTerrain', side: 'defender', terrain: 'riversAndStreams', declare: null }]);
    const state = applyAll(playUntil(picked, 'placeCompulsory'), [
      { type: 'rollPlacement', die: 2 },
      { type: 'rollOpponent', die: 6 },
    ]);
    renderStep(PlaceTerrainStep, state);
    expect(buttonNames()).toEqual(['Leave it', 'Remove it']);
  });
});
