import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { blankAppInEachTest, player, renderSetup, submit } from '../../../tests/support/setupScreen';
import { seedFingerprint } from '../../engine';
import { readAll } from '../library/db';
import { useNavigation } from '../navigation';
import { rules, useGame } from '../store';

blankAppInEachTest();

describe('SetupScreen', () => {
  it('starts with valid defaults once the names are typed: submitting starts the game and shows it', async () => {
    const user = renderSetup();
    await user.clear(within(player(1)).getByLabelText('Player name'));
    await user.type(within(player(1)).getByLabelText('Player name'), 'Anna');
    await user.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const { state, setup } = useGame.getState();
    expect(state).not.toBeNull();
    expect(setup?.players[0].name).toBe('Anna');
    expect(setup?.cards).toBe('digital');
    expect(useNavigation.getState().view).toBe('game');
  });

  it('asks for the base width: the default of the scale from the data, flagged as an assumption, in HBW for Pacto, and kept in the setup', async () => {
    const user = renderSetup();
    const base = screen.getByLabelText('Base width (mm)');
    const maximus = rules().scales.scales.find((s) => s.id === 'maximus')!;
    const pacto = rules().scales.scales.find((s) => s.id === 'pacto')!;
    const defaultMm = (scale: typeof maximus) => scale.tables.find((t) => t.id === scale.defaultTable)!.baseWidthMm;
    expect(base).toHaveValue(defaultMm(maximus));
    expect(screen.getByText(`Default for Maximus: ${defaultMm(maximus)} mm, an assumption, not in the sources.`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Scale'), 'pacto');
    expect(screen.getByLabelText('Base width (mm)')).toHaveValue(defaultMm(pacto));
    expect(screen.getByText(/Distances are in HBW, half of it/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Base width (mm)'));
    await user.type(screen.getByLabelText('Base width (mm)'), '30');
    await user.click(submit());
    expect(useGame.getState().setup?.table.baseWidthMm).toBe(30);
  });

  it("offers Magna's 4' x 3' table in whole centimetres (122 x 91), not the data's 121.92 x 91.44", async () => {
    const user = renderSetup();
    await user.selectOptions(screen.getByLabelText('Scale'), 'magna');
    expect(screen.getByLabelText('Table width (cm)')).toHaveValue(122);
    expect(screen.getByLabelText('Table depth (cm)')).toHaveValue(91);
    await user.click(submit());
    expect(useGame.getState().setup?.table).toEqual({ widthCm: 122, depthCm: 91, baseWidthMm: 40 });
  });

  it('draws a 128-bit seed and seals it: only its fingerprint is shown, never the seed', async () => {
    const user = renderSetup();
    const seedGroup = screen.getByRole('group', { name: 'Game code' });
    const shown = within(seedGroup).getByText(/^Game code: drawn by the app and sealed until the end\. Fingerprint: [0-9A-F]{4}( [0-9A-F]{4}){3}$/);
    const page = document.documentElement.outerHTML;
    await user.click(submit());
    const setup = useGame.getState().setup;
    expect(setup?.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(setup?.seedSource).toBe('drawn');
    expect(shown).toHaveTextContent(seedFingerprint(setup?.seed ?? ''));
    expect(page).not.toContain(setup?.seed);
    expect(document.title).not.toContain(setup?.seed);
    expect(window.location.href).not.toContain(setup?.seed);
  });

  it('a seed can be typed instead, with a warning that the hands can then be known', async () => {
    const user = renderSetup();
    await user.click(screen.getByRole('checkbox', { name: 'Type a game code instead (practice, replaying a known battle)' }));
    expect(screen.queryByText(/sealed until the end/)).not.toBeInTheDocument();
    const seed = screen.getByLabelText('Your game code');
    expect(seed).toHaveValue('');
    expect(seed).toHaveAccessibleDescription("Anyone who knows this game code can work out both players' hands and every roll.");
    await user.type(seed, 'club-night-62');
    await user.click(submit());
    expect(useGame.getState().setup).toMatchObject({ seed: 'club-night-62', seedSource: 'typed' });
  });

  it('an empty typed seed is named beside the field', async () => {
    const user = renderSetup();
    await user.click(screen.getByRole('checkbox', { name: /^Type a game code instead/ }));
    await user.click(submit());
    expect(screen.getByLabelText('Your game code')).toHaveAccessibleDescription(/Enter a game code/);
    expect(useGame.getState().state).toBeNull();
  });

  it('going back from a typed seed draws a fresh sealed one', async () => {
    const user = renderSetup();
    const fingerprint = () => screen.getByText(/^Game code: drawn by the app/).textContent;
    const first = fingerprint();
    const box = screen.getByRole('checkbox', { name: /^Type a game code instead/ });
    await user.click(box);
    await user.type(screen.getByLabelText('Your game code'), 'known');
    await user.click(box);
    expect(screen.queryByLabelText('Your game code')).not.toBeInTheDocument();
    expect(fingerprint()).not.toBe(first);
    await user.click(submit());
    expect(useGame.getState().setup?.seedSource).toBe('drawn');
    expect(useGame.getState().setup?.seed).not.toBe('known');
  });

  it('with physical cards and dice the seed is not offered: the players\' own cards and dice decide', async () => {
    const user = renderSetup();
    await user.click(screen.getByRole('checkbox', { name: /^Type a game code instead/ }));
    await user.click(within(screen.getByRole('group', { name: 'PBS and scouting cards' })).getByRole('radio', { name: /^Physical/ }));
    await user.click(within(screen.getByRole('group', { name: 'Dice' })).getByRole('radio', { name: /^Physical/ }));
    expect(screen.getByText('Your own cards and dice decide: no game code is used.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Type a game code instead/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fingerprint/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(useGame.getState().state?.stepId).toBe('rollOff');
  });

  it('physical cards and dice are chosen with the mode radios', async () => {
    const user = renderSetup();
    const cards = screen.getByRole('group', { name: 'PBS and scouting cards' });
    const dice = screen.getByRole('group', { name: 'Dice' });
    await user.click(within(cards).getByRole('radio', { name: /^Physical/ }));
    await user.click(within(dice).getByRole('radio', { name: /^Physical/ }));
    expect(within(cards).getByRole('radio', { name: /^Digital/ })).not.toBeChecked();
    await user.click(submit());
    expect(useGame.getState().setup).toMatchObject({ cards: 'physical', dice: 'physical' });
  });

  it('each mode is one radio group: the arrow keys move between its choices', async () => {
    const user = renderSetup();
    const dice = screen.getByRole('group', { name: 'Dice' });
    const digital = within(dice).getByRole('radio', { name: /^Digital/ });
    const physical = within(dice).getByRole('radio', { name: /^Physical/ });
    expect(digital).toHaveAttribute('name');
    expect(physical).toHaveAttribute('name', digital.getAttribute('name'));
    expect(within(screen.getByRole('group', { name: 'PBS and scouting cards' })).getByRole('radio', { name: /^Digital/ })).not.toHaveAttribute('name', digital.getAttribute('name'));
    digital.focus();
    await user.keyboard('{ArrowDown}');
    expect(physical).toBeChecked();
    expect(physical).toHaveFocus();
  });

  it('an empty player name is named beside the field and nothing starts', async () => {
    const user = renderSetup();
    const name = within(player(1)).getByLabelText('Player name');
    await user.clear(name);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('One value needs fixing before the pre-battle can start: Player 1: Enter the player name. Each is marked beside its field.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the player name');
    expect(useGame.getState().state).toBeNull();
    expect(useNavigation.getState().view).toBe('home');
  });

  it('two players with the same name are told apart', async () => {
    const user = renderSetup();
    const second = within(player(2)).getByLabelText('Player name');
    await user.clear(second);
    await user.type(second, 'anna');
    await user.click(submit());
    expect(second).toHaveAccessibleDescription('The two players need different names');
    expect(within(player(1)).getByLabelText('Player name')).toHaveAttribute('aria-invalid', 'false');
    expect(useGame.getState().state).toBeNull();
  });

  it('too many PBS cards is refused beside the field', async () => {
    const user = renderSetup();
    const pbs = within(player(2)).getByLabelText('PBS cards');
    await user.clear(pbs);
    await user.type(pbs, '11');
    await user.click(submit());
    expect(pbs).toHaveAccessibleDescription('From the army list. PBS cards must be from 0 to 10.');
    expect(within(player(1)).getByLabelText('PBS cards')).toHaveAttribute('aria-invalid', 'false');
    expect(useGame.getState().state).toBeNull();
  });

  it('an empty number is named, not taken as zero', async () => {
    const user = renderSetup();
    const tugs = within(player(1)).getByLabelText('TuGs in the army');
    await user.clear(tugs);
    await user.click(submit());
    expect(tugs).toHaveAccessibleDescription('TuGs must be a number');
  });

  it('an army must offer at least one territory', async () => {
    const user = renderSetup();
    const offered = within(player(1)).getByRole('group', { name: 'Territories offered when defending' });
    for (const box of within(offered).getAllByRole('checkbox', { checked: true })) await user.click(box);
    expect(within(offered).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await user.click(submit());
    expect(offered).toHaveTextContent('Offer at least one territory');
    expect(useGame.getState().state).toBeNull();
  });

  it('the 2020 edition offers its own territories', async () => {
    const user = renderSetup();
    await user.click(screen.getByRole('radio', { name: /2020/ }));
    const offered = within(player(1)).getByRole('group', { name: 'Territories offered when defending' });
    expect(within(offered).getByRole('checkbox', { name: 'Standard' })).toBeChecked();
    await user.click(submit());
    expect(useGame.getState().setup?.edition).toBe('2020');
  });

  it('the names start empty with an example, and each empty one is named beside its field', async () => {
    const user = renderSetup({ names: false });
    for (const n of [1, 2] as const) {
      expect(within(player(n)).getByLabelText('Player name')).toHaveValue('');
      expect(within(player(n)).getByLabelText('Player name')).toHaveAttribute('placeholder', 'e.g. Anna');
      expect(within(player(n)).getByLabelText('Army name')).toHaveValue('');
      expect(within(player(n)).getByLabelText('Army name')).toHaveAttribute('placeholder', 'e.g. Later Romans');
    }
    await user.click(submit());
    for (const n of [1, 2] as const) {
      expect(within(player(n)).getByLabelText('Player name')).toHaveAccessibleDescription('Enter the player name');
      expect(within(player(n)).getByLabelText('Army name')).toHaveAccessibleDescription('Name the army');
    }
    // The notice by the start button is read away from the fields, so it says whose each is.
    expect(screen.getByRole('alert')).toHaveTextContent(
      '4 values need fixing before the pre-battle can start: Player 1: Enter the player name; Player 1: Name the army; Player 2: Enter the player name; Player 2: Name the army.',
    );
    expect(useGame.getState().state).toBeNull();
  });

  it('offers the players and armies of earlier games again, most recent first', async () => {
    useGame.getState().start(makeSetup({}, [{ name: 'Carthaginians' }, { name: 'Numidians' }]));
    await useGame.getState().flush();
    renderSetup({ names: false });
    const offered = (field: HTMLElement) => [...(field as HTMLInputElement).list!.options].map((o) => o.value);
    await vi.waitFor(() => expect(offered(within(player(2)).getByLabelText('Army name'))).toEqual(['Carthaginians', 'Numidians']));
    expect(offered(within(player(1)).getByLabelText('Player name'))).toEqual(['Anna', 'Bruno']);
  });

  it('says that a new game is added to the games already saved, which are kept', async () => {
    useGame.getState().start(makeSetup());
    const first = useGame.getState().id;
    await useGame.getState().flush();
    const user = renderSetup();
    expect(await screen.findByText('A new pre-battle is added to your games: the ones you have already are kept.')).toBeInTheDocument();
    await user.click(submit());
    expect(useGame.getState().id).not.toBe(first);
    await useGame.getState().flush();
    expect((await readAll()).map(([id]) => id)).toEqual(expect.arrayContaining([first, useGame.getState().id]));
  });
});
