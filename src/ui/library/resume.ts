import { useNavigation } from '../navigation';
import { preloadScreen } from '../screens';

/**
 * Resumes a saved game: reads it and loads the game screen side by side, then shows the game on its step,
 * with no "Opening the game…" or "no game" in between. Nothing happens if the player has gone elsewhere meanwhile.
 */
export async function resumeGame(id: string): Promise<void> {
  const from = useNavigation.getState().view;
  const [{ useGame }] = await Promise.all([import('../store'), preloadScreen('game').catch(() => undefined)]);
  await useGame.getState().open(id);
  if (useNavigation.getState().view === from) useNavigation.getState().go('game');
}
