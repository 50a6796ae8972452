import { PACKS } from '../packs/list';
import type { GameId } from '../words/packs';

const KEY = 'pbw.home.game';

/** The games in the order Home offers them: Mortem et Gloriam, then the packs. */
export const HOME_GAMES: readonly GameId[] = ['meg', ...PACKS.map((pack) => pack.id)];

/** The game Home showed last on this device (Mortem et Gloriam until another is chosen). */
export function storedGameChoice(): GameId {
  try {
    const value = localStorage.getItem(KEY);
    return HOME_GAMES.find((g) => g === value) ?? 'meg';
  } catch {
    return 'meg';
  }
}

/** Remembers the game chosen on Home; a browser that refuses storage just forgets it. */
export function storeGameChoice(game: GameId): void {
  try {
    localStorage.setItem(KEY, game);
  } catch {
    // Storage blocked: the choice lasts until the page is closed.
  }
}
