import type { ComponentType } from 'react';
import type { ScreenRoute } from '../app/screenRoute';
import type { PackFacts } from '../reference/referenceModel';
import type { GameId } from '../words/packs';

/**
 * A game other than Mortem et Gloriam, as the app registers it: its screens, its entries on Home, and its part
 * of the rules reference (loaded with the reference). Adding a game is its folder and one line in `PACKS`.
 */
export interface GamePack {
  id: Exclude<GameId, 'meg'>;
  routes: Readonly<Record<string, ScreenRoute>>;
  HomeEntries: ComponentType;
  /** Loads the game's part of the rules reference: its cards, or why its pack did not load. */
  loadReference: () => Promise<() => PackFacts>;
}
