import { z } from '../../lib/zod';
import { OutcomeSchema } from './edition';
import { FootprintSchema, PositionStageSchema } from './table';
import { SeasonIdSchema } from './weather';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';

export const SideSchema = z.enum(['invader', 'defender']);
export type Side = z.infer<typeof SideSchema>;

/** The bounds of the actions' numbers and lists, shared with the engine's fast action check (actionParse.ts). */
export const ACTION_LIMITS = {
  die: { min: 1, max: 6 },
  cell: { min: 0, max: 4 },
  cards: 99,
  /** The faces of one colour's dice in a battle turn's weather roll (seed 002: one, or two if changeable). */
  turnDice: 6,
} as const;

const die = z.number().check(z.int(), z.minimum(ACTION_LIMITS.die.min), z.maximum(ACTION_LIMITS.die.max));
const cell = z.number().check(z.int(), z.minimum(ACTION_LIMITS.cell.min), z.maximum(ACTION_LIMITS.cell.max));
const cards = z.array(ColourSchema).check(z.maxLength(ACTION_LIMITS.cards));
const turnDice = z.array(FaceSchema).check(z.maxLength(ACTION_LIMITS.turnDice));

/** Every action of the pre-battle and of the weather through the battle. Chance actions (rolls, shuffles, deals) carry their outcome (STYLE habit 3). */
export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('rollOff'), faces: z.tuple([FaceSchema, FaceSchema]) }),
  z.strictObject({ type: z.literal('chooseRole'), role: SideSchema }),
  z.strictObject({ type: z.literal('declareIntercept'), intercept: z.boolean() }),
  z.strictObject({ type: z.literal('chooseSeason'), season: SeasonIdSchema }),
  z.strictObject({ type: z.literal('shuffleDeck'), order: cards }),
  z.strictObject({ type: z.literal('dealPbs'), invader: cards, defender: cards }),
  z.strictObject({ type: z.literal('playTerritoryCard'), side: SideSchema, card: z.nullable(ColourSchema) }),
  z.strictObject({ type: z.literal('chooseTerritory'), territory: IdSchema }),
  z.strictObject({ type: z.literal('placeCounter'), row: cell, col: cell }),
  z.strictObject({ type: z.literal('playDayCard'), side: SideSchema, card: z.nullable(ColourSchema) }),
  z.strictObject({ type: z.literal('moveCounter'), row: cell, col: cell }),
  z.strictObject({ type: z.literal('placeDeepWater'), edge: z.enum(['left', 'right']) }),
  z.strictObject({ type: z.literal('placeFlankPiece'), side: SideSchema, terrain: IdSchema, sector: z.enum(['left', 'right']) }),
  z.strictObject({ type: z.literal('skipFlankPiece'), side: SideSchema }),
  z.strictObject({
    type: z.literal('selectTerrain'),
    side: SideSchema,
    terrain: IdSchema,
    declare: z.nullable(z.enum(['dangerous', 'impassable'])),
  }),
  z.strictObject({ type: z.literal('endSelection'), side: SideSchema }),
  z.strictObject({ type: z.literal('rollPlacement'), die }),
  z.strictObject({ type: z.literal('placeWithoutDice'), method: z.enum(['contiguous', 'touching']) }),
  z.strictObject({ type: z.literal('rollOpponent'), die }),
  z.strictObject({ type: z.literal('resolvePiece'), outcome: OutcomeSchema }),
  z.strictObject({ type: z.literal('confirmVitalSettlement') }),
  z.strictObject({ type: z.literal('rollWeather'), dice: z.tuple([die, die]) }),
  z.strictObject({ type: z.literal('dealScouting'), invader: cards, defender: cards }),
  z.strictObject({ type: z.literal('reportScouting'), invader: cards, defender: cards }),
  z.strictObject({ type: z.literal('tickDeployment'), item: z.number().check(z.int(), z.minimum(0)) }),
  z.strictObject({ type: z.literal('deployBatch'), batch: z.number().check(z.int(), z.minimum(0)) }),
  z.strictObject({ type: z.literal('confirmPreGameMoves') }),
  z.strictObject({ type: z.literal('recordPosition'), piece: z.number().check(z.int(), z.minimum(0)), stage: PositionStageSchema, ...FootprintSchema.shape }),
  z.strictObject({ type: z.literal('rollBattleWeather'), red: turnDice, green: turnDice }),
  z.strictObject({ type: z.literal('endBattle') }),
]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
