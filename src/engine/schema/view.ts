import { z } from '../../lib/zod';
import { SideSchema } from './action';
import { OutcomeSchema, SectorSchema } from './edition';
import { SetupSchema } from './setup';
import { PositionsSchema } from './table';
import { ColourSchema, FaceSchema, IdSchema } from './vocab';
import { SeasonIdSchema, WeatherIdSchema } from './weather';
import { PHASES } from '../state';

const player = z.union([z.literal(0), z.literal(1)]);
const square = z.strictObject({ row: z.number().check(z.int()), col: z.number().check(z.int()) });
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
const card = z.nullable(ColourSchema);

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
  turn: z.number().check(z.int()),
  red: z.array(FaceSchema),
  green: z.array(FaceSchema),
  from: WeatherIdSchema,
  to: WeatherIdSchema,
  steps: z.number().check(z.int()),
});

/**
 * What the room may see (projector, share link, the log): the game without the seeds (the pre-battle's and the
 * battle's), the generators, the deck order, any hand or a card still face down. Strict: a view carrying any other field fails.
 */
export const PublicViewSchema = z.strictObject({
  setup: z.strictObject(publicSetupShape),
  phase: z.enum(PHASES),
  rollOff: z.strictObject({
    attempts: z.number().check(z.int()),
    last: z.nullable(z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(player) })),
  }),
  rollOffWinner: z.nullable(player),
  roles: z.nullable(bySide(player)),
  intercept: z.nullable(z.boolean()),
  season: z.nullable(SeasonIdSchema),
  deckSize: z.nullable(z.number().check(z.int())),
  handCounts: bySide(z.number().check(z.int())),
  played: z.array(ColourSchema),
  committed: bySide(z.boolean()),
  territoryCards: z.nullable(bySide(card)),
  territoryChooser: z.nullable(SideSchema),
  territory: z.nullable(IdSchema),
  counter: z.nullable(square),
  days: z.array(
    z.strictObject({ day: z.number().check(z.int()), cards: bySide(card), winner: z.nullable(SideSchema), difference: z.number().check(z.int()), from: square, to: square }),
  ),
  pendingMove: z.nullable(z.strictObject({ winner: SideSchema, difference: z.number().check(z.int()) })),
  flank: z.nullable(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({ kind: z.literal('deepWater'), edge: z.nullable(z.enum(['left', 'right'])) }),
      z.strictObject({ kind: z.literal('pieces'), sector: z.nullable(z.enum(['left', 'right'])), skipped: z.array(SideSchema) }),
    ]),
  ),
  pieces: z.array(
    z.strictObject({
      id: z.number().check(z.int()),
      owner: SideSchema,
      terrain: IdSchema,
      kind: z.enum(['flank', 'compulsory', 'optional']),
      declared: z.nullable(z.enum(['dangerous', 'impassable'])),
      placement: z.nullable(PlacementSchema),
      opponentDie: z.nullable(z.number().check(z.int())),
      outcome: z.nullable(OutcomeSchema),
      positions: PositionsSchema,
    }),
  ),
  selectionEnded: bySide(z.boolean()),
  vitalSettlementDone: z.boolean(),
  weather: z.nullable(
    z.strictObject({ dice: z.tuple([z.number(), z.number()]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() }),
  ),
  scouting: z.nullable(
    z.strictObject({
      cards: bySide(z.array(ColourSchema)),
      best: bySide(z.array(ColourSchema)),
      totals: bySide(z.number()),
      outscouted: z.nullable(SideSchema),
      by: z.number(),
    }),
  ),
  deploymentTicks: z.array(z.number().check(z.int())),
  preGameMovesDone: z.boolean(),
  /** The weather through the battle (issue 13): public turn by turn, without the battle seed's generator. Absent in a view from before it. */
  battle: z._default(
    z.strictObject({
      turns: z.array(BattleTurnSchema),
      over: z.boolean(),
    }),
    { turns: [], over: false },
  ),
});
export type PublicView = z.infer<typeof PublicViewSchema>;

/** What the player holding the laptop may see: the public view, his own hand and his own face-down card. */
export const PlayerViewSchema = z.extend(PublicViewSchema, {
  viewer: SideSchema,
  hand: z.nullable(z.array(ColourSchema)),
  /** His card face down this round: absent when he has not chosen, null for a pass. */
  myCommit: z.nullable(z.strictObject({ card })),
});
export type PlayerView = z.infer<typeof PlayerViewSchema>;
