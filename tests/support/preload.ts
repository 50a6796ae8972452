import { GAME_PARTS, MAP_PART, STEP_PARTS } from '../../src/ui/game/gameParts';
import { ODDS_PARTS } from '../../src/ui/odds/oddsParts';
import { CITED } from '../../src/ui/rules/citedParts';
import { SCREENS } from '../../src/ui/screens';

/**
 * Loads the parts of the app that load on demand (shell/loadable.ts), as the app has them once the browser
 * was idle or the player showed intent: components then render, and buttons change screen, in the same call.
 * The loading itself (a part still on its way, a failed chunk) is tested in loadable.test.tsx and screens.test.ts.
 */
export async function preloadParts(screens: readonly (keyof typeof SCREENS)[] = []): Promise<void> {
  await Promise.all([...Object.values(GAME_PARTS), ...Object.values(STEP_PARTS), MAP_PART, ...Object.values(ODDS_PARTS), ...Object.values(CITED), ...screens.map((s) => SCREENS[s])].map((part) => part.preload()));
}
