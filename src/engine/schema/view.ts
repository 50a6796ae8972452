import { z } from '../../packs/common/zod';
import { SideSchema } from './action';
import { OutcomeSchema, SectorSchema } from './edition';
import { SetupSchema } from './setup';
import { PositionsSchema } from './table';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';
import { SeasonIdSchema, WeatherIdSchema } from './weather';
import { PHASES } from '../state';

const player = z.union([z.literal(0), z.literal(1)]);
const square = z.strictObject({ row: z.number().int(), col: z.number().int() });
const bySide = <T extends z.ZodType>(value: T) => z.strictObject({ invader: value, defender: value });
const card = ColourSchema.nullable();

const { seed: _seed, battleSeed: _battleSeed, ...publicSetupShape } = SetupSchema.shape;

const PlacementSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('dice'), die: z.number(), sector: SectorSchema, touchTableEdge: z.boolean() }),
  z.strictObject({ method: z.literal('flankSectorOnly'), die: z.number(), sector: SectorSchema }),
  z.strictObject({ method: z.literal('contiguous') }),
  z.strictObject({ method: z.literal('touching') }),
  z.strictObject({ method: z.literal('secureFlank'), sector: z.enum(['left', 'right']) }),
]);

/** One battle turn's weather roll: the Red and Green faces and the weather before and after (issue 13, seed 002 turn roll). */
export const BattleTurnSchema = z.strictObject({
  turn: z.number().int(),
  red: z.array(FaceSchema),
  green: z.array(FaceSchema),
  from: WeatherIdSchema,
  to: WeatherIdSchema,
  steps: z.number().int(),
});

/**
 * What the room may see (projector, share link, the log): the game without the seeds (the pre-battle's and the
 * battle's), the generators, the deck order, any hand or a card still face down. Strict: a view carrying any other field fails.
 */
export const PublicViewSchema = z.strictObject({
  setup: z.strictObject(publicSetupShape),
  phase: z.enum(PHASES),
  rollOff: z.strictObject({
    attempts: z.number().int(),
    last: z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: player.nullable() }).nullable(),
  }),
  rollOffWinner: player.nullable(),
  roles: bySide(player).nullable(),
  intercept: z.boolean().nullable(),
  season: SeasonIdSchema.nullable(),
  deckSize: z.number().int().nullable(),
  handCounts: bySide(z.number().int()),
  played: z.array(ColourSchema),
  committed: bySide(z.boolean()),
  territoryCards: bySide(card).nullable(),
  territoryChooser: SideSchema.nullable(),
  territory: IdSchema.nullable(),
  counter: square.nullable(),
  days: z.array(
    z.strictObject({ day: z.number().int(), cards: bySide(card), winner: SideSchema.nullable(), difference: z.number().int(), from: square, to: square }),
  ),
  pendingMove: z.strictObject({ winner: SideSchema, difference: z.number().int() }).nullable(),
  flank: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({ kind: z.literal('deepWater'), edge: z.enum(['left', 'right']).nullable() }),
      z.strictObject({ kind: z.literal('pieces'), sector: z.enum(['left', 'right']).nullable(), skipped: z.array(SideSchema) }),
    ])
    .nullable(),
  pieces: z.array(
    z.strictObject({
      id: z.number().int(),
      owner: SideSchema,
      terrain: IdSchema,
      kind: z.enum(['flank', 'compulsory', 'optional']),
      declared: z.enum(['dangerous', 'impassable']).nullable(),
      placement: PlacementSchema.nullable(),
      opponentDie: z.number().int().nullable(),
      outcome: OutcomeSchema.nullable(),
      positions: PositionsSchema,
    }),
  ),
  selectionEnded: bySide(z.boolean()),
  vitalSettlementDone: z.boolean(),
  weather: z
    .strictObject({ dice: z.tuple([z.number(), z.number()]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() })
    .nullable(),
  scouting: z
    .strictObject({
      cards: bySide(z.array(ColourSchema)),
      best: bySide(z.array(ColourSchema)),
      totals: bySide(z.number()),
      outscouted: SideSchema.nullable(),
      by: z.number(),
    })
    .nullable(),
  deploymentTicks: z.array(z.number().int()),
  preGameMovesDone: z.boolean(),
  /** The weather through the battle (issue 13): public turn by turn, without the battle seed's generator. Absent in a view from before it. */
  battle: z
    .strictObject({
      turns: z.array(BattleTurnSchema),
      over: z.boolean(),
    })
    .default({ turns: [], over: false }),
});
export type PublicView = z.infer<typeof PublicViewSchema>;

/** What the player holding the laptop may see: the public view, his own hand and his own face-down card. */
export const PlayerViewSchema = PublicViewSchema.extend({
  viewer: SideSchema,
  hand: z.array(ColourSchema).nullable(),
  /** His card face down this round: absent when he has not chosen, null for a pass. */
  myCommit: z.strictObject({ card }).nullable(),
});
export type PlayerView = z.infer<typeof PlayerViewSchema>;
