import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Home } from '../Home';
import { useNavigation } from '../navigation';


const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useNavigation.setState(blankNavigation, true);
});

describe('Home lets the user choose the game', () => {
  it('starts on Mortem et Gloriam, switches by keyboard to the other games, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Home />);
    const meg = screen.getByRole('radio', { name: 'Mortem et Gloriam' });
    expect(meg).toBeChecked();
    expect(screen.getByRole('button', { name: 'Start a new pre-battle' })).toBeInTheDocument();

    meg.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Commands & Colors: Napoleonics' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Start a new pre-battle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Work out battle dice' }));
    expect(useNavigation.getState().view).toBe('ccnDice');

    await user.click(screen.getByRole('radio', { name: 'A Great Victory!' }));
    expect(screen.getByRole('button', { name: 'Lay out a new table' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the A Great Victory! rules' }));
    expect(useNavigation.getState()).toMatchObject({ view: 'reference', params: { section: 'otherPacks', part: 'agv', from: 'home' } });
    unmount();

    render(<Home />);
    expect(screen.getByRole('radio', { name: 'A Great Victory!' })).toBeChecked();
  });

  it('falls back to Mortem et Gloriam when the stored choice is not a game', () => {
    localStorage.setItem('pbw.home.game', 'chess');
    render(<Home />);
    expect(screen.getByRole('radio', { name: 'Mortem et Gloriam' })).toBeChecked();
  });
});
