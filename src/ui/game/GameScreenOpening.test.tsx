import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { GameScreen } from './GameScreen';
import { STEP_PARTS } from './gameParts';

// No part is preloaded in this file: the game screen opens as on a reload, before the browser was idle.
const blankGame = useGame.getState();
beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});

it('a game opening at a later step says "Opening the game…" until that step’s screen is here, then shows the whole step at once', async () => {
  useGame.getState().start(makeSetup({ dice: 'physical' }));
  for (const action of [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' } as Action]) expect(useGame.getState().dispatch(action)).toBe(true);
  expect(useGame.getState().state?.phase).toBe('territoryCards');
  expect(STEP_PARTS.territoryCards.ready()).toBe(false);

  render(<GameScreen />);
  expect(screen.getByRole('status')).toHaveTextContent('Opening the game…');
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'The territory contest' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Hand-off curtain' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});
