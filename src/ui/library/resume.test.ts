import { beforeEach, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS } from '../../../tests/support/uiState';
import type { Action } from '../../engine';
import { partsReadyFor } from '../game/gameParts';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { readAll, remove } from './db';
import { resumeGame } from './resume';

// No part is preloaded in this file: Resume itself must load what the game's step shows.
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

it('shows the game only once the parts of the step it is at have arrived, even when its library entry named an earlier step (another window moved it on)', async () => {
  const id = await savedAtTerritoryContest();
  expect(partsReadyFor('territoryCards')).toBe(false);
  await resumeGame(id, 'season');
  expect(useNavigation.getState().view).toBe('game');
  expect(useGame.getState().state?.phase).toBe('territoryCards');
  expect(partsReadyFor('territoryCards')).toBe(true);
}, 30_000);
