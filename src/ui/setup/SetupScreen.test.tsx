import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { SetupScreen } from './SetupScreen';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

function renderSetup() {
  render(<SetupScreen />);
  return userEvent.setup();
}

const player = (n: 1 | 2) => screen.getByRole('group', { name: `Player ${n}` });
const submit = () => screen.getByRole('button', { name: 'Start the pre-battle' });

describe('SetupScreen', () => {
  it('starts with valid defaults: submitting starts the game and shows it', async () => {
    const user = renderSetup();
    await user.clear(within(player(1)).getByLabelText('Player name'));
    await user.type(within(player(1)).getByLabelText('Player name'), 'Anna');
    const seed = (screen.getByLabelText('Seed') as HTMLInputElement).value;
    expect(seed).not.toBe('');
    await user.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const { state, setup } = useGame.getState();
    expect(state?.phase).toBe('rollOff');
    expect(setup?.players[0].name).toBe('Anna');
    expect(setup?.seed).toBe(seed);
    expect(setup?.cards).toBe('digital');
    expect(useNavigation.getState().view).toBe('game');
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
    expect(screen.getByRole('alert')).toHaveTextContent('Some values need fixing: see the messages below.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the player name');
    expect(useGame.getState().state).toBeNull();
    expect(useNavigation.getState().view).toBe('home');
  });

  it('two players with the same name are told apart', async () => {
    const user = renderSetup();
    const second = within(player(2)).getByLabelText('Player name');
    await user.clear(second);
    await user.type(second, 'player 1');
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

  it('warns that a new game replaces the one in progress, with the export at hand', () => {
    useGame.getState().start(makeSetup());
    renderSetup();
    expect(screen.getByText('A pre-battle is in progress. Starting a new one replaces it: export it first to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export the game file' })).toBeInTheDocument();
  });
});
