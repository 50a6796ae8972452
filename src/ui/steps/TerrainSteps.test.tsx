import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedOutcomes, chanceAction, currentPiece, legalActions, noDiceMethods, type Action, type GameState, type Outcome } from '../../engine';
import { PHYSICAL, advanceTo, apply, applyAll, marchedTo, playUntil, preferReducedMotion, uiRules } from '../../../tests/support/uiState';
import { PlaceTerrainStep, SelectTerrainStep } from './TerrainSteps';
import type { StepProps } from './types';
import { stepProps } from '../../../tests/support/stepProps';

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup() };
}

const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent ?? '');
/** The step's own buttons, without the rules at hand (citations and glossary terms open a panel). */
const stepButtonNames = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-haspopup') !== 'dialog')
    .map((b) => b.textContent ?? '');
/** The buttons that choose a terrain, in the order offered. */
const choiceNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-haspopup') !== 'dialog')
    .map((b) => b.textContent ?? '');

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => restoreMotion());

describe('SelectTerrainStep (PBS 9.B-9.D)', () => {
  it('compulsory: states the density’s demand and offers only the legal choices, declared variants included', async () => {
    // Desert row 3, column 3 is Very Dense.
    const state = marchedTo({ territory: 'desert', row: 2, col: 2 });
    expect(state.stepId).toBe('selectCompulsory');
    const { dispatch, user } = renderStep(SelectTerrainStep, state);
    expect(screen.getByText(/^Very Dense density: the compulsory terrain is 2 Difficult and 2 Rough or Good between both players, chosen alternately from the defender\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anna (defender) chooses a compulsory piece' })).toBeInTheDocument();
    const picks = legalActions(uiRules, state).flatMap((a) => (a.type === 'selectTerrain' ? [a] : []));
    const desert = uiRules.territories['2023'].find((t) => t.id === 'desert')!;
    expect(choiceNames()).toEqual(
      picks.map((a) => {
        const terrain = desert.terrain.find((t) => t.id === a.terrain)!;
        return `${terrain.name}${a.declare ? `, declared ${a.declare.charAt(0).toUpperCase()}${a.declare.slice(1)}` : ''}`;
      }),
    );
    expect(screen.queryByRole('button', { name: /takes no more optional terrain/ })).not.toBeInTheDocument();
    const declared = screen.getByRole('button', { name: 'Sandy Ground, declared Dangerous' });
    await user.click(declared);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'selectTerrain', side: 'defender', terrain: 'sandyGround', declare: 'dangerous' });
  });

  it('compulsory: after a choice, lists what has been chosen and hands over to the other player', () => {
    const state = apply(marchedTo({ territory: 'desert', row: 2, col: 2 }), { type: 'selectTerrain', side: 'defender', terrain: 'sandyGround', declare: 'dangerous' });
    renderStep(SelectTerrainStep, state);
    expect(screen.getByText('Chosen so far: Sandy Ground (dangerous) by Anna.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bruno (invader) chooses a compulsory piece' })).toBeInTheDocument();
  });

  it('optional: the chooser may take no more optional terrain', async () => {
    // The first legal actions make Anna the invader, so Bruno defends and chooses first.
    const state = advanceTo('selectOptional', PHYSICAL);
    const { dispatch, user } = renderStep(SelectTerrainStep, state);
    expect(screen.getByText(/each player may choose up to 2 optional pieces\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bruno (defender) chooses an optional piece' })).toBeInTheDocument();
    const legal = legalActions(uiRules, state);
    expect(choiceNames()).toHaveLength(legal.length - 1);
    expect(stepButtonNames().at(-1)).toBe('Bruno takes no more optional terrain');
    await user.click(screen.getByRole('button', { name: 'Bruno takes no more optional terrain' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'endSelection', side: 'defender' });
  });
});

/** Waterside row 5, column 1: deep water, Normal density. Anna puts the water on her left and picks a Marsh, which may be placed touching it. */
function marshToPlace(): GameState {
  const state = applyAll(marchedTo({ territory: 'waterside', row: 4, col: 0 }), [
    { type: 'placeDeepWater', edge: 'left' },
    { type: 'selectTerrain', side: 'defender', terrain: 'marsh', declare: null },
  ]);
  return playUntil(state, 'placeCompulsory');
}

const OUTCOME_WORDS: Record<Outcome, RegExp> = { keep: /^Leave it$/, move: /^Move it \(up to .+, same orientation\)$/, pivot: /^Pivot it$/, remove: /^Remove it$/ };

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
    expect(screen.getByText(/^Anna: wholly in the .+ sector \(from Anna's side\)(, touching a table edge)? \(die 3\)\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^When Marsh is on the table, Bruno rolls a die: 4\+ Player can move the terrain up to 6 BW.*6 As above, or player can remove the terrain piece\.$/)).toBeInTheDocument(); // 000 PBS 9.E opponent's die, from the edition data
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
    await user.click(screen.getAllByRole('button').at(-1)!);
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
