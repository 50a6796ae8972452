import { z } from '../../lib/zod';
import { eventSchemas, megEngine, PublicViewSchema, SideSchema, type EventCode, type GameEvent, type PlayerIndex, type PublicView, type Side } from '../../engine';
import { LANGUAGES, type Language } from '../words/language';
import type { HelloMessage } from './roomChannel';

/*
 * The room's schemas: a room message is checked against them before a game window sends it and when the projector
 * takes it, and a hello before a game window answers it. A game window loads them only once a projector says hello.
 */

/**
 * The events the room is told of: those the steps declare for the room (the engine's step registry), each
 * checked field by field against its schema (strict: an extra field fails). Events for one player alone (a
 * dealt hand, a chosen card) or for the table only have no place here, so they never pass.
 */
const ROOM_EVENT_PARAMS = new Map(
  [...megEngine.eventAudience].filter(([, audience]) => audience === 'room').map(([code]) => [code, eventSchemas[code] as z.ZodMiniType]),
);

/** The event codes the room may be told of. */
export const ROOM_EVENT_CODES: ReadonlySet<EventCode> = new Set(ROOM_EVENT_PARAMS.keys());

const RoomEventSchema = z.discriminatedUnion(
  'code',
  [...ROOM_EVENT_PARAMS].map(([code, params]) =>
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
  /**
   * When the game started (ISO time; null for an imported or old save), stamped by the publisher: the projector
   * offers to follow a game that started after the one it follows, never an older one.
   */
  startedAt?: string | null;
  /** The language of the window that tells the room, stamped by the publisher: the projector speaks it too. */
  language?: Language;
}

const GameIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

const RoomMessageSchema = z.strictObject({
  type: z.literal('room'),
  gameId: GameIdSchema,
  revision: z.number().check(z.int(), z.minimum(0)),
  actions: z.number().check(z.int(), z.minimum(0)),
  hidden: z.boolean(),
  turn: z.nullable(z.union([SideSchema, z.literal(0), z.literal(1), z.literal('both')])),
  view: z.nullable(PublicViewSchema),
  events: z.array(RoomEventSchema).check(z.maxLength(50)),
  startedAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  language: z.optional(z.enum(LANGUAGES)),
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
