import { z } from '../../lib/zod';
import { DeploymentItemSchema } from './deployment';
import { OutcomeSchema } from './edition';
import { SideSchema } from './side';
import { PositionStageSchema } from './table';
import { BattleTurnSchema } from './state';
import { PublicViewSchema } from './view';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';
import { SeasonIdSchema, WeatherIdSchema } from './weather';

/*
 * What each event says, by code, one schema each: this module holds nothing else, so its exports are the
 * event codes and their parameters (events.ts). Each step's descriptor (src/engine/steps) names the events it
 * emits and who may see them; the projector's messages are checked against the ones the room may see.
 */

const int = z.number().check(z.int());
const player = z.union([z.literal(0), z.literal(1)]);
const round = z.nullable(int);
const card = z.nullable(ColourSchema);
const cards = z.array(ColourSchema);
const edge = z.enum(['left', 'right']);
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
const placement = PublicViewSchema.shape.pieces.def.element.shape.placement.def.innerType;

export const rolledOff = z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(player), attempt: int });
export const roleChosen = z.strictObject({ player, role: SideSchema });
export const interceptDeclared = z.strictObject({ intercept: z.boolean() });
export const seasonChosen = z.strictObject({ season: SeasonIdSchema });
export const deckShuffled = z.strictObject({ size: int });
export const cardsDealt = z.strictObject({ purpose: z.enum(['pbs', 'scouting']), invader: int, defender: int });
export const handDealt = z.strictObject({ side: SideSchema, purpose: z.enum(['pbs', 'scouting']), cards });
export const cardCommitted = z.strictObject({ side: SideSchema, round });
export const cardChosen = z.strictObject({ side: SideSchema, round, card });
export const territoryContestRevealed = z.strictObject({ invader: card, defender: card, chooser: SideSchema });
export const territoryChosen = z.strictObject({ side: SideSchema, territory: IdSchema });
export const counterPlaced = z.strictObject({ side: SideSchema, row: int, col: int });
export const dayRevealed = z.strictObject({ day: int, invader: card, defender: card, winner: z.nullable(SideSchema), difference: int });
export const counterMoved = z.strictObject({ side: SideSchema, day: int, row: int, col: int });
export const deepWaterPlaced = z.strictObject({ side: SideSchema, edge });
export const flankPiecePlaced = z.strictObject({ side: SideSchema, terrain: IdSchema, sector: edge });
export const flankPieceSkipped = z.strictObject({ side: SideSchema });
export const terrainSelected = z.strictObject({
  side: SideSchema,
  terrain: IdSchema,
  kind: z.enum(['flank', 'compulsory', 'optional']),
  declared: z.nullable(z.enum(['dangerous', 'impassable'])),
});
export const selectionEnded = z.strictObject({ side: SideSchema });
export const placementRolled = z.strictObject({ side: SideSchema, terrain: IdSchema, die: int, placement, lost: z.boolean() });
export const placedWithoutDice = z.strictObject({ side: SideSchema, terrain: IdSchema, method: z.enum(['contiguous', 'touching']) });
export const opponentRolled = z.strictObject({ side: SideSchema, terrain: IdSchema, die: int, kept: z.boolean() });
export const pieceResolved = z.strictObject({ side: SideSchema, terrain: IdSchema, outcome: OutcomeSchema });
export const vitalSettlementPlaced = z.strictObject({});
export const weatherRolled = z.strictObject({ dice: z.tuple([int, int]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() });
export const scoutingCounted = z.strictObject({ totals: bySide(z.number()), outscouted: z.nullable(SideSchema), by: z.number() });
export const deploymentDone = z.strictObject({ item: int, entry: DeploymentItemSchema });
export const deploymentBatchDone = z.strictObject({ batch: int, items: z.array(DeploymentItemSchema) });
export const conditionConfirmed = z.strictObject({ item: int, holds: z.boolean(), entry: DeploymentItemSchema });
export const passedWithNoCards = z.strictObject({ side: SideSchema, round });
export const preGameMovesDone = z.strictObject({});
export const preBattleEnded = z.strictObject({});
/** A battle turn's weather roll (issue 13; seed 002 Weather rules: turn roll). */
export const battleWeatherRolled = z.extend(BattleTurnSchema, { changeable: z.boolean() });
/** The battle is over after this many weather rolls; the battle seed, if any, may now be revealed. */
export const battleEnded = z.strictObject({ turns: int, weather: WeatherIdSchema });
/** A piece's position on the table, with the table's unit and its size so the words can give numbers. */
export const positionRecorded = z.strictObject({
  piece: int,
  side: SideSchema,
  terrain: IdSchema,
  stage: PositionStageSchema,
  x: z.number(),
  y: z.number(),
  width: z.number(),
  depth: z.number(),
  angle: z.number(),
  unit: z.enum(['BW', 'HBW']),
  mmPerUnit: z.number(),
});
