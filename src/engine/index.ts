/**
 * The pre-battle rules engine: pure, replayable, UI-free (STYLE.md). The UI imports only from here, and from
 * the three parts only later screens use, each imported by its own path so a game's first load leaves them
 * out (a re-export here puts a module in every chunk that imports this index): `engine/odds` (the odds
 * panels), `engine/table` (the table diagram's layout), `engine/summary` (the battle summary and sheet) and
 * `engine/schema/view` (the views' schemas, which the projector's messages and share links are checked with).
 */
export { findTerritory, squareAt, RulesError } from './rules';
export { loadRules } from './loadRules';
export type { Rules, RuleFiles, TerritoryRules, TerrainOption, MapSquare, EditionId } from './rules';
export { bundledRules, ruleFiles } from './bundledRules';
export { newGame, applyAction, legalActions, replay, actor, chanceAction, advance, automaticAction, stepSource, ActionSchema, megEngine } from './game';
export type { ReplayResult, Advance, Actor } from './game';
export { createEngine, type Engine } from './core/engine';
export * as eventSchemas from './schema/events';
export type { StepDescriptor, StepRegistry, ActionDef, EventAudience } from './core/step';
export { validateSetup } from './setup';
export type { SetupError, SetupErrors } from './setup';
export { deploymentBatches } from './deployment';
export type { RngState } from './rng';
export { playerView, publicView } from './view';
export type { PlayerView, PublicView } from './view';
export type { BattleSummary, TerrainSummary, SideSummary, SummaryInput } from './summary';
export { deploymentPlan, tugsFor } from './deployment';
export type { DeploymentItem, DeploymentInput, Share } from './deployment';
export { reachableSquares, allowance, isOnTerritory } from './map';
export { canPass, daysLeft } from './steps/march/rules';
export { canPassTerritoryCard } from './steps/territory';
export { scoutingDraws } from './steps/closing';
export { rank } from './cards';
export {
  allowedOutcomes,
  capsLeft,
  currentPiece,
  densityRule,
  editionOf,
  flankOptions,
  flankTurn,
  noDiceMethods,
  selectableTerrain,
  selectionRefusal,
  territoryOf,
  terrainOf,
} from './terrain';
export { distance } from './distance';
export { scaleDistance } from './schema/scales';
export { tableGeometry } from './table/geometry';
export { checkFootprint } from './table/check';
export { ruleDistance, tableDistances } from './table/distances';
export type {
  Band,
  Footprint,
  PositionStage,
  TableDistance,
  TableGeometry,
  TableItem,
  TableView,
  TableViolation,
} from './table/types';
export type { Audience, EventCode, EventParams, GameEvent, Round } from './events';
export type { Refusal, RefusalCode, RefusalParams, StepResult } from './refusal';
export { PHASES, opponent, nameOf, playerOf } from './state';
export type { GameState, Phase, Side, PlayerIndex, Piece, Square, DayResult, FlankState, WeatherResult, ScoutingResult, BattleState, BattleTurn } from './state';
export type { Outcome, Sector } from './schema/edition';
export type { Action, ActionType } from './schema/action';
export { SetupSchema } from './schema/setup';
export type { Setup, PlayerSetup, Army, Mode } from './schema/setup';
export { GameFileSchema, LOG_FORMAT, LOG_VERSION } from './schema/log';
export { GameLogSchema } from './gameLog';
export { seedFingerprint } from './seal';
export { migrateGameLog, newerLogVersion } from './migrate';
export type { GameLog } from './gameLog';
export { COLOURS, RATINGS, FACES } from './schema/vocab';
export type { Glossary, GlossaryEntry } from './schema/glossary';
export { ColourSchema, FaceSchema, IdSchema } from './schema/vocab';
export { SideSchema } from './schema/action';
export { OutcomeSchema, SectorSchema } from './schema/edition';
export { SeasonIdSchema, WeatherIdSchema } from './schema/weather';
export type { WeatherColumn, WeatherId } from './schema/weather';
export { driftWeather, weatherTurnDice } from './weather/drift';
export { battleDice, battleWeather, battleWeatherChance } from './steps/battle';
export type { BattleDice, BattleInput, BattleWeather } from './steps/battle';
export type { DriftColour, DriftInput, DriftResult, TurnDice } from './weather/drift';
export type { Colour, Density, Rating, Face, Category } from './schema/vocab';
export type { RollOffOdds, RollOffOddsRow, RollOffOddsTable } from './odds/rollOff';
export { rulesWithProfile, rulesForSetup, houseRule, profileValuesOf, isSeedProfile } from './profile/apply';
export type { ProfileIssue, ProfileResult } from './profile/apply';
export { RulesProfileSchema, ProfileFileSchema, ProfileValuesSchema, PROFILE_KEYS, PROFILE_FORMAT, PROFILE_VERSION } from './schema/profile';
export type { RulesProfile, ProfileFile, ProfileValues, ProfileKey, ProfileSize } from './schema/profile';
export type { AppliedProfile } from './rules';
export { bundledPresets } from './profile/presets';
export type { CardOdds, CardOption, CardStep, OddsBasis, OddsMethod, OddsProblem, OddsResult, OpponentCard, UnseenCards } from './odds/cards';
export type { DayOutcome, MarchOdds, MarchOption } from './odds/march';
export type { Landing, OpponentDieRow, PlacementOdds, TerrainPlacementOdds } from './odds/placement';
export type { ScoutingMargin, ScoutingOdds } from './odds/scouting';
