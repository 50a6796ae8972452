import type { z } from '../lib/zod';
import type { EVENT_SCHEMAS } from './schema/events';
import type { Side } from './schema/side';

/** Who may see an event: everyone, or only the player on one side (a hand, a face-down card). */
export type Audience = 'public' | Side;

/** A round of secret cards: the territory contest (null) or a day of the march (PBS 8.B, 8.D). */
export type Round = number | null;

/** What each event says, by code: plain data the UI's word catalogue turns into sentences (STYLE: events, views and words); one schema each, declared by the step's slice (schema/events.ts). */
export type EventParams = { [K in keyof typeof EVENT_SCHEMAS]: z.infer<(typeof EVENT_SCHEMAS)[K]> };
export type EventCode = keyof EventParams;

/** One thing that happened, for the log, the "Last:" line and (later) the projector. */
export type GameEvent = { [K in EventCode]: { code: K; audience: Audience; params: EventParams[K] } }[EventCode];

/** An event everyone may see. */
export function publicEvent<K extends EventCode>(code: K, params: EventParams[K]): GameEvent {
  return { code, audience: 'public', params } as GameEvent;
}

/** An event only the player on `side` may see. */
export function privateEvent<K extends EventCode>(side: Side, code: K, params: EventParams[K]): GameEvent {
  return { code, audience: side, params } as GameEvent;
}
