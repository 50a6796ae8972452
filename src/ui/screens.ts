import type { FocusEvent, PointerEvent } from 'react';
import { useNavigation, type LinkableView } from './navigation';
import { loadable, loadInTurnWhenIdle } from './shell/loadable';

/**
 * The screens beyond home, each in a chunk of its own (shell/loadable.ts). A button that leads to a screen
 * starts loading it on intent (pointer over it, focus, press: `intentToOpen`), and `openScreen` changes screen
 * once the chunk is there, so the screen paints with no fallback and no wait.
 */
export const SCREENS = {
  reference: loadable(() => import('./reference/RulesReference').then((m) => m.RulesReference)),
  setup: loadable(() => import('./setup/SetupScreen').then((m) => m.SetupScreen)),
  game: loadable(() => import('./game/GameScreen').then((m) => m.GameScreen)),
  projector: loadable(() => import('./projector/Projector').then((m) => m.Projector)),
  sheet: loadable(() => import('./sheet/SheetScreen').then((m) => m.SheetScreen)),
  ccnDice: loadable(() => import('./ccn/DiceScreen').then((m) => m.CcnDiceScreen)),
  ccnSight: loadable(() => import('./ccn/SightScreen').then((m) => m.CcnSightScreen)),
  agvTable: loadable(() => import('./agv/TableScreen').then((m) => m.AgvTableScreen)),
  agvEffects: loadable(() => import('./agv/EffectsScreen').then((m) => m.AgvEffectsScreen)),
  profiles: loadable(() => import('./profiles/ProfilesScreen').then((m) => m.ProfilesScreen)),
  shared: loadable(() => import('./share/SharedBattle').then((m) => m.SharedBattle)),
};

type ScreenView = keyof typeof SCREENS;

/** Starts loading a screen's chunk; a failure is left to the screen's own fallback when it is shown. */
export function preloadScreen(view: ScreenView): Promise<unknown> {
  return SCREENS[view].preload().catch(() => undefined);
}

function isScreen(view: LinkableView): view is ScreenView {
  return view in SCREENS;
}

let latest = 0;

/**
 * Shows a screen as soon as its chunk is there (in the same frame when it already is). A later call, or the
 * player moving elsewhere meanwhile (Back), wins.
 */
export async function openScreen(view: LinkableView, params?: Readonly<Record<string, string>>, options?: { replace?: boolean }): Promise<void> {
  const ticket = ++latest;
  const from = useNavigation.getState().view;
  if (isScreen(view) && !SCREENS[view].ready()) await preloadScreen(view);
  if (ticket !== latest || useNavigation.getState().view !== from) return;
  useNavigation.getState().go(view, params, options);
}

/** Props that run `load` on a player's intent: pointer over, press or focus. */
export interface IntentProps {
  onPointerEnter: (e: PointerEvent) => void;
  onPointerDown: (e: PointerEvent) => void;
  onFocus: (e: FocusEvent) => void;
}

/** Props for a button or link whose code should start loading on intent (`load` starts it; it runs once). */
export function onIntent(load: () => void): IntentProps {
  return { onPointerEnter: load, onPointerDown: load, onFocus: load };
}

/** Props for a button or link that leads to a screen: its chunk starts loading on pointer over, focus or press. */
export function intentToOpen(view: ScreenView): IntentProps {
  return onIntent(() => void preloadScreen(view));
}

/** Loads screens' chunks when the browser is idle (the screen a player is likely to open next), one after another. */
export function preloadWhenIdle(...views: ScreenView[]): () => void {
  return loadInTurnWhenIdle(views.map((view) => () => preloadScreen(view)));
}
