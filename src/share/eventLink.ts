import { sha256 } from '@noble/hashes/sha2.js';
import { z } from '../lib/zod';
import { RulesProfileSchema, TournamentSchema } from '../engine';
import { deflate, fromBase64Url, inflate, toBase64Url } from './codec';

/** The route of an event link: `#/event/<payload>` opens the setup with the event's name, round and rules profile filled in (issue 37). */
export const EVENT_PREFIX = '#/event/';

/** The event link's own format version: its first byte, raised whenever its content changes shape. */
export const EVENT_LINK_VERSION = 1;

/** The tag the content starts with, so a share link's body or any other JSON is never read as an event. */
const EVENT_TAG = 'pbw-event';

const CHECK_BYTES = 4;
const HEADER = 1 + CHECK_BYTES;
const PAYLOAD = /^[A-Za-z0-9_-]+$/;

/**
 * What an event link fills in at setup: the event's name (the tournament's bounds), the round, and the event's rules
 * profile (its content, so every table plays the same numbers even where the profile is not saved); the players type
 * their names and their table.
 */
export const EventInfoSchema = z.strictObject({
  event: TournamentSchema.shape.event.def.innerType,
  round: z.optional(TournamentSchema.shape.round.def.innerType),
  profile: z.optional(RulesProfileSchema),
});
export type EventInfo = z.infer<typeof EventInfoSchema>;

/** The content as it travels: a tagged tuple, compact before its compression. */
const EventContentSchema = z.tuple([z.literal(EVENT_TAG), EventInfoSchema.shape.event, z.nullable(EventInfoSchema.shape.round.def.innerType), z.nullable(RulesProfileSchema)]);

/** Why an event link could not be read: nothing given, not an event link, a changed or cut character, a newer app's link, content that is not an event, or no decompression in this browser. */
export type EventLinkFailure = 'empty' | 'notALink' | 'damaged' | 'newerVersion' | 'invalid' | 'unsupported';

export type EventLinkResult = { ok: true; info: EventInfo } | { ok: false; reason: EventLinkFailure };

/** The first bytes of SHA-256 over the version byte and the body, as share links check theirs: any changed or missing character fails it. */
function checksum(version: number, body: Uint8Array): Uint8Array {
  const data = new Uint8Array(body.length + 1);
  data[0] = version;
  data.set(body, 1);
  return sha256(data).subarray(0, CHECK_BYTES);
}

/** The payload of an event: version byte, checksum, then the tagged content as raw DEFLATE of its JSON, all in base64url. */
export async function eventPayload(info: EventInfo): Promise<string> {
  const parsed = EventInfoSchema.parse(info);
  const content = [EVENT_TAG, parsed.event, parsed.round ?? null, parsed.profile ?? null];
  const body = await deflate(new TextEncoder().encode(JSON.stringify(content)));
  const bytes = new Uint8Array(HEADER + body.length);
  bytes[0] = EVENT_LINK_VERSION;
  bytes.set(checksum(EVENT_LINK_VERSION, body), 1);
  bytes.set(body, HEADER);
  return toBase64Url(bytes);
}

/** The event link at `base` (the app's address, as share links use `shareBase()`). */
export async function eventLink(base: string, info: EventInfo): Promise<string> {
  return `${base}${EVENT_PREFIX}${await eventPayload(info)}`;
}

/** The payload of a pasted event link: the whole address, its `#/event/…` fragment or the payload alone (spaces and line breaks dropped). */
function payloadOf(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const at = compact.indexOf(EVENT_PREFIX);
  return (at >= 0 ? compact.slice(at + EVENT_PREFIX.length) : compact).replace(/\/+$/, '');
}

/** The event an event link (or its payload) names, or why it cannot be read; never throws. */
export async function readEventLink(text: string): Promise<EventLinkResult> {
  const payload = payloadOf(text);
  if (payload === '') return { ok: false, reason: 'empty' };
  if (!PAYLOAD.test(payload)) return { ok: false, reason: 'notALink' };
  const bytes = fromBase64Url(payload);
  if (!bytes || bytes.length <= HEADER) return { ok: false, reason: 'damaged' };
  const version = bytes[0]!;
  const body = bytes.subarray(HEADER);
  if (checksum(version, body).some((b, i) => b !== bytes[1 + i])) return { ok: false, reason: 'damaged' };
  if (version > EVENT_LINK_VERSION) return { ok: false, reason: 'newerVersion' };
  if (version < EVENT_LINK_VERSION) return { ok: false, reason: 'invalid' };
  const json = await inflate(body);
  if (!json.ok) return { ok: false, reason: json.reason === 'unsupported' ? 'unsupported' : 'invalid' };
  let content: unknown;
  try {
    content = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json.value));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = EventContentSchema.safeParse(content);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const [, event, round, profile] = parsed.data;
  return { ok: true, info: { event, ...(round === null ? {} : { round }), ...(profile === null ? {} : { profile }) } };
}
