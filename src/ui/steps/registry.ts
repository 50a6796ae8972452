import type { ComponentType } from 'react';
import type { StepId } from '../../engine';
import { RollOffStep } from './rollOff/RollOffStep';
import type { StepProps } from './types';
import { lazyNamed } from '../components/lazyNamed';

/** What the game screen shows at one step: the step's screen and the parts around it. */
export interface StepEntry {
  /** The step's screen; a later step's loads with its code (`preload` starts it early). */
  Screen: ComponentType<StepProps> & { preload?: () => Promise<unknown> };
  /**
   * The PBS map beside the step, once a territory is chosen (the steps that move the counter show their own); `'underLog'`:
   * the finished march kept at hand under the log, where the step's own pictures come first.
   */
  map: boolean | 'underLog';
  /** The table diagram below the step (the summary shows its own). */
  table: boolean;
  /** The scouting odds below the step, in a game played with the odds on (PBS 10.A: from the end of the march to the scouting deal). */
  odds: boolean;
}

const deal = lazyNamed(() => import('./deal/DealStep'), 'DealStep');
const secretCard = lazyNamed(() => import('./secretCard/SecretCardStep'), 'SecretCardStep');
const selectTerrain = lazyNamed(() => import('./selectTerrain/SelectTerrainStep'), 'SelectTerrainStep');
const placeTerrain = lazyNamed(() => import('./placeTerrain/PlaceTerrainStep'), 'PlaceTerrainStep');

/** A step alone: before a territory is chosen, or moving the counter on its own map. */
const alone = { map: false, table: false, odds: false };
/** A step beside the PBS map. */
const besideMap = { map: true, table: false, odds: false };
/** A step beside the map, above the table diagram, with the scouting odds until the scouting deal. */
const aboveTable = { map: true, table: true, odds: true };

/** Every step of the pre-battle and what the game screen shows there; a game begins with the roll-off, whose screen comes with the game screen; every other step's screen loads with its own code (preloaded when the browser is idle). */
export const STEPS: Readonly<Record<StepId, StepEntry>> = {
  rollOff: { Screen: RollOffStep, ...alone },
  chooseRole: { Screen: lazyNamed(() => import('./chooseRole/ChooseRoleStep'), 'ChooseRoleStep'), ...alone },
  intercept: { Screen: lazyNamed(() => import('./intercept/InterceptStep'), 'InterceptStep'), ...alone },
  season: { Screen: lazyNamed(() => import('./season/SeasonStep'), 'SeasonStep'), ...alone },
  shuffle: { Screen: deal, ...alone },
  dealPbs: { Screen: deal, ...alone },
  territoryCards: { Screen: secretCard, ...alone },
  chooseTerritory: { Screen: lazyNamed(() => import('./chooseTerritory/ChooseTerritoryStep'), 'ChooseTerritoryStep'), ...besideMap },
  placeCounter: { Screen: lazyNamed(() => import('./placeCounter/PlaceCounterStep'), 'PlaceCounterStep'), ...alone },
  march: { Screen: secretCard, ...besideMap, odds: true },
  moveCounter: { Screen: lazyNamed(() => import('./moveCounter/MoveCounterStep'), 'MoveCounterStep'), ...alone, odds: true },
  secureFlanks: { Screen: lazyNamed(() => import('./secureFlanks/SecureFlanksStep'), 'SecureFlanksStep'), ...aboveTable },
  selectCompulsory: { Screen: selectTerrain, ...aboveTable },
  placeCompulsory: { Screen: placeTerrain, ...aboveTable },
  selectOptional: { Screen: selectTerrain, ...aboveTable },
  placeOptional: { Screen: placeTerrain, ...aboveTable },
  vitalSettlement: { Screen: lazyNamed(() => import('./vitalSettlement/VitalSettlementStep'), 'VitalSettlementStep'), ...aboveTable },
  weather: { Screen: lazyNamed(() => import('./weather/WeatherStep'), 'WeatherStep'), ...aboveTable },
  scouting: { Screen: lazyNamed(() => import('./scouting/ScoutingStep'), 'ScoutingStep'), ...aboveTable },
  deployment: { Screen: lazyNamed(() => import('./deployment/DeploymentStep'), 'DeploymentStep'), ...aboveTable, odds: false },
  preGameMoves: { Screen: lazyNamed(() => import('./preGameMoves/PreGameMovesStep'), 'PreGameMovesStep'), ...aboveTable, odds: false },
  done: { Screen: lazyNamed(() => import('./done/DoneStep'), 'DoneStep'), ...alone, map: 'underLog' },
};
