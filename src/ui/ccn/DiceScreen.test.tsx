import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCcn } from '../../packs/ccn';
import { parseHash, useNavigation } from '../navigation';
import { CcnDiceScreen } from './DiceScreen';

beforeEach(() => {
  window.history.replaceState(null, '', '#/ccn/dice');
  useNavigation.setState({ view: 'ccnDice', params: {} });
});

type User = ReturnType<typeof userEvent.setup>;

const answer = () => screen.getByRole('region', { name: 'Answer' });
const group = (name: string) => screen.getByRole('group', { name });

async function setDice(user: User, dice: string) {
  const field = screen.getByRole('spinbutton', { name: 'Battle dice in the open' });
  await user.clear(field);
  if (dice) await user.type(field, dice);
}

async function pickUnit(user: User, name: string) {
  await user.click(within(group('Unit type')).getByRole('radio', { name }));
}

async function pickTerrain(user: User, side: 'Terrain of its hex' | "Terrain of the target's hex", name: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: side }), name);
}

function quotedRules(label: string) {
  return within(within(answer()).getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe('C&C Napoleonics battle dice', () => {
  it('seed 003 Forest: cavalry targeting a Forest hex with 4 dice rolls 2, citing the rule with a link to its source', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickUnit(user, 'Cavalry');
    await pickTerrain(user, "Terrain of the target's hex", 'Forest');
    expect(answer()).toHaveTextContent('Roll 2 battle dice');
    expect(answer()).toHaveTextContent('4 in the open, −2 (target on a Forest hex) = 2');
    expect(quotedRules('Rules that applied')).toEqual([
      expect.stringContaining('When targeting an enemy unit or leader on a Forest hex, a cavalry unit reduces the number of battle dice rolled by 2.'),
    ]);
    const source = within(answer()).getAllByRole('link', { name: 'Source 003 Forest: open in the rules reference' })[0];
    expect(source).toHaveAttribute('href', expect.stringContaining('#/reference/otherPacks/ccn?entry=otherPacks%2Fccn%2Fterrain%2Fforest&from=ccnDice'));
    // The Forest's movement rule for cavalry on the target's hex (seed 003 Forest, Movement).
    expect(within(answer()).getByRole('list', { name: "Target's hex: Forest" })).toHaveTextContent('must stop and may move no further');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Roll 2 dice.'));
  });

  it('seed 003 Field Works: infantry attacking across Field Works on a hill uses only the Field Works reduction; from the side the hill counts and no flag is ignored', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickTerrain(user, "Terrain of the target's hex", 'Hill');
    await user.click(screen.getByRole('checkbox', { name: "Field Works on the target's Hill hex" }));
    const across = screen.getByRole('checkbox', { name: 'The battle crosses a hexside with Field Works' });
    expect(across).toBeChecked();
    // 4 - 1 (Field Works), not 4 - 1 - 1: "disregard Hill terrain battle dice reductions".
    expect(answer()).toHaveTextContent('4 in the open, −1 (target on a Field Works hex) = 3');
    expect(answer()).toHaveTextContent('The target may ignore 1 flag.');
    expect(answer()).toHaveTextContent('The target is up hill: only its hex is a Hill hex.');
    expect(quotedRules('Rules that applied').join('\n')).toContain('Field Works on hill: When attacking through a Field Works hexside disregard Hill terrain');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the target unit' }), 'Cavalry');
    expect(answer()).toHaveTextContent('The target may ignore no flags.');

    await user.click(across);
    expect(answer()).toHaveTextContent('4 in the open, −1 (target up hill) = 3');
    expect(answer()).toHaveTextContent('The target may ignore no flags.');
    expect(quotedRules('Rules that applied').join('\n')).toContain('A defending unit will not receive Field Works protection');
  });

  it('seed 003 Forest: light infantry may battle the turn it moves onto a Forest hex; line infantry may not', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickUnit(user, 'Light infantry');
    await pickTerrain(user, 'Terrain of its hex', 'Forest');
    await user.click(screen.getByRole('checkbox', { name: 'It moved onto this hex this turn' }));
    expect(answer()).toHaveTextContent('Roll 4 battle dice');
    expect(quotedRules('Rules that applied').join('\n')).toContain('These units may move onto a Forest hex and still battle when eligible.');
    // Light infantry counting as infantry for its dice is our reading, marked as one.
    expect(within(answer()).getAllByText('Reading').length).toBeGreaterThan(0);

    await pickUnit(user, 'Infantry');
    expect(answer()).toHaveTextContent('May not battle');
    expect(answer()).toHaveTextContent('Infantry may not battle the turn it moves onto a Forest hex.');
    expect(quotedRules('Rules that forbid the battle')).toEqual([expect.stringContaining('A unit may not battle the turn it moves onto a Forest hex.')]);
  });

  it('seed 003 Town or Windmill: cavalry ordered by a Cavalry Charge card into a Town loses the card’s extra dice', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    expect(screen.queryByRole('checkbox', { name: 'Ordered by a Cavalry Charge card' })).toBeNull();
    await pickUnit(user, 'Cavalry');
    await user.click(screen.getByRole('checkbox', { name: 'Ordered by a Cavalry Charge card' }));
    expect(answer()).toHaveTextContent('The Cavalry Charge card still adds its extra dice');
    await pickTerrain(user, "Terrain of the target's hex", 'Town or Windmill');
    expect(answer()).toHaveTextContent('4 in the open, −3 (target on a Town or Windmill hex) = 1');
    expect(answer()).toHaveTextContent('The Cavalry Charge card adds no extra dice to this battle.');
    expect(quotedRules('Rules that applied').join('\n')).toContain('will not receive additional battle dice as noted on the Charge card');
  });

  it('seed 003 River: melee into a River hex is not possible, ranged combat is; a Bridge cancels the restriction', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickTerrain(user, "Terrain of the target's hex", 'River');
    expect(answer()).toHaveTextContent('May not battle');
    expect(answer()).toHaveTextContent('Melee combat is not possible into or out of a River hex');
    expect(quotedRules('Rules that forbid the battle')).toEqual([expect.stringContaining('Melee combat not possible.')]);

    await user.click(within(group('Combat')).getByRole('radio', { name: 'Ranged combat' }));
    expect(answer()).toHaveTextContent('Roll 4 battle dice');

    await user.click(within(group('Combat')).getByRole('radio', { name: 'Melee' }));
    await user.click(screen.getByRole('checkbox', { name: "Bridge on the target's River hex" }));
    expect(answer()).toHaveTextContent('Roll 4 battle dice');
    expect(quotedRules('Rules that applied').join('\n')).toContain("A bridge will cancel a river or fordable river's battle restrictions.");
  });

  it.each([
    ['Field Works', "Field Works on the target's Hill hex", 'Hill'],
    ['Bridge', "Bridge on the target's River hex", 'River'],
  ])('seed 003 Field Works, Bridge: the target can be %s sharing its hex, whichever terrain a player picks first (issue 29)', async (first, box, other) => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickTerrain(user, "Terrain of the target's hex", other);
    await user.click(screen.getByRole('checkbox', { name: box }));
    const fromOther = answer().textContent;
    await pickTerrain(user, "Terrain of the target's hex", first);
    // The same combination, offered under the same words, gives the same answer.
    await user.click(screen.getByRole('checkbox', { name: box }));
    expect(answer().textContent).toBe(fromOther);
  });

  it('seed 003 Town or Windmill: the dice never go below zero', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickUnit(user, 'Cavalry');
    await setDice(user, '1');
    await pickTerrain(user, "Terrain of the target's hex", 'Town or Windmill');
    expect(answer()).toHaveTextContent('Roll 0 battle dice');
    expect(answer()).toHaveTextContent('1 in the open, −3 (target on a Town or Windmill hex) = 0 (never fewer than none)');
  });

  it('seed 003 Hill: on a hill targeting another hill, infantry loses a die in ranged combat only, and the answer says why', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickTerrain(user, 'Terrain of its hex', 'Hill');
    await pickTerrain(user, "Terrain of the target's hex", 'Hill');
    expect(answer()).toHaveTextContent('Both hexes are Hill hexes, so the rules for battling from one Hill hex to another apply.');
    expect(answer()).toHaveTextContent('Roll 4 battle dice');
    await user.click(within(group('Combat')).getByRole('radio', { name: 'Ranged combat' }));
    expect(answer()).toHaveTextContent('4 in the open, −1 (Hill hex to Hill hex) = 3');
  });

  it('explains an empty or broken dice field next to it and keeps the screen', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await setDice(user, '');
    const field = screen.getByRole('spinbutton', { name: 'Battle dice in the open' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the battle dice the unit rolls in the open'));
    expect(answer()).toHaveTextContent('The answer needs the battle dice in the open');
    await setDice(user, '13');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Battle dice are a whole number from 0 to 12.'));
    await setDice(user, '3');
    expect(field).toBeValid();
    expect(answer()).toHaveTextContent('Roll 3 battle dice');
  });

  it('works from the keyboard alone: arrow keys pick the unit, Space ticks boxes, typing sets the dice', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    within(group('Unit type')).getByRole('radio', { name: 'Infantry' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group('Unit type')).getByRole('radio', { name: 'Cavalry' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Battle dice in the open' })).toHaveFocus();
    await user.keyboard('{Backspace}3');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Ordered by a Cavalry Charge card' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Ordered by a Cavalry Charge card' })).toBeChecked();
    expect(answer()).toHaveTextContent('Roll 3 battle dice');
    expect(answer()).toHaveTextContent('The Cavalry Charge card still adds its extra dice');
    // Its hex's terrain, "moved", the target's terrain, the combat radios, then the bar under the questions.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.getByRole('button', { name: 'Roll 3 dice. See why' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(answer()).getByRole('heading', { name: 'Answer' })).toHaveFocus();
  });

  it('keeps the question in the address, so a reload shows the same answer', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CcnDiceScreen />);
    await pickUnit(user, 'Artillery');
    await pickTerrain(user, "Terrain of the target's hex", 'Sand Quarry');
    expect(window.location.hash).toContain('unit=artillery');
    unmount();
    // A reload starts from the address alone.
    useNavigation.setState({ view: 'home', params: {} });
    useNavigation.setState(parseHash(window.location.hash));
    render(<CcnDiceScreen />);
    expect(within(group('Unit type')).getByRole('radio', { name: 'Artillery' })).toBeChecked();
    // seed 003 Sand Quarry: an artillery unit reduces the number of battle dice rolled by 1.
    expect(answer()).toHaveTextContent('Roll 3 battle dice');
  });

  it('opens a cited source in the reference through the app, so its Back returns to this question', async () => {
    const user = userEvent.setup();
    render(<CcnDiceScreen />);
    await pickTerrain(user, "Terrain of the target's hex", 'Forest');
    await user.click(within(answer()).getAllByRole('link', { name: 'Source 003 Forest: open in the rules reference' })[0]!);
    expect(useNavigation.getState()).toMatchObject({
      view: 'reference',
      params: { section: 'otherPacks', part: 'ccn', entry: 'otherPacks/ccn/terrain/forest', from: 'ccnDice' },
    });
    expect(window.history.state).toEqual({ depth: 1 });
  });

  it('shows why the calculator is off when the pack did not load', () => {
    render(<CcnDiceScreen load={loadCcn({ broken: true })} />);
    expect(screen.getByRole('heading', { name: 'Commands & Colors: Napoleonics is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
