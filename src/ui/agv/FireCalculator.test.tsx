import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agvPack } from '../../packs/agv';
import { useEffectsChoices } from './effectsChoices';
import { FireCalculator } from './FireCalculator';

beforeEach(() => useEffectsChoices.setState(useEffectsChoices.getInitialState(), true));

// Each choice re-renders a screen of many controls, which jsdom draws slowly: these tests get more time.

const load = agvPack();
if (!load.ok) throw new Error(load.error);
const pack = load.pack;

describe('the fire calculator (seed 004 How does terrain affect firing?)', { timeout: 20_000 }, () => {
  const fire = () => screen.getByRole('region', { name: 'Fire calculator' });

  it('7 dice at a target with cover in a village: half, rounded down, 3 dice', async () => {
    const user = userEvent.setup();
    render(<FireCalculator pack={pack} />);
    const dice = within(fire()).getByRole('textbox', { name: 'Dice in the open' });
    await user.clear(dice);
    await user.type(dice, '7');
    await user.click(within(fire()).getByRole('button', { name: 'Add Villages (now 0)' }));
    expect(within(fire()).getByRole('status')).toHaveTextContent('Roll 3 dice.');
    expect(fire()).toHaveTextContent('The target claims cover: half of 7 dice, rounded down, is 3.');
    expect(within(fire()).getByRole('list', { name: 'Rules that applied' })).toHaveTextContent('round fractions down');
  });

  it('two cover features in the zone of fire: cannot fire', async () => {
    const user = userEvent.setup();
    render(<FireCalculator pack={pack} />);
    await user.click(within(fire()).getByRole('button', { name: 'Add Woods (now 0)' }));
    await user.click(within(fire()).getByRole('button', { name: 'Add Woods (now 1)' }));
    expect(within(fire()).getByRole('status')).toHaveTextContent('Cannot fire at this target.');
    expect(fire()).toHaveTextContent('2 features giving cover are in the zone of fire');
    await user.click(within(fire()).getByRole('button', { name: 'Remove one Woods (now 2)' }));
    expect(within(fire()).getByRole('status')).toHaveTextContent('Roll 3 dice.');
  });

  it('if one stand of the target cannot claim cover, the unit fires with full dice', async () => {
    const user = userEvent.setup();
    render(<FireCalculator pack={pack} />);
    await user.click(within(fire()).getByRole('button', { name: 'Add Villages (now 0)' }));
    await user.click(within(fire()).getByRole('checkbox', { name: /Every stand of the target/ }));
    expect(within(fire()).getByRole('status')).toHaveTextContent('Roll 6 dice.');
    expect(fire()).toHaveTextContent('Not every stand of the target can claim cover, so the whole unit cannot.');
  });

  it('empty dice: a clear message next to the field, no answer', async () => {
    const user = userEvent.setup();
    render(<FireCalculator pack={pack} />);
    const dice = within(fire()).getByRole('textbox', { name: 'Dice in the open' });
    await user.clear(dice);
    expect(dice).toHaveAttribute('aria-invalid', 'true');
    expect(dice).toHaveAccessibleDescription(expect.stringContaining('Type the dice the unit rolls in the open, e.g. 7.') as string);
    expect(within(fire()).getByRole('status')).toHaveTextContent('Type the dice in the open to see the answer.');
    await user.type(dice, 'x');
    expect(dice).toHaveAccessibleDescription(expect.stringContaining('Dice must be a whole number from 0 to 99') as string);
  });
});
