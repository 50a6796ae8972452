import type { Phase } from '../../engine';
import { useNavigation } from '../navigation';
import { onIntent, preloadScreen, type IntentProps } from '../screens';
import { loadInTurnWhenIdle } from '../shell/loadable';

/** Loads the game screen and the parts a game at `phase` shows at once; a failure is left to the game screen to say. */
function preloadGameAt(phase: Phase): Promise<unknown> {
  return Promise.all([preloadScreen('game'), import('../game/gameParts').then((m) => m.preloadPartsFor(phase))]).catch(() => undefined);
}

/**
 * When the browser is idle, loads the game screen, then the parts of the step `phase` (the newest saved
 * game's): a device with saved games is likely to resume one, and Resume then runs no new code. Returns how to stop.
 */
export function preloadResumeWhenIdle(phase: Phase): () => void {
  return loadInTurnWhenIdle([() => preloadScreen('game'), () => preloadGameAt(phase)]);
}

/** Props for a Resume button: the game screen and its step's parts (at the step its library entry names) start loading on intent. */
export function intentToResume(phase: Phase): IntentProps {
  return onIntent(() => void preloadGameAt(phase));
}

/**
 * Resumes a saved game: reads it while the game screen and the parts of the step its library entry names
 * load, then shows the game on its step (the parts of the step it is really at, if another window moved it
 * on), with no "Opening the game…" or "no game" in between. Nothing happens if the player has gone elsewhere
 * meanwhile.
 */
export async function resumeGame(id: string, phase: Phase): Promise<void> {
  const from = useNavigation.getState().view;
  try {
    const parts = preloadGameAt(phase);
    const { useGame } = await import('../store');
    await Promise.all([useGame.getState().open(id), parts]);
    const reached = useGame.getState().state?.phase;
    if (reached && reached !== phase) await preloadGameAt(reached);
  } catch {
    // The game's code did not arrive (offline before the app was cached): the game screen says so itself.
  }
  if (useNavigation.getState().view === from) useNavigation.getState().go('game');
}
