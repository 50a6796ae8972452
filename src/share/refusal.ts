import type { GameState } from '../engine';

/**
 * Whether a game may be shared now: never while a face-down card awaits its reveal (issue 10). Apart from
 * the link's making, so the game screen can say so without loading it.
 */
export function shareRefusal(state: GameState): 'cardFaceDown' | null {
  return Object.keys(state.commits).length > 0 ? 'cardFaceDown' : null;
}
