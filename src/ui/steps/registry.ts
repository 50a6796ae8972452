import type { ComponentType } from 'react';
import type { Phase } from '../../engine';
import { ChooseRoleStep, DealStep, InterceptStep, RollOffStep, SeasonStep } from './OpeningSteps';
import type { StepProps } from './types';
import { lazyNamed } from '../components/lazyNamed';

/** What the game screen shows at one step: the step's screen and the parts around it. */
export interface StepEntry {
  Screen: ComponentType<StepProps>;
  /** The PBS map beside the step, once a territory is chosen (the steps that move the counter show their own). */
  map: boolean;
  /** The table diagram below the step (the summary shows its own). */
  table: boolean;
  /** The scouting odds below the step, in a game played with the odds on (PBS 10.A: from the end of the march to the scouting deal). */
  odds: boolean;
}

/** A later step's screen: it loads with its module the first time a game reaches it. */
const later = <K extends string>(load: () => Promise<Record<K, ComponentType<StepProps>>>, name: K) => lazyNamed(load, name);

const mapSteps = () => import('./MapSteps');
const terrainSteps = () => import('./TerrainSteps');
const closingSteps = () => import('./ClosingSteps');
const secretCard = later(() => import('./SecretCardStep'), 'SecretCardStep');
const selectTerrain = later(terrainSteps, 'SelectTerrainStep');
const placeTerrain = later(terrainSteps, 'PlaceTerrainStep');

const opening = { map: false, table: false, odds: false };
const onMap = { map: true, table: false, odds: false };
const onTable = { map: true, table: true, odds: true };

/** Every step of the pre-battle and what the game screen shows there; a game begins with the opening steps, which come with the game screen. */
export const STEPS: Readonly<Record<Phase, StepEntry>> = {
  rollOff: { Screen: RollOffStep, ...opening },
  chooseRole: { Screen: ChooseRoleStep, ...opening },
  intercept: { Screen: InterceptStep, ...opening },
  season: { Screen: SeasonStep, ...opening },
  shuffle: { Screen: DealStep, ...opening },
  dealPbs: { Screen: DealStep, ...opening },
  territoryCards: { Screen: secretCard, ...opening },
  chooseTerritory: { Screen: later(mapSteps, 'ChooseTerritoryStep'), ...onMap },
  placeCounter: { Screen: later(mapSteps, 'PlaceCounterStep'), ...opening },
  march: { Screen: secretCard, ...onMap, odds: true },
  moveCounter: { Screen: later(mapSteps, 'MoveCounterStep'), ...opening, odds: true },
  secureFlanks: { Screen: later(() => import('./SecureFlanksStep'), 'SecureFlanksStep'), ...onTable },
  selectCompulsory: { Screen: selectTerrain, ...onTable },
  placeCompulsory: { Screen: placeTerrain, ...onTable },
  selectOptional: { Screen: selectTerrain, ...onTable },
  placeOptional: { Screen: placeTerrain, ...onTable },
  vitalSettlement: { Screen: later(closingSteps, 'VitalSettlementStep'), ...onTable },
  weather: { Screen: later(closingSteps, 'WeatherStep'), ...onTable },
  scouting: { Screen: later(closingSteps, 'ScoutingStep'), ...onTable },
  deployment: { Screen: later(closingSteps, 'DeploymentStep'), ...onTable, odds: false },
  preGameMoves: { Screen: later(closingSteps, 'PreGameMovesStep'), ...onTable, odds: false },
  done: { Screen: later(() => import('./DoneStep'), 'DoneStep'), ...onMap },
};
