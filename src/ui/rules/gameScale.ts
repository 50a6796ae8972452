import type { Setup } from '../../engine';
import { useGame } from '../store';

/** The scale of the game this window shows, so the rules' words read in its unit (RULES-NOTES section 2); Maximus with no game. */
export function useGameScale(): Setup['scale'] {
  return useGame((s) => s.setup?.scale) ?? 'maximus';
}
