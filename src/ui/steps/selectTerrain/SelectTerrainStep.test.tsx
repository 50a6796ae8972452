import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine';
import { PHYSICAL, advanceTo, apply, marchedTo, uiRules } from '../../../../tests/support/uiState';
import { SelectTerrainStep } from './SelectTerrainStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

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

reducedMotionInEachTest();

describe('SelectTerrainStep (PBS 9.B-9.D)', () => {
  it('compulsory: states the density’s demand and offers only the legal choices, declared variants included', async () => {
    // Desert row 3, column 3 is Very Dense.
    const state = marchedTo({ territory: 'desert', row: 2, col: 2 });
    expect(state.stepId).toBe('selectCompulsory');
    const { dispatch, user } = renderStep(SelectTerrainStep, state);
    expect(screen.getByText(/^Very Dense density: the compulsory terrain is 2 Difficult and 2 Rough or Good between both players, chosen in turns from the defender\./)).toBeInTheDocument();
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
