import { beforeEach, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS } from '../../../tests/support/uiState';
import type { Action } from '../../engine';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { readAll, remove } from './db';
import { resumeGame } from './resume';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/** A game saved at the territory contest, as the app stores it; returns its id. */
async function savedAtTerritoryContest(): Promise<string> {
  useGame.getState().start(makeSetup({ dice: 'physical' }));
  for (const action of [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' } as Action]) expect(useGame.getState().dispatch(action)).toBe(true);
  await useGame.getState().flush();
  const id = useGame.getState().id!;
  useGame.getState().clear();
  return id;
}

it('opens the saved game on the step it is at, then shows the game screen', async () => {
  const id = await savedAtTerritoryContest();
  await resumeGame(id);
  expect(useNavigation.getState().view).toBe('game');
  expect(useGame.getState().state?.stepId).toBe('territoryCards');
}, 30_000);

it('leaves the screen alone when the player went elsewhere while the game was read', async () => {
  const id = await savedAtTerritoryContest();
  const resuming = resumeGame(id);
  useNavigation.getState().go('setup');
  await resuming;
  expect(useNavigation.getState().view).toBe('setup');
}, 30_000);
