import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAgv } from '../../packs/agv';
import { useEffectsChoices } from './effectsChoices';
import { AgvEffectsScreen } from './EffectsScreen';

beforeEach(() => useEffectsChoices.setState(useEffectsChoices.getInitialState(), true));

// Each choice re-renders a screen of many controls, which jsdom draws slowly: these tests get more time.

const picker = () => screen.getByRole('region', { name: 'What does this feature do to my unit?' });
const aspect = (title: string) => within(picker()).getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }).closest('li')!;

/** Picks a unit type and a feature in the first section. */
async function pick(user: ReturnType<typeof userEvent.setup>, unit: string, feature: string) {
  await user.click(within(screen.getByRole('group', { name: 'Your unit' })).getByRole('radio', { name: unit }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Terrain feature' }), feature);
}

describe('what a feature does to a unit (seed 004)', { timeout: 20_000 }, () => {
  it('mounted units cannot charge or intercept in woods, cited to the Woods rules (seed 004 Woods)', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await pick(user, 'Mounted', 'Woods');
    expect(within(picker()).getByRole('status')).toHaveTextContent('Woods for mounted units: half rate; may not charge; cover; hand-to-hand advantage.');
    const charge = aspect('Charging and intercepting');
    expect(charge).toHaveTextContent('Charging and Intercepting: Not allowed.');
    const rules = within(charge).getByRole('list', { name: /Rules that applied/ });
    expect(rules).toHaveTextContent('mounted units cannot charge or intercept into, through or out of the woods.');
    expect(within(rules).getByRole('link', { name: /004 General terrain features: Woods/ })).toHaveAttribute(
      'href',
      expect.stringContaining('#/reference/otherPacks/agv?entry=') as string,
    );
    expect(aspect('Moving')).toHaveTextContent('Half rate: 2 cm of movement allowance per 1 cm moved.');
    expect(aspect('Moving')).toHaveTextContent('Not cumulative');
  });

  it('artillery may not enter woods (seed 004 Woods)', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await pick(user, 'Artillery', 'Woods');
    const enter = aspect('Entering');
    expect(enter).toHaveTextContent('Not allowed.');
    expect(within(enter).getByRole('list', { name: /Rules that applied/ })).toHaveTextContent('Artillery units cannot enter woods');
    expect(within(picker()).getByRole('status')).toHaveTextContent('Woods for artillery units: may not enter.');
  });

  it('villages give cover and the hand-to-hand advantage, with the general rules quoted (seed 004 Villages)', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await pick(user, 'Foot', 'Villages');
    const fire = aspect('Firing and cover');
    expect(fire).toHaveTextContent('Cover');
    expect(within(fire).getByRole('list', { name: /Rules that applied/ })).toHaveTextContent('uses half the number of dice');
    expect(aspect('Hand-to-hand advantage')).toHaveTextContent('first round only');
  });

  it('"All features" lists every feature for the unit as cards on a narrow screen; a name opens its effects (seed 004 Landmarks)', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await user.click(within(screen.getByRole('group', { name: 'Your unit' })).getByRole('radio', { name: 'Mounted' }));
    const cards = screen.getByRole('list', { name: 'Every feature for mounted units' });
    const landmarks = within(cards).getByRole('button', { name: 'Landmarks: show its effects' }).closest('li')!;
    expect(within(landmarks).getByText('Enter').nextSibling).toHaveTextContent('Not allowed');
    await user.click(within(cards).getByRole('button', { name: 'Landmarks: show its effects' }));
    expect(screen.getByRole('combobox', { name: 'Terrain feature' })).toHaveValue('landmarks');
    expect(screen.getByRole('combobox', { name: 'Terrain feature' })).toHaveFocus();
  });
});

describe('my unit crosses these features (seed 004 How does terrain affect movement?)', { timeout: 20_000 }, () => {
  const section = () => screen.getByRole('region', { name: 'My unit crosses these features' });

  it('hills and woods together still cost half rate once, not quarter rate', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await user.click(within(section()).getByRole('checkbox', { name: 'Hills' }));
    await user.click(within(section()).getByRole('checkbox', { name: 'Woods' }));
    expect(within(section()).getByRole('status')).toHaveTextContent(
      'Half rate, once: 2 cm of movement allowance per 1 cm moved, not 4 — half rate is not cumulative.',
    );
    expect(within(section()).getByRole('list', { name: 'Rules that applied' })).toHaveTextContent('not cumulative');
  });

  it('artillery crossing woods is not allowed at all', async () => {
    const user = userEvent.setup();
    render(<AgvEffectsScreen />);
    await user.click(within(screen.getByRole('group', { name: 'Your unit' })).getByRole('radio', { name: 'Artillery' }));
    await user.click(within(section()).getByRole('checkbox', { name: 'Woods' }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Not allowed: artillery units cannot move into, through or out of Woods.');
  });
});

describe('a broken pack', () => {
  it('shows why, with the way home, instead of the screen', () => {
    render(<AgvEffectsScreen load={loadAgv({ broken: true })} />);
    expect(screen.getByRole('heading', { name: 'A Great Victory! is not available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fire calculator' })).not.toBeInTheDocument();
  });
});
