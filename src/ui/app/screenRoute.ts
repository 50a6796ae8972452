import type { ComponentType } from 'react';
import type { RoutePath } from '../navigation';

/** One screen of the route table: where it lives, its window title, and the screen itself (loaded on demand but for Home). */
export interface ScreenRoute extends RoutePath {
  /** The window title, in the language on screen when it is read. */
  title: () => string;
  /** The screen; one that needs its address's parameters (the projector's game) reads them from navigation. */
  Screen: ComponentType & { preload?: () => Promise<unknown> };
  /** The screen is a frame of its own (the projector, for the room): no header, no banners. */
  bare?: boolean;
  /** The screen keeps the rules at hand itself: the header shows no Rules button. */
  ownRules?: boolean;
}
