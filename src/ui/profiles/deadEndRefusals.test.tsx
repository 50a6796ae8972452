import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules, COLOURS, RATINGS, PROFILE_FORMAT, PROFILE_VERSION, rulesWithProfile } from '../../engine';
import { ProfileDeadEndWarning } from './ProfileDeadEndWarning';
import { makeSetup } from '../../../tests/support/randomGame';
import { blankAppInEachTest, renderSetup } from '../../../tests/support/setupScreen';
import { useGame } from '../store';
import { SetupScreen } from '../setup/SetupScreen';
import { ProfilesScreen } from './ProfilesScreen';
import { readShelf, useShelf } from './profileShelf';

const base = bundledRules();
const maximus = base.scales.scales.find((s) => s.id === 'maximus')!;
const maximusTable = maximus.tables.find((t) => t.id === maximus.defaultTable)!;
blankAppInEachTest();
beforeEach(() => {
  useShelf.setState({ profiles: [], damaged: [], writeFailed: false });
});

function fileOf(text: string): File {
  const file = new File([text], 'profile.json', { type: 'application/json' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
}

describe('profiles that cannot work are refused, naming the setting (issue 28)', () => {
  it('on save: flank sectors of 30 BW leave no centre sector on the Maximus default table', async () => {
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Copy "Rules as printed"' }));
    const flank = screen.getByLabelText('Flank sector width (BW)');
    await user.clear(flank);
    await user.type(flank, '30');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const sentence = `Flank sector width: two flank sectors of 30 BW leave no centre sector on the Maximus table of ${maximusTable.widthCm} x ${maximusTable.depthCm} cm.`;
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    expect(readShelf().profiles).toEqual([]);
  });

  it('on save: the flank sector the players widened is blamed, not the side-edge strip that follows it', async () => {
    const user = userEvent.setup();
    render(<ProfilesScreen />);
    await user.click(screen.getByRole('button', { name: 'Copy "Rules as printed"' }));
    const flank = screen.getByLabelText('Flank sector width (BW)');
    await user.clear(flank);
    await user.type(flank, '30');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Side-edge strip');
    expect(screen.getByLabelText('Flank sector width (BW)')).toBeInvalid();
    expect(screen.getByLabelText('Side-edge strip (BW)')).toBeValid();
  });

  it('on import: dice whose every face is blank would tie the roll-off forever', async () => {
    render(<ProfilesScreen />);
    const dice = Object.fromEntries(COLOURS.map((c) => [c, Array(6).fill('blank')]));
    const file = { format: PROFILE_FORMAT, version: PROFILE_VERSION, profile: { name: 'All blank', values: { dice } } };
    fireEvent.change(screen.getByLabelText('Open a profile file'), { target: { files: [fileOf(JSON.stringify(file))] } });
    const word = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);
    const dieWords = RATINGS.map((r) => word(base.components.ratingDie[r]));
    const list = (items: string[], last: string) => `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
    // One sentence for the whole set of one-faced dice, naming the first die's setting.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Dice faces (${dieWords[0]}): every face of the ${list(dieWords, 'and')} dice is Blank, so two commanders rated ${list([...RATINGS], 'or')} would tie the roll-off forever (ties re-roll).`,
    );
    expect(readShelf().profiles).toEqual([]);
  });

  it('at setup: the table entered is checked, and the pre-battle does not start', async () => {
    const user = renderSetup();
    fireEvent.change(screen.getByLabelText('Table width (cm)'), { target: { value: '60' } });
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    const flank = base.editions['2023'].placement.flankSectorBw;
    const sentence = `Flank sector width: two flank sectors of ${flank} BW leave no centre sector on the Maximus table of 60 x ${maximusTable.depthCm} cm.`;
    // The notice lists the problems in one sentence (without their full stops); the field keeps each whole.
    expect(screen.getByRole('alert')).toHaveTextContent(sentence.replace(/\.$/, ''));
    expect(screen.getByLabelText('Rules profile')).toHaveAccessibleDescription(expect.stringContaining(sentence));
    expect(useGame.getState().state).toBeNull();
  });

  it("at setup: the profile's error follows the profile and the scale the players choose next", async () => {
    const user = renderSetup();
    fireEvent.change(screen.getByLabelText('Table width (cm)'), { target: { value: '60' } });
    await user.click(screen.getByRole('button', { name: 'Start the pre-battle' }));
    const printed = base.editions['2023'].placement.flankSectorBw;
    expect(screen.getByLabelText('Rules profile')).toHaveAccessibleDescription(expect.stringContaining(`two flank sectors of ${printed} BW`));
    await user.selectOptions(screen.getByLabelText('Rules profile'), 'Tournament: 8 BW flank sectors');
    expect(screen.getByLabelText('Rules profile')).toHaveAccessibleDescription(expect.stringContaining('two flank sectors of 8 BW'));
    expect(screen.getByRole('alert')).toHaveTextContent('two flank sectors of 8 BW');
    await user.selectOptions(screen.getByLabelText('Scale'), 'Magna (distances in BW)');
    expect(screen.getByLabelText('Rules profile')).not.toHaveAccessibleDescription(expect.stringContaining('flank sectors of'));
    expect(screen.getByLabelText('Rules profile')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('at setup: digital mode says what the curtain protects and what it does not', () => {
    render(<SetupScreen />);
    expect(screen.getByText(/the curtain keeps each hand from the other player's eyes/)).toHaveTextContent(/someone who opens the browser's storage .* can read it/);
  });

  it('a game saved under such a profile opens with a warning naming each setting, its own commanders\' dice once; a sound one shows none', () => {
    const dice = Object.fromEntries(COLOURS.map((c) => [c, Array(6).fill('blank')]));
    const made = rulesWithProfile(base, { name: 'Wide flanks, blank dice', values: { flankSector: 30, dice } });
    if (!made.ok) throw new Error('the profile itself is readable');
    const setup = makeSetup({ table: { widthCm: maximusTable.widthCm, depthCm: maximusTable.depthCm } });
    const [a, b] = setup.players.map((p) => p.army.rating);
    const { unmount } = render(<ProfileDeadEndWarning rules={made.rules} setup={setup} />);
    const note = screen.getByRole('note', { name: 'These rules cannot work at this table.' });
    // In 2023 the side-edge strip follows the flank sectors' width (issue 27), so it is too wide as well.
    expect(within(note).getAllByRole('listitem')).toHaveLength(3);
    expect(within(note).getByText(new RegExp(`so a ${a} and a ${b} commander would tie the roll-off forever`))).toBeInTheDocument();
    expect(within(note).getByText(/^Flank sector width: two flank sectors of 30 BW leave no centre sector/)).toBeInTheDocument();
    expect(within(note).getByText(/^Side-edge strip: 30 BW does not fit/)).toBeInTheDocument();
    unmount();
    const { container } = render(<ProfileDeadEndWarning rules={base} setup={setup} />);
    expect(container).toBeEmptyDOMElement();
  });
});
