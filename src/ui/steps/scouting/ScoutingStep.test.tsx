import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, chanceAction, scoutingCardLimit } from '../../../engine';
import { PHYSICAL, advanceTo, uiRules } from '../../../../tests/support/uiState';
import { ScoutingStep } from './ScoutingStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('ScoutingStep (PBS 10.A)', () => {
  it('digital cards: the app deals and compares', async () => {
    const state = advanceTo('scouting');
    const { dispatch, user } = renderStep(ScoutingStep, state);
    expect(screen.getByText(/draws \d+, .+ draws \d+\. The best 5 count\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal and compare scouting cards' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'dealScouting' });
  });

  it('physical cards: one tap per card for each player, blank meaning none, then one "Compare scouting"', async () => {
    const state = advanceTo('scouting', PHYSICAL);
    const { dispatch, user } = renderStep(ScoutingStep, state);
    const invader = screen.getByRole('group', { name: 'Anna (invader): scouting total 6' });
    const defender = screen.getByRole('group', { name: 'Bruno (defender): scouting total 6' });
    const add = (side: HTMLElement, colour: string) => user.click(within(side).getByRole('button', { name: `Add ${colour}` }));
    expect(within(invader).getAllByRole('button', { name: /^Add / }).map((b) => b.textContent)).toEqual(['+RRed', '+YYellow', '+GGreen', '+WWhite', '+BBlack']);
    expect(within(invader).getByRole('group', { name: "Anna's scouting cards" })).toHaveTextContent(/^Entered \(0\):\s*none$/);
    await add(invader, 'Red');
    await add(invader, 'Yellow');
    await add(invader, 'Red');
    await add(defender, 'Black');
    // A mistaken tap is taken back by tapping the card entered.
    await add(defender, 'Green');
    await user.click(within(defender).getByRole('button', { name: 'Take back a Green card' }));
    expect(within(invader).getByRole('group', { name: "Anna's scouting cards" })).toHaveTextContent('Entered (3):');
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'reportScouting', invader: ['yellow', 'red', 'red'], defender: ['black'] });
  });

  it('physical cards: nothing tapped is no cards for either player', async () => {
    const { dispatch, user } = renderStep(ScoutingStep, advanceTo('scouting', PHYSICAL));
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'reportScouting', invader: [], defender: [] });
  });

  it('physical cards: at the scouting total further picks are disabled with the reason, so the engine never refuses a card too many (tooManyScoutingCards)', async () => {
    const state = advanceTo('scouting', PHYSICAL);
    const { dispatch, user } = renderStep(ScoutingStep, state);
    const limit = scoutingCardLimit(state, 'invader');
    const invader = screen.getByRole('group', { name: /^Anna \(invader\)/ });
    for (let i = 0; i < limit; i++) await user.click(within(invader).getByRole('button', { name: 'Add Red' }));
    const red = within(invader).getByRole('button', { name: 'Add Red' });
    expect(red).toBeDisabled();
    expect(red).toHaveAccessibleDescription(`Anna holds at most ${limit} scouting cards: take one back below to change it.`);
    // The other player can still add.
    expect(within(screen.getByRole('group', { name: /^Bruno \(defender\)/ })).getByRole('button', { name: 'Add Red' })).toBeEnabled();
    await user.click(within(invader).getAllByRole('button', { name: 'Take back a Red card' })[0]!);
    expect(within(invader).getByRole('button', { name: 'Add Red' })).toBeEnabled();
    await user.click(within(invader).getByRole('button', { name: 'Add Red' }));
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    const action = dispatch.mock.calls[0]![0];
    expect(action).toEqual({ type: 'reportScouting', invader: Array(limit).fill('red'), defender: [] });
    // The engine accepts exactly what the screen let through.
    expect(applyAction(uiRules, state, action).ok).toBe(true);
  });
});
