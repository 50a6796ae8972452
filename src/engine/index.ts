/**
 * The pre-battle rules engine: pure, replayable, UI-free (STYLE.md), and the only path by which the UI reaches
 * it. A small core (rules, the game, its views, state, actions, setup and log), and namespaces for the parts only
 * some screens use: `odds` (the odds panels) and `table` (the table to scale).
 */
export { findTerritory, squareAt, RulesError } from './rules';
export { loadRules } from './loadRules';
export type { Rules, RuleFiles, TerritoryRules, TerrainOption, MapSquare, EditionId } from './rules';
export { bundledRules, ruleFiles } from './bundledRules';
export { newGame, applyAction, legalActions, replay } from './game';
export type { ReplayResult } from './game';
export { validateSetup } from './setup';
export type { SetupError, SetupErrors } from './setup';
export { actor } from './flow';
export { chanceAction } from './chance';
export { advance, automaticAction } from './auto';
export type { Advance } from './auto';
export { deploymentBatches } from './deployment';
export type { RngState } from './rng';
export { playerView, publicView } from './view';
export type { PlayerView, PublicView } from './view';
export { PublicViewSchema } from './schema/view';
export { BattleTurnSchema } from './schema/state';
export { summary } from './summary';
export type { BattleSummary, TerrainSummary, SideSummary, SummaryInput } from './summary';
export { deploymentPlan, tugsFor } from './deployment';
export type { DeploymentItem, DeploymentInput, Share } from './deployment';
export { reachableSquares, allowance, isOnTerritory } from './map';
export { canPass, daysLeft } from './steps/march';
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
export type { Footprint, PositionStage } from './schema/table';
export * as table from './table';
export * as odds from './odds';
export { stepSource } from './source';
export { eventsFor } from './events';
export type { Audience, EventCode, EventParams, GameEvent, Round } from './events';
export type { Refusal, RefusalCode, RefusalParams, StepResult } from './refusal';
export { PHASES, opponent, nameOf, playerOf } from './state';
export type { GameState, Phase, Side, PlayerIndex, Piece, Square, DayResult, FlankState, WeatherResult, ScoutingResult, BattleState, BattleTurn } from './state';
export { ActionSchema } from './schema/action';
export type { Outcome, Sector } from './schema/edition';
export type { Action, ActionType } from './schema/action';
export { SetupSchema } from './schema/setup';
export type { Setup, PlayerSetup, Army, Mode } from './schema/setup';
export { GameFileSchema, GameLogSchema, LOG_FORMAT, LOG_VERSION } from './schema/log';
export { seedFingerprint } from './seal';
export { migrateGameLog, newerLogVersion } from './migrate';
export type { GameLog } from './schema/log';
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
export { rulesWithProfile, rulesForSetup, houseRule, profileValuesOf, isSeedProfile } from './profile/apply';
export type { ProfileIssue, ProfileResult } from './profile/apply';
export { RulesProfileSchema, ProfileFileSchema, ProfileValuesSchema, PROFILE_KEYS, PROFILE_FORMAT, PROFILE_VERSION } from './schema/profile';
export type { RulesProfile, ProfileFile, ProfileValues, ProfileKey, ProfileSize } from './schema/profile';
export type { AppliedProfile } from './rules';
export { bundledPresets } from './profile/presets';
