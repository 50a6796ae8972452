import { z } from '../../lib/zod';
import {
  ColourSchema,
  FaceSchema,
  IdSchema,
  OutcomeSchema,
  SeasonIdSchema,
  SideSchema,
  WeatherIdSchema,
  BattleTurnSchema,
  PublicViewSchema,
  type EventCode,
  type GameEvent,
  type PlayerIndex,
  type PublicView,
  type Side,
} from '../../engine';
import type { HelloMessage } from './roomChannel';

/*
 * The room's schemas: a room message is checked against them before a game window sends it and when the projector
 * takes it, and a hello before a game window answers it. A game window loads them only once a projector says hello.
 */

const player = z.union([z.literal(0), z.literal(1)]);
const round = z.nullable(z.number().check(z.int()));
const card = z.nullable(ColourSchema);
const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
const placement = PublicViewSchema.shape.pieces.def.element.shape.placement.def.innerType;

/**
 * The public events the room is told of, each checked field by field (strict: an extra field fails).
 * Events a player alone may see (a dealt hand, a chosen card) have no schema here, so they never pass.
 */
const ROOM_EVENT_PARAMS = {
  rolledOff: z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(player), attempt: z.number().check(z.int()) }),
  roleChosen: z.strictObject({ player, role: SideSchema }),
  interceptDeclared: z.strictObject({ intercept: z.boolean() }),
  seasonChosen: z.strictObject({ season: SeasonIdSchema }),
  deckShuffled: z.strictObject({ size: z.number().check(z.int()) }),
  cardsDealt: z.strictObject({ purpose: z.enum(['pbs', 'scouting']), invader: z.number().check(z.int()), defender: z.number().check(z.int()) }),
  cardCommitted: z.strictObject({ side: SideSchema, round }),
  territoryContestRevealed: z.strictObject({ invader: card, defender: card, chooser: SideSchema }),
  territoryChosen: z.strictObject({ side: SideSchema, territory: IdSchema }),
  counterPlaced: z.strictObject({ side: SideSchema, row: z.number().check(z.int()), col: z.number().check(z.int()) }),
  dayRevealed: z.strictObject({ day: z.number().check(z.int()), invader: card, defender: card, winner: z.nullable(SideSchema), difference: z.number().check(z.int()) }),
  counterMoved: z.strictObject({ side: SideSchema, day: z.number().check(z.int()), row: z.number().check(z.int()), col: z.number().check(z.int()) }),
  deepWaterPlaced: z.strictObject({ side: SideSchema, edge: z.enum(['left', 'right']) }),
  flankPiecePlaced: z.strictObject({ side: SideSchema, terrain: IdSchema, sector: z.enum(['left', 'right']) }),
  flankPieceSkipped: z.strictObject({ side: SideSchema }),
  terrainSelected: z.strictObject({
    side: SideSchema,
    terrain: IdSchema,
    kind: z.enum(['flank', 'compulsory', 'optional']),
    declared: z.nullable(z.enum(['dangerous', 'impassable'])),
  }),
  selectionEnded: z.strictObject({ side: SideSchema }),
  placementRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: z.number().check(z.int()), placement, lost: z.boolean() }),
  placedWithoutDice: z.strictObject({ side: SideSchema, terrain: IdSchema, method: z.enum(['contiguous', 'touching']) }),
  opponentRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: z.number().check(z.int()), kept: z.boolean() }),
  pieceResolved: z.strictObject({ side: SideSchema, terrain: IdSchema, outcome: OutcomeSchema }),
  vitalSettlementPlaced: z.strictObject({}),
  weatherRolled: z.strictObject({ dice: z.tuple([z.number().check(z.int()), z.number().check(z.int())]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() }),
  scoutingCounted: z.strictObject({ totals: bySide(z.number()), outscouted: z.nullable(SideSchema), by: z.number() }),
  preGameMovesDone: z.strictObject({}),
  positionRecorded: z.strictObject({
    piece: z.number().check(z.int()),
    side: SideSchema,
    terrain: IdSchema,
    stage: z.enum(['placed', 'final']),
    x: z.number(),
    y: z.number(),
    width: z.number(),
    depth: z.number(),
    angle: z.number(),
    unit: z.enum(['BW', 'HBW']),
    mmPerUnit: z.number(),
  }),
  preBattleEnded: z.strictObject({}),
  battleWeatherRolled: z.extend(BattleTurnSchema, { changeable: z.boolean() }),
  battleEnded: z.strictObject({ turns: z.number().check(z.int()), weather: WeatherIdSchema }),
} satisfies Partial<Record<EventCode, z.ZodMiniType>>;

type RoomCode = keyof typeof ROOM_EVENT_PARAMS;

/** The event codes the room may be told of. */
export const ROOM_EVENT_CODES = new Set<EventCode>(Object.keys(ROOM_EVENT_PARAMS) as RoomCode[]);

const RoomEventSchema = z.discriminatedUnion(
  'code',
  (Object.entries(ROOM_EVENT_PARAMS) as [RoomCode, z.ZodMiniType][]).map(([code, params]) =>
    z.strictObject({ code: z.literal(code), audience: z.literal('public'), params }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
);

/** Who acts now, as the engine's `actor` says it: a side, a seat before the roles, both, or nobody. */
export type Turn = Side | PlayerIndex | 'both' | null;

/** What the game windows tell the room once a projector has said hello: then, after every change and on every hello. */
export interface RoomMessage {
  type: 'room';
  /** The game's random id (never derived from the seed). */
  gameId: string;
  /** The saved game's revision: it only grows, so an older message is ignored. */
  revision: number;
  /** How many actions the log holds: a reveal is shown large only when this grew. */
  actions: number;
  /** The players have blanked the projector; the view and events are then left out. */
  hidden: boolean;
  turn: Turn;
  view: PublicView | null;
  /** The public events of the last action, for the "Last:" line and the reveal moment. */
  events: GameEvent[];
}

const GameIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

const RoomMessageSchema = z.strictObject({
  type: z.literal('room'),
  gameId: GameIdSchema,
  revision: z.number().check(z.int(), z.minimum(0)),
  actions: z.number().check(z.int(), z.minimum(0)),
  hidden: z.boolean(),
  turn: z.nullable(z.union([SideSchema, player, z.literal('both')])),
  view: z.nullable(PublicViewSchema),
  events: z.array(RoomEventSchema).check(z.maxLength(50)),
});

const HelloSchema = z.strictObject({ type: z.literal('hello'), gameId: z.nullable(GameIdSchema) });

/**
 * A room message from a channel's data, or null for anything else: a field too many anywhere (a hand,
 * the deck, the seed, a face-down card), a view the public schema refuses, or an event the room may not see.
 * A hidden message keeps nothing of the game.
 */
export function parseRoomMessage(data: unknown): RoomMessage | null {
  const parsed = RoomMessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const message = parsed.data as RoomMessage;
  return message.hidden ? { ...message, turn: null, view: null, events: [] } : message;
}

/** A hello from a channel's data, or null. */
export function parseHello(data: unknown): HelloMessage | null {
  const parsed = HelloSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Whether a game id can travel in a projector link. */
export function isGameId(value: string | undefined | null): value is string {
  return typeof value === 'string' && GameIdSchema.safeParse(value).success;
}
