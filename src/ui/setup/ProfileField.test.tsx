import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledPresets } from '../../engine';
import { readAll, remove } from '../library/db';
import { useNavigation } from '../navigation';
import { useShelf } from '../profiles/profileShelf';
import { rulesFor, useGame } from '../store';
import { SetupScreen } from './SetupScreen';


const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  localStorage.clear();
  useShelf.setState({ profiles: [{ id: 'c1', profile: { name: 'Club night', values: { marchDays: 4 } } }], damaged: [], writeFailed: false });
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

function fillNames() {
  for (const [n, name, army] of [
    [1, 'Anna', 'Later Romans'],
    [2, 'Bruno', 'Sassanids'],
  ] as const) {
    const group = screen.getByRole('group', { name: `Player ${n}` });
    fireEvent.change(within(group).getByLabelText('Player name'), { target: { value: name } });
    fireEvent.change(within(group).getByLabelText('Army name'), { target: { value: army } });
  }
}

describe('the rules profile of a new game', () => {
  it("starts with the seeds' numbers, and the game records no profile", async () => {
    const user = userEvent.setup();
    render(<SetupScreen />);
    expect(screen.getByLabelText('Rules profile')).toHaveDisplayValue('Rules as printed');
    fillNames();
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
    fillNames();
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
    fillNames();
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    expect(useGame.getState().setup?.profile).toBeUndefined();
  });

  it('keeps what was typed while the players manage the profiles', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SetupScreen />);
    fillNames();
    await user.click(screen.getByRole('button', { name: 'Manage rules profiles' }));
    expect(useNavigation.getState().view).toBe('profiles');
    unmount();
    render(<SetupScreen />);
    expect(within(screen.getByRole('group', { name: 'Player 1' })).getByLabelText('Player name')).toHaveValue('Anna');
  });
});
