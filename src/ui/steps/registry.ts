import type { ComponentType } from 'react';
import type { StepId } from '../../engine';
import { ChooseRoleStep, DealStep, InterceptStep, RollOffStep, SeasonStep } from './OpeningSteps';
import type { StepProps } from './types';
import { lazyNamed } from '../components/lazyNamed';

/** What the game screen shows at one step: the step's screen and the parts around it. */
export interface StepEntry {
  /** The step's screen; a later step's loads with its code (`preload` starts it early). */
  Screen: ComponentType<StepProps> & { preload?: () => Promise<unknown> };
  /** The PBS map beside the step, once a territory is chosen (the steps that move the counter show their own). */
  map: boolean;
  /** The table diagram below the step (the summary shows its own). */
  table: boolean;
  /** The scouting odds below the step, in a game played with the odds on (PBS 10.A: from the end of the march to the scouting deal). */
  odds: boolean;
}

const mapSteps = () => import('./MapSteps');
const terrainSteps = () => import('./TerrainSteps');
const closingSteps = () => import('./ClosingSteps');
const secretCard = lazyNamed(() => import('./SecretCardStep'), 'SecretCardStep');
const selectTerrain = lazyNamed(terrainSteps, 'SelectTerrainStep');
const placeTerrain = lazyNamed(terrainSteps, 'PlaceTerrainStep');

/** A step alone: before a territory is chosen, or moving the counter on its own map. */
const alone = { map: false, table: false, odds: false };
/** A step beside the PBS map. */
const besideMap = { map: true, table: false, odds: false };
/** A step beside the map, above the table diagram, with the scouting odds until the scouting deal. */
const aboveTable = { map: true, table: true, odds: true };

/** Every step of the pre-battle and what the game screen shows there; a game begins with the opening steps, which come with the game screen. */
export const STEPS: Readonly<Record<StepId, StepEntry>> = {
  rollOff: { Screen: RollOffStep, ...alone },
  chooseRole: { Screen: ChooseRoleStep, ...alone },
  intercept: { Screen: InterceptStep, ...alone },
  season: { Screen: SeasonStep, ...alone },
  shuffle: { Screen: DealStep, ...alone },
  dealPbs: { Screen: DealStep, ...alone },
  territoryCards: { Screen: secretCard, ...alone },
  chooseTerritory: { Screen: lazyNamed(mapSteps, 'ChooseTerritoryStep'), ...besideMap },
  placeCounter: { Screen: lazyNamed(mapSteps, 'PlaceCounterStep'), ...alone },
  march: { Screen: secretCard, ...besideMap, odds: true },
  moveCounter: { Screen: lazyNamed(mapSteps, 'MoveCounterStep'), ...alone, odds: true },
  secureFlanks: { Screen: lazyNamed(() => import('./SecureFlanksStep'), 'SecureFlanksStep'), ...aboveTable },
  selectCompulsory: { Screen: selectTerrain, ...aboveTable },
  placeCompulsory: { Screen: placeTerrain, ...aboveTable },
  selectOptional: { Screen: selectTerrain, ...aboveTable },
  placeOptional: { Screen: placeTerrain, ...aboveTable },
  vitalSettlement: { Screen: lazyNamed(closingSteps, 'VitalSettlementStep'), ...aboveTable },
  weather: { Screen: lazyNamed(closingSteps, 'WeatherStep'), ...aboveTable },
  scouting: { Screen: lazyNamed(closingSteps, 'ScoutingStep'), ...aboveTable },
  deployment: { Screen: lazyNamed(closingSteps, 'DeploymentStep'), ...aboveTable, odds: false },
  preGameMoves: { Screen: lazyNamed(closingSteps, 'PreGameMovesStep'), ...aboveTable, odds: false },
  done: { Screen: lazyNamed(() => import('./DoneStep'), 'DoneStep'), ...besideMap },
};
