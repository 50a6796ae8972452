import { z } from '../../lib/zod';
import { OutcomeSchema } from './edition';
import { FootprintSchema, PositionStageSchema } from './table';
import { SeasonIdSchema } from './weather';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';
import { ACTION_LIMITS, SideSchema } from './side';

/*
 * Every action of the pre-battle and of the weather through the battle, one schema each: this module holds
 * nothing else, so the union of its exports is the `Action` type (schema/action.ts). Chance actions (rolls,
 * shuffles, deals) carry their outcome (STYLE habit 3). Each step's descriptor (src/engine/steps) names the
 * actions it accepts; the whole `ActionSchema` is assembled from that registry.
 */

const die = z.number().check(z.int(), z.minimum(ACTION_LIMITS.die.min), z.maximum(ACTION_LIMITS.die.max));
const cell = z.number().check(z.int(), z.minimum(ACTION_LIMITS.cell.min), z.maximum(ACTION_LIMITS.cell.max));
const cards = z.array(ColourSchema).check(z.maxLength(ACTION_LIMITS.cards));
const turnDice = z.array(FaceSchema).check(z.maxLength(ACTION_LIMITS.turnDice));

export const RollOffActionSchema = z.strictObject({ type: z.literal('rollOff'), faces: z.tuple([FaceSchema, FaceSchema]) });
export const ChooseRoleActionSchema = z.strictObject({ type: z.literal('chooseRole'), role: SideSchema });
export const DeclareInterceptActionSchema = z.strictObject({ type: z.literal('declareIntercept'), intercept: z.boolean() });
export const ChooseSeasonActionSchema = z.strictObject({ type: z.literal('chooseSeason'), season: SeasonIdSchema });
export const ShuffleDeckActionSchema = z.strictObject({ type: z.literal('shuffleDeck'), order: cards });
export const DealPbsActionSchema = z.strictObject({ type: z.literal('dealPbs'), invader: cards, defender: cards });
export const PlayTerritoryCardActionSchema = z.strictObject({ type: z.literal('playTerritoryCard'), side: SideSchema, card: z.nullable(ColourSchema) });
export const ChooseTerritoryActionSchema = z.strictObject({ type: z.literal('chooseTerritory'), territory: IdSchema });
export const PlaceCounterActionSchema = z.strictObject({ type: z.literal('placeCounter'), row: cell, col: cell });
export const PlayDayCardActionSchema = z.strictObject({ type: z.literal('playDayCard'), side: SideSchema, card: z.nullable(ColourSchema) });
export const MoveCounterActionSchema = z.strictObject({ type: z.literal('moveCounter'), row: cell, col: cell });
export const PlaceDeepWaterActionSchema = z.strictObject({ type: z.literal('placeDeepWater'), edge: z.enum(['left', 'right']) });
export const PlaceFlankPieceActionSchema = z.strictObject({ type: z.literal('placeFlankPiece'), side: SideSchema, terrain: IdSchema, sector: z.enum(['left', 'right']) });
export const SkipFlankPieceActionSchema = z.strictObject({ type: z.literal('skipFlankPiece'), side: SideSchema });
export const SelectTerrainActionSchema = z.strictObject({
    type: z.literal('selectTerrain'),
    side: SideSchema,
    terrain: IdSchema,
    declare: z.nullable(z.enum(['dangerous', 'impassable'])),
  });
export const EndSelectionActionSchema = z.strictObject({ type: z.literal('endSelection'), side: SideSchema });
export const RollPlacementActionSchema = z.strictObject({ type: z.literal('rollPlacement'), die });
export const PlaceWithoutDiceActionSchema = z.strictObject({ type: z.literal('placeWithoutDice'), method: z.enum(['contiguous', 'touching']) });
export const RollOpponentActionSchema = z.strictObject({ type: z.literal('rollOpponent'), die });
export const ResolvePieceActionSchema = z.strictObject({ type: z.literal('resolvePiece'), outcome: OutcomeSchema });
export const ConfirmVitalSettlementActionSchema = z.strictObject({ type: z.literal('confirmVitalSettlement') });
export const RollWeatherActionSchema = z.strictObject({ type: z.literal('rollWeather'), dice: z.tuple([die, die]) });
export const DealScoutingActionSchema = z.strictObject({ type: z.literal('dealScouting'), invader: cards, defender: cards });
export const ReportScoutingActionSchema = z.strictObject({ type: z.literal('reportScouting'), invader: cards, defender: cards });
export const TickDeploymentActionSchema = z.strictObject({ type: z.literal('tickDeployment'), item: z.number().check(z.int(), z.minimum(0)) });
export const DeployBatchActionSchema = z.strictObject({ type: z.literal('deployBatch'), batch: z.number().check(z.int(), z.minimum(0)) });
/** Log version 6: the players' yes or no for a deployment-plan item whose condition the app cannot decide (issue 27). */
export const ConfirmConditionActionSchema = z.strictObject({ type: z.literal('confirmCondition'), item: z.number().check(z.int(), z.minimum(0)), holds: z.boolean() });
export const ConfirmPreGameMovesActionSchema = z.strictObject({ type: z.literal('confirmPreGameMoves') });
export const RecordPositionActionSchema = z.strictObject({ type: z.literal('recordPosition'), piece: z.number().check(z.int(), z.minimum(0)), stage: PositionStageSchema, ...FootprintSchema.shape });
export const RollBattleWeatherActionSchema = z.strictObject({ type: z.literal('rollBattleWeather'), red: turnDice, green: turnDice });
export const EndBattleActionSchema = z.strictObject({ type: z.literal('endBattle') });
