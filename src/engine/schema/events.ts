import { rollOffEvents } from '../steps/rollOff/events';
import { chooseRoleEvents } from '../steps/chooseRole/events';
import { interceptEvents } from '../steps/intercept/events';
import { seasonEvents } from '../steps/season/events';
import { shuffleEvents } from '../steps/shuffle/events';
import { dealPbsEvents } from '../steps/dealPbs/events';
import { territoryCardsEvents } from '../steps/territoryCards/events';
import { chooseTerritoryEvents } from '../steps/chooseTerritory/events';
import { placeCounterEvents } from '../steps/placeCounter/events';
import { marchEvents } from '../steps/march/events';
import { moveCounterEvents } from '../steps/moveCounter/events';
import { secureFlanksEvents } from '../steps/secureFlanks/events';
import { selectCompulsoryEvents } from '../steps/selectCompulsory/events';
import { placeCompulsoryEvents } from '../steps/placeCompulsory/events';
import { selectOptionalEvents } from '../steps/selectOptional/events';
import { placeOptionalEvents } from '../steps/placeOptional/events';
import { vitalSettlementEvents } from '../steps/vitalSettlement/events';
import { weatherEvents } from '../steps/weather/events';
import { scoutingEvents } from '../steps/scouting/events';
import { deploymentEvents } from '../steps/deployment/events';
import { preGameMovesEvents } from '../steps/preGameMoves/events';
import { doneEvents } from '../steps/done/events';
import { anyStepEvents } from '../steps/anyStep/events';
import { merged } from './slice';

/**
 * What each event says, by code, one schema each, as each step's events.ts declares them: the event codes and their
 * parameters (events.ts, by type only). Each step's descriptor names the events it emits and who may see them (its
 * test checks they are its events.ts's); the projector's messages are checked against the ones the room may see. Only
 * the projector and the tests load these schemas: a game never parses its own events.
 */
export const STEP_EVENTS = {
  rollOff: rollOffEvents,
  chooseRole: chooseRoleEvents,
  intercept: interceptEvents,
  season: seasonEvents,
  shuffle: shuffleEvents,
  dealPbs: dealPbsEvents,
  territoryCards: territoryCardsEvents,
  chooseTerritory: chooseTerritoryEvents,
  placeCounter: placeCounterEvents,
  march: marchEvents,
  moveCounter: moveCounterEvents,
  secureFlanks: secureFlanksEvents,
  selectCompulsory: selectCompulsoryEvents,
  placeCompulsory: placeCompulsoryEvents,
  selectOptional: selectOptionalEvents,
  placeOptional: placeOptionalEvents,
  vitalSettlement: vitalSettlementEvents,
  weather: weatherEvents,
  scouting: scoutingEvents,
  deployment: deploymentEvents,
  preGameMoves: preGameMovesEvents,
  done: doneEvents,
  anyStep: anyStepEvents,
} as const;

/** Every event's schema, by code. */
export const EVENT_SCHEMAS = merged([
  STEP_EVENTS.rollOff,
  STEP_EVENTS.chooseRole,
  STEP_EVENTS.intercept,
  STEP_EVENTS.season,
  STEP_EVENTS.shuffle,
  STEP_EVENTS.dealPbs,
  STEP_EVENTS.territoryCards,
  STEP_EVENTS.chooseTerritory,
  STEP_EVENTS.placeCounter,
  STEP_EVENTS.march,
  STEP_EVENTS.moveCounter,
  STEP_EVENTS.secureFlanks,
  STEP_EVENTS.selectCompulsory,
  STEP_EVENTS.placeCompulsory,
  STEP_EVENTS.selectOptional,
  STEP_EVENTS.placeOptional,
  STEP_EVENTS.vitalSettlement,
  STEP_EVENTS.weather,
  STEP_EVENTS.scouting,
  STEP_EVENTS.deployment,
  STEP_EVENTS.preGameMoves,
  STEP_EVENTS.done,
  STEP_EVENTS.anyStep,
] as const);
