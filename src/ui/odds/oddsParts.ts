import { loadable } from '../shell/loadable';

/** The odds panels, loaded only by a game played with the odds on (issue 13): a chunk of their own. */
export const ODDS_PARTS = {
  CardOddsPanel: loadable(() => import('./CardOddsPanel').then((m) => m.CardOddsPanel)),
  PhysicalCardOdds: loadable(() => import('./PhysicalCardOdds').then((m) => m.PhysicalCardOdds)),
  PlacementOddsPanel: loadable(() => import('./PlacementOddsPanel').then((m) => m.PlacementOddsPanel)),
  TerrainChoiceOdds: loadable(() => import('./TerrainChoiceOdds').then((m) => m.TerrainChoiceOdds)),
  ScoutingOddsPanel: loadable(() => import('./ScoutingOddsPanel').then((m) => m.ScoutingOddsPanel)),
};

/** Loads every odds panel ahead of the step that shows one. */
export function preloadOdds(): Promise<unknown> {
  return Promise.all(Object.values(ODDS_PARTS).map((part) => part.preload())).catch(() => undefined);
}
