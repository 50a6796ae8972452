import { preloadOdds } from '../odds/oddsParts';
import { preloadCited } from '../rules/citedParts';
import { PHASES, type Phase } from '../../engine';
import { ChooseRoleStep, DealStep, InterceptStep, RollOffStep, SeasonStep } from '../steps/OpeningSteps';
import type { StepProps } from '../steps/types';
import { loadable, loadInTurnWhenIdle, loaded, type Loadable } from '../shell/loadable';

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

/** The PBS map beside the steps, from the choice of territory on (the steps that move the counter show their own). */
export const MAP_PART = loadable(() => import('../components/PbsMap').then((m) => m.PbsMap));

const mapSteps = () => import('../steps/MapSteps');
const secretCard = loadable(() => import('../steps/SecretCardStep').then((m) => m.SecretCardStep));
const terrainSteps = () => import('../steps/TerrainSteps');
const closingSteps = () => import('../steps/ClosingSteps');
const selectTerrain = loadable(() => terrainSteps().then((m) => m.SelectTerrainStep));
const placeTerrain = loadable(() => terrainSteps().then((m) => m.PlaceTerrainStep));

/**
 * Each step's screen. Every game begins with the opening steps, which come with the game screen; the later
 * steps' screens each load with their chunk, ahead of their step (`preloadGameParts`, `preloadPartsFor`).
 */
export const STEP_PARTS: Record<Exclude<Phase, 'done'>, Loadable<StepProps>> = {
  rollOff: loaded(RollOffStep),
  chooseRole: loaded(ChooseRoleStep),
  intercept: loaded(InterceptStep),
  season: loaded(SeasonStep),
  shuffle: loaded(DealStep),
  dealPbs: loaded(DealStep),
  territoryCards: secretCard,
  chooseTerritory: loadable(() => mapSteps().then((m) => m.ChooseTerritoryStep)),
  placeCounter: loadable(() => mapSteps().then((m) => m.PlaceCounterStep)),
  march: secretCard,
  moveCounter: loadable(() => mapSteps().then((m) => m.MoveCounterStep)),
  secureFlanks: loadable(() => import('../steps/SecureFlanksStep').then((m) => m.SecureFlanksStep)),
  selectCompulsory: selectTerrain,
  placeCompulsory: placeTerrain,
  selectOptional: selectTerrain,
  placeOptional: placeTerrain,
  vitalSettlement: loadable(() => closingSteps().then((m) => m.VitalSettlementStep)),
  weather: loadable(() => closingSteps().then((m) => m.WeatherStep)),
  scouting: loadable(() => closingSteps().then((m) => m.ScoutingStep)),
  deployment: loadable(() => closingSteps().then((m) => m.DeploymentStep)),
  preGameMoves: loadable(() => closingSteps().then((m) => m.PreGameMovesStep)),
};

/** The later steps' screens in the order a game reaches them, each once. */
const LATER_STEPS = [...new Set(PHASES.flatMap((phase) => (phase === 'done' ? [] : [STEP_PARTS[phase]])))].filter((part) => !part.ready());

/**
 * Loads every part (and the rule panels' contents) when the browser is idle, one after another, each in an
 * idle time of its own, so no single task runs them all: first the map and the later steps' screens in the
 * order a game reaches them, then the other parts. Returns how to stop (the game screen closed first).
 */
export function preloadGameParts(odds: boolean): () => void {
  const parts = [MAP_PART, ...LATER_STEPS, ...Object.values(GAME_PARTS)];
  return loadInTurnWhenIdle([...parts.map((part) => part.preload), ...(odds ? [preloadOdds] : []), preloadCited]);
}

/** The table diagram shows from the secure flanks until the summary, which shows it itself (issue 10). */
export const tableShown = (phase: Phase): boolean => phase !== 'done' && PHASES.indexOf(phase) >= PHASES.indexOf('secureFlanks');

/** The map shows once the territory is chosen: from that step to the summary. */
export const mapShown = (phase: Phase): boolean => PHASES.indexOf(phase) >= PHASES.indexOf('chooseTerritory');

/** The parts a game at `phase` shows at once. */
function partsFor(phase: Phase): Pick<Loadable<never>, 'preload' | 'ready'>[] {
  const map = mapShown(phase) ? [MAP_PART] : [];
  if (phase === 'done') return [GAME_PARTS.SummaryStep, GAME_PARTS.WeatherTracker, ...map];
  return [STEP_PARTS[phase], ...map, ...(tableShown(phase) ? [GAME_PARTS.TableDiagram] : [])];
}

/** Whether everything a game at `phase` shows at once has arrived. */
export const partsReadyFor = (phase: Phase): boolean => partsFor(phase).every((part) => part.ready());

/** Loads the parts a game at `phase` shows at once, so a resumed game opens whole (the rest loads when idle). */
export function preloadPartsFor(phase: Phase): Promise<unknown> {
  return Promise.all(partsFor(phase).map((part) => part.preload())).catch(() => undefined);
}
