import { preloadOdds } from '../odds/oddsParts';
import { preloadCited } from '../rules/citedParts';
import { PHASES, type Phase } from '../../engine/phases';
import { loadable, loadInTurnWhenIdle } from '../shell/loadable';

/**
 * Parts of the game screen a first step does not need, each in a chunk of its own so a game opens on what
 * its step shows; they load when the browser is idle after the game screen opens (`preloadGameParts`), well
 * before a step that shows them.
 */
export const GAME_PARTS = {
  TableDiagram: loadable(() => import('../table/TableDiagram').then((m) => m.TableDiagram)),
  ShareLinkControl: loadable(() => import('../share/ShareLinkControl').then((m) => m.ShareLinkControl)),
  GameFileButtons: loadable(() => import('./GameFileButtons').then((m) => m.GameFileButtons)),
  SummaryStep: loadable(() => import('../steps/SummaryStep').then((m) => m.SummaryStep)),
  WeatherTracker: loadable(() => import('../battle/WeatherTracker').then((m) => m.WeatherTracker)),
};

/**
 * Loads every part (and the rule panels' contents) when the browser is idle, one after another, each in an
 * idle time of its own, so no single task runs them all; returns how to stop (the game screen closed first).
 */
export function preloadGameParts(odds: boolean): () => void {
  return loadInTurnWhenIdle([...(odds ? [preloadOdds] : []), ...Object.values(GAME_PARTS).map((part) => part.preload), preloadCited]);
}

/** The table diagram shows from the secure flanks until the summary, which shows it itself (issue 10). */
export const tableShown = (phase: Phase): boolean => phase !== 'done' && PHASES.indexOf(phase) >= PHASES.indexOf('secureFlanks');

/** Loads the parts a game at `phase` shows at once, so a resumed game opens whole (the rest loads when idle). */
export function preloadPartsFor(phase: Phase): Promise<unknown> {
  const parts = phase === 'done' ? [GAME_PARTS.SummaryStep, GAME_PARTS.WeatherTracker] : tableShown(phase) ? [GAME_PARTS.TableDiagram] : [];
  return Promise.all(parts.map((part) => part.preload())).catch(() => undefined);
}
