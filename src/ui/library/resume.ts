import { useNavigation } from '../navigation';

/**
 * Resumes a saved game: reads it (the store comes with the game screen's code, so Home loads it only now),
 * then shows the game screen on its step, at the game's own address. Nothing happens if the player has gone elsewhere meanwhile.
 */
export async function resumeGame(id: string): Promise<void> {
  const from = useNavigation.getState().view;
  try {
    const { useGame } = await import('../store');
    await useGame.getState().open(id);
  } catch {
    // The game's code did not arrive (offline before the app was cached): the game screen says so itself.
  }
  if (useNavigation.getState().view === from) useNavigation.getState().go('game', { id });
}
