import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { GameScreen } from './GameScreen';

// The secret card step's chunk cannot be fetched: offline before the app was kept on this device.
vi.mock('../steps/secretCard/SecretCardStep', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});

it('a step whose screen cannot load says so in its place; the title, the turn and the log stay, and the game is kept', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useGame.getState().start(makeSetup({ dice: 'physical' }));
  for (const action of [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' } as Action]) expect(useGame.getState().dispatch(action)).toBe(true);
  const log = useGame.getState().log;

  render(<GameScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app could not load: connect to the internet once, then try again.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'The territory contest' })).toBeInTheDocument();
  expect(screen.getByText('Turn:')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Log' })).toBeInTheDocument();
  expect(useGame.getState().log).toEqual(log);
  consoleError.mockRestore();
});
