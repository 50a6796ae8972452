/**
 * The pre-battle rules engine: pure, replayable, UI-free (STYLE.md), and the only path by which the UI reaches
 * it. A small core (rules, the game, its views, state, actions, setup and log), and namespaces for the parts only
 * some screens use: `odds` (the odds panels) and `table` (the table to scale).
 */
export { findTerritory, squareAt, RulesError } from './rules';
export { loadRules } from './loadRules';
export type { Rules, RuleFiles, TerritoryRules, TerrainOption, PactoWording, MapSquare, EditionId } from './rules';
export { bundledRules, ruleFiles } from './bundledRules';
export { newGame, applyAction, legalActions, replay, replaying, actor, chanceAction, advance, automaticAction, stepSource, ActionSchema, megEngine, stepOfEvent, reveals, tellsRoll, fromHand, cardRound, onTable } from './game';
export type { ReplayResult, Advance, Actor, Replaying } from './game';
export { createEngine, type Engine } from './core/engine';
export { EVENT_SCHEMAS as eventSchemas } from './schema/events';
export type { StepDescriptor, StepRegistry, ActionDef, EventAudience, CardRound } from './core/step';
export type { SayFormats, MessageGame, StepWords, StepTexts, Message } from './messages';
export { messageText } from './messages';
export { validateSetup } from './setup';
export { usesSeed } from './usesSeed';
export type { SetupError, SetupErrors } from './setup';
export { deploymentBatches, unansweredConditions } from './deployment';
export { playerView, publicView } from './view';
export type { PlayerView, PublicView } from './view';
export { PublicViewSchema } from './schema/view';
export { BattleTurnSchema } from './schema/state';
export { summary } from './summary';
export type { BattleSummary, TerrainSummary, SideSummary, SummaryInput } from './summary';
export { deploymentPlan, tugsFor } from './deployment';
export type { DeploymentItem } from './deployment';
export { reachableSquares } from './map';
export { canPass } from './steps/march/rules';
export { passedWithNoCards } from './steps/shared/faceDownCards';
export { canPassTerritoryCard } from './steps/territoryCards/rules';
export { scoutingCardLimit, scoutingDraws } from './steps/scouting/rules';
export { deepWaterMaxDepth, recordsDeepWaterDepth } from './steps/secureFlanks/rules';
export { mayHaveNoVitalSettlement } from './steps/vitalSettlement';
export {
  allowedOutcomes,
  capsLeft,
  currentPiece,
  densityRule,
  flankOptions,
  flankTurn,
  noDiceMethods,
  territoryOf,
} from './terrain';
export { distance } from './distance';
export { scaledText } from './scaledText';
export type { SaidPart, SaidDistance } from './scaledText';
export { parseScaledText } from './schema/scaledText';
export { SCALE_IDS, scaleDistance } from './schema/scales';
export type { Footprint, PositionStage } from './schema/table';
export * as table from './table';
export * as odds from './odds';
export type { EventCode, EventParams, GameEvent, Round } from './events';
export type { Refusal, RefusalCode, RefusalParams } from './refusal';
export { STEP_IDS, opponent, nameOf, playerOf } from './state';
export { isFinished } from './isFinished';
export type { GameState, StepId, Side, PlayerIndex, Piece, Square, BattleTurn } from './state';
export type { Outcome, Sector } from './schema/edition';
export type { Action, ActionType } from './schema/action';
export type { Setup, PlayerSetup, Army } from './schema/setup';
export { TournamentSchema } from './schema/tournament';
export type { Tournament } from './schema/tournament';
export { GameFileSchema, LOG_FORMAT, LOG_VERSION } from './schema/log';
export { GameLogSchema } from './gameLog';
export { seedFingerprint } from './seal';
export { fileChecks } from './verify';
export type { ChanceCheck, FileChecks } from './verify';
export { migrateGameLog, newerLogVersion } from './migrate';
export { CURRENT_RULES_VERSION, rulesVersionMonth, rulesVersionOf, withRulesVersion } from './rulesVersion';
export type { GameLog } from './gameLog';
export { COLOURS, RATINGS, FACES } from './schema/vocab';
export type { Glossary, GlossaryEntry } from './schema/glossary';
export { ColourSchema, FaceSchema, IdSchema } from './schema/vocab';
export { SideSchema } from './schema/action';
export { OutcomeSchema } from './schema/edition';
export { SeasonIdSchema, WeatherIdSchema } from './schema/weather';
export type { WeatherId } from './schema/weather';
export { battleDice, battleWeather, battleWeatherChance } from './steps/done/battle';
export type { BattleDice } from './steps/done/battle';
export type { TurnDice } from './weather/drift';
export type { Colour, Density, Face, Category } from './schema/vocab';
export { rulesWithProfile, rulesForSetup, houseRule, profileValuesOf } from './profile/apply';
export type { ProfileIssue } from './profile/apply';
export { checkProfile } from './profile/check';
export { setupDeadEnds } from './profile/deadEnds';
export type { DeadEnd, DeadEndTable } from './profile/deadEnds';
export { RulesProfileSchema, ProfileFileSchema, PROFILE_KEYS, PROFILE_FORMAT, PROFILE_VERSION } from './schema/profile';
export type { RulesProfile, ProfileValues, ProfileKey } from './schema/profile';
export { bundledPresets } from './profile/presets';
