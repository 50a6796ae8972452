import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledPresets } from '../../engine';
import { blankAppInEachTest, typeNames } from '../../../tests/support/setupScreen';
import { useNavigation } from '../navigation';
import { useShelf } from '../profiles/profileShelf';
import { rulesFor, useGame } from '../store';
import { SetupScreen } from './SetupScreen';

blankAppInEachTest();
beforeEach(() => {
  useShelf.setState({ profiles: [{ id: 'c1', profile: { name: 'Club night', values: { marchDays: 4 } } }], damaged: [], writeFailed: false });
});

describe('the rules profile of a new game', () => {
  it("starts with the seeds' numbers, and the game records no profile", async () => {
    const user = userEvent.setup();
    render(<SetupScreen />);
    expect(screen.getByLabelText('Rules profile')).toHaveDisplayValue('Rules as printed');
    typeNames();
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    expect(useGame.getState().setup?.profile).toBeUndefined();
  });

  it('offers the presets and the device profiles, shows the house rules and records the profile in the game', async () => {
    const user = userEvent.setup();
    render(<SetupScreen />);
    const select = screen.getByLabelText('Rules profile');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([...bundledPresets().map((p) => p.profile.name), 'Club night']);
    await user.selectOptions(select, 'Club night');
    expect(screen.getByText(/Days of the march: 4 \(printed: 5\)/)).toBeInTheDocument();
    typeNames();
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    const { setup } = useGame.getState();
    expect(setup?.profile).toEqual({ name: 'Club night', values: { marchDays: 4 } });
    expect(rulesFor(setup).editions['2023'].march.days).toBe(4);
  });

  it('goes back to the rules as printed after another profile was picked, and the game then records none', async () => {
    const user = userEvent.setup();
    render(<SetupScreen />);
    const select = screen.getByLabelText('Rules profile');
    await user.selectOptions(select, 'Club night');
    expect(screen.getByText(/Days of the march: 4 \(printed: 5\)/)).toBeInTheDocument();
    await user.selectOptions(select, 'Rules as printed');
    expect(select).toHaveDisplayValue('Rules as printed');
    expect(screen.queryByText(/Days of the march: 4/)).not.toBeInTheDocument();
    typeNames();
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    expect(useGame.getState().setup?.profile).toBeUndefined();
  });

  it('keeps what was typed while the players manage the profiles', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SetupScreen />);
    typeNames();
    await user.click(screen.getByRole('button', { name: 'Manage rules profiles' }));
    expect(useNavigation.getState().view).toBe('profiles');
    unmount();
    render(<SetupScreen />);
    expect(within(screen.getByRole('group', { name: 'Player 1' })).getByLabelText('Player name')).toHaveValue('Anna');
  });
});
