import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { ShareLinkControl } from './ShareLinkControl';

// The link's code loads with the first link made; here it never arrives (offline before the app was kept).
vi.mock('../../share/link', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ShareLinkControl when the link code cannot load', () => {
  it('says so in words and offers to try again, and the game is untouched', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    const log = useGame.getState().log;
    const user = userEvent.setup();
    render(<ShareLinkControl />);
    await user.click(screen.getByRole('button', { name: 'Make a share link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The share link could not load: connect to the internet once, then make the link again.');
    expect(screen.getByRole('button', { name: 'Make a share link' })).toBeEnabled();
    expect(useGame.getState().log).toBe(log);
  });
});
