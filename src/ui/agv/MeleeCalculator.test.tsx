import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { agvPack } from '../../packs/agv';
import { useEffectsChoices } from './effectsChoices';
import { MeleeCalculator } from './MeleeCalculator';

beforeEach(() => useEffectsChoices.setState(useEffectsChoices.getInitialState(), true));

// Each choice re-renders a screen of many controls, which jsdom draws slowly: these tests get more time.

const load = agvPack();
if (!load.ok) throw new Error(load.error);
const pack = load.pack;

describe('the hand-to-hand calculator (seed 004 How does terrain affect hand-to-hand combat?)', { timeout: 20_000 }, () => {
  const melee = () => screen.getByRole('region', { name: 'Hand-to-hand calculator' });

  it('a hill and a stone wall halve 9 dice twice in the first round (2), and not in later rounds (9)', async () => {
    const user = userEvent.setup();
    render(<MeleeCalculator pack={pack} />);
    const dice = within(melee()).getByRole('textbox', { name: 'Dice in the open' });
    await user.clear(dice);
    await user.type(dice, '9');
    await user.click(within(melee()).getByRole('button', { name: 'Add Hills (now 0)' }));
    await user.click(within(melee()).getByRole('button', { name: 'Add Stone walls (now 0)' }));
    expect(within(melee()).getByRole('status')).toHaveTextContent('Roll 2 dice.');
    expect(melee()).toHaveTextContent('9 dice halved 2 times, rounding down each time, is 2.');
    expect(within(melee()).getByRole('list', { name: 'Rules that applied' })).toHaveTextContent('cumulative');
    await user.click(within(melee()).getByRole('radio', { name: 'A later round' }));
    expect(within(melee()).getByRole('status')).toHaveTextContent('Roll 9 dice.');
    expect(melee()).toHaveTextContent('fully engaged');
  });

  it('mounted units may not charge a unit defending woods (seed 004 Woods)', async () => {
    const user = userEvent.setup();
    render(<MeleeCalculator pack={pack} />);
    await user.click(within(within(melee()).getByRole('group', { name: 'Charging unit' })).getByRole('radio', { name: 'Mounted' }));
    await user.click(within(melee()).getByRole('button', { name: 'Add Woods (now 0)' }));
    expect(within(melee()).getByRole('status')).toHaveTextContent('This charge is not allowed.');
    expect(melee()).toHaveTextContent('Mounted units cannot charge into, through or out of Woods.');
  });
});
