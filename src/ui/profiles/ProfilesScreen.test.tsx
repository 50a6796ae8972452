import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules, PROFILE_FORMAT, PROFILE_VERSION } from '../../engine';
import { ProfilesScreen } from './ProfilesScreen';
import { readShelf, useShelf } from './profileShelf';
import { FSI, PDI } from '../words/names';

const seedFlank = bundledRules().editions['2023'].placement.flankSectorBw;

beforeEach(() => {
  localStorage.clear();
  useShelf.setState({ profiles: [], damaged: [], writeFailed: false });
});

function fileOf(text: string): File {
  const file = new File([text], 'profile.json', { type: 'application/json' });
  // jsdom's File has no text() in every version: give it one.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
}

describe('ProfilesScreen', () => {
  it("isolates a profile's name in its buttons' names as its heading does, so a right-to-left name cannot reorder them", () => {
    const name = '\u202Eנוהל';
    useShelf.setState({ profiles: [{ id: 'r1', profile: { name, values: { marchDays: 4 } } }] });
    render(<ProfilesScreen />);
    const isolated = `${FSI}${name}${PDI}`;
    for (const label of [`Edit ${isolated}`, `Copy "${isolated}"`, `Download ${isolated}`, `Delete the profile ${isolated}`]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('lists the shipped presets with what each changes from the seeds', () => {
    render(<ProfilesScreen />);
    const preset = screen.getByRole('heading', { name: 'Tournament: 8 BW flank sectors' }).closest('li')!;
    expect(within(preset).getByText(`Flank sector width: 8 BW (printed: ${seedFlank} BW)`)).toBeInTheDocument();
    const seeds = screen.getByRole('heading', { name: 'Rules as printed' }).closest('li')!;
    expect(within(seeds).getByText('Nothing: the rules as printed.')).toBeInTheDocument();
  });

  it('copies a preset, edits it and saves it on this device', async () => {
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Copy "Tournament: 8 BW flank sectors"' }));
    const name = screen.getByLabelText('Profile name');
    await user.clear(name);
    await user.type(name, 'Club night');
    const flank = screen.getByLabelText('Flank sector width (BW)');
    await user.clear(flank);
    await user.type(flank, '9');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Club night".');
    const saved = screen.getByRole('heading', { name: 'Club night' }).closest('li')!;
    expect(within(saved).getByText(`Flank sector width: 9 BW (printed: ${seedFlank} BW)`)).toBeInTheDocument();
    expect(readShelf().profiles.map((p) => p.profile.values.flankSector)).toEqual([9]);
  });

  it('names the setting that is wrong and saves nothing', async () => {
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Copy "Rules as printed"' }));
    const sizes = screen.getByRole('group', { name: 'Optional piece size' });
    await user.type(within(sizes).getByLabelText('Shortest side at least (BW)'), '6');
    await user.type(within(sizes).getByLabelText('Longest side at most (BW)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(within(sizes).getByText('Optional piece size (longest side): the longest side cannot be smaller than the shortest.')).toBeInTheDocument();
    expect(readShelf().profiles).toEqual([]);
  });

  it('opens a profile file, and refuses a bad one saying why', async () => {
    render(<ProfilesScreen />);
    const input = screen.getByLabelText('Open a profile file');
    const good = { format: PROFILE_FORMAT, version: PROFILE_VERSION, profile: { name: 'From the organiser', values: { opponentMove: 4 } } };
    fireEvent.change(input, { target: { files: [fileOf(JSON.stringify(good))] } });
    expect(await screen.findByText('Added the profile "From the organiser".')).toBeInTheDocument();
    expect(readShelf().profiles.map((p) => p.profile)).toEqual([good.profile]);

    const bad = { ...good, profile: { name: 'Too big', values: { deck: { black: 1, white: 1, green: 1, yellow: 1, red: 1 } } } };
    fireEvent.change(input, { target: { files: [fileOf(JSON.stringify(bad))] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/The deck has 5 cards; the largest armies can draw \d+\./);
    fireEvent.change(input, { target: { files: [fileOf('not json')] } });
    expect(await screen.findByText('This file is not a rules profile: it is not valid JSON.')).toBeInTheDocument();
    expect(readShelf().profiles).toHaveLength(1);
  });

  it('refuses a name another profile has, at the name field, and saves nothing', async () => {
    useShelf.setState({ profiles: [{ id: 'c1', profile: { name: 'Club night', values: { marchDays: 4 } } }] });
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Copy "Tournament: 8 BW flank sectors"' }));
    const name = screen.getByLabelText('Profile name');
    await user.clear(name);
    await user.type(name, ' club Night ');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const said = 'A profile named "club Night" is already on this device or shipped with the app: give this one another name.';
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(said);
    expect(screen.getByRole('alert')).toHaveTextContent(said);
    await user.clear(name);
    await user.type(name, 'Rules as printed');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('A profile named "Rules as printed" is already'));
    expect(readShelf().profiles).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Tournament night');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Tournament night".');
  });

  it('keeps its own name when a profile is edited and saved again', async () => {
    useShelf.setState({ profiles: [{ id: 'c1', profile: { name: 'Club night', values: { marchDays: 4 } } }] });
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Edit Club night' }));
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Club night".');
  });

  it('numbers an opened profile whose name is taken, and says a newer version of the app made a newer file', async () => {
    useShelf.setState({ profiles: [{ id: 'c1', profile: { name: 'Club night', values: { marchDays: 4 } } }] });
    render(<ProfilesScreen />);
    const input = screen.getByLabelText('Open a profile file');
    const same = { format: PROFILE_FORMAT, version: PROFILE_VERSION, profile: { name: 'Club night', values: { marchDays: 3 } } };
    fireEvent.change(input, { target: { files: [fileOf(JSON.stringify(same))] } });
    expect(await screen.findByText('Added the profile as "Club night (2)": a profile named "Club night" was already here.')).toBeInTheDocument();
    expect(readShelf().profiles.map((p) => p.profile.name)).toEqual(['Club night', 'Club night (2)']);
    const newer = { ...same, version: PROFILE_VERSION + 1, profile: { name: 'Future', values: { somethingNew: 1 } } };
    fireEvent.change(input, { target: { files: [fileOf(JSON.stringify(newer))] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This rules profile was made by a newer version of the app: update the app to open it.');
    expect(readShelf().profiles).toHaveLength(2);
  });
});
