import { anyStepSlice } from '../steps/anyStep/slice';
import { chooseRoleSlice } from '../steps/chooseRole/slice';
import { chooseTerritorySlice } from '../steps/chooseTerritory/slice';
import { dealPbsSlice } from '../steps/dealPbs/slice';
import { deploymentSlice } from '../steps/deployment/slice';
import { doneSlice } from '../steps/done/slice';
import { interceptSlice } from '../steps/intercept/slice';
import { marchSlice } from '../steps/march/slice';
import { moveCounterSlice } from '../steps/moveCounter/slice';
import { placeCompulsorySlice } from '../steps/placeCompulsory/slice';
import { placeCounterSlice } from '../steps/placeCounter/slice';
import { placeOptionalSlice } from '../steps/placeOptional/slice';
import { preGameMovesSlice } from '../steps/preGameMoves/slice';
import { rollOffSlice } from '../steps/rollOff/slice';
import { scoutingSlice } from '../steps/scouting/slice';
import { seasonSlice } from '../steps/season/slice';
import { secureFlanksSlice } from '../steps/secureFlanks/slice';
import { selectCompulsorySlice } from '../steps/selectCompulsory/slice';
import { selectOptionalSlice } from '../steps/selectOptional/slice';
import { shuffleSlice } from '../steps/shuffle/slice';
import { territoryCardsSlice } from '../steps/territoryCards/slice';
import { vitalSettlementSlice } from '../steps/vitalSettlement/slice';
import { weatherSlice } from '../steps/weather/slice';

/*
 * The steps' slices in the pre-battle's order (seed 000 PBS 8-10; seed 002 for the weather): the state, its views'
 * allow-lists, the action union and the event codes are built from them (schema/state.ts, schema/action.ts, events.ts,
 * viewFields.ts). The step descriptors (steps/registry.ts) hold the handlers, which read the state built here, so the
 * slices are declared apart from them (a slice imports schemas only) and the registry's test checks both lists agree.
 */
export const STEP_SLICES = [
  rollOffSlice,
  chooseRoleSlice,
  interceptSlice,
  seasonSlice,
  shuffleSlice,
  dealPbsSlice,
  territoryCardsSlice,
  chooseTerritorySlice,
  placeCounterSlice,
  marchSlice,
  moveCounterSlice,
  secureFlanksSlice,
  selectCompulsorySlice,
  placeCompulsorySlice,
  selectOptionalSlice,
  placeOptionalSlice,
  vitalSettlementSlice,
  weatherSlice,
  scoutingSlice,
  deploymentSlice,
  preGameMovesSlice,
  doneSlice,
] as const;

/** Every slice: the steps' and what any step accepts (a piece's recorded position). */
export const ALL_SLICES = [...STEP_SLICES, anyStepSlice] as const;
