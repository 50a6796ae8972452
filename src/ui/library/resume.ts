import { useNavigation } from '../navigation';
import { preloadScreen } from '../screens';

/**
 * Resumes a saved game: reads it and loads the game screen side by side, then shows the game on its step,
 * with the parts its step shows and no "Opening the game…" or "no game" in between. Nothing happens if the
 * player has gone elsewhere meanwhile.
 */
export async function resumeGame(id: string): Promise<void> {
  const from = useNavigation.getState().view;
  try {
    const [{ useGame }, { preloadPartsFor }] = await Promise.all([import('../store'), import('../game/gameParts'), preloadScreen('game')]);
    await useGame.getState().open(id);
    const phase = useGame.getState().state?.phase;
    if (phase) await preloadPartsFor(phase);
  } catch {
    // The game's code did not arrive (offline before the app was cached): the game screen says so itself.
  }
  if (useNavigation.getState().view === from) useNavigation.getState().go('game');
}
