/**
 * The channel between the game windows and the projector. Only asks, hellos and room messages travel on it:
 * the public view and public events, never the saved game, a hand, the deck, the seed or the generator.
 */
export const ROOM_CHANNEL = 'pbw-projector';

/** A game window asks whether a projector is following (it opened or reloaded); a projector answers with its hello. */
export interface AskMessage {
  type: 'ask';
}

/** A projector is following: the game windows send their room message now and after every change. */
export interface HelloMessage {
  type: 'hello';
  /** The game the projector follows, or null to follow whichever game the windows show. */
  gameId: string | null;
}

/** The ask a game window posts when it opens. */
export const ASK: Readonly<AskMessage> = { type: 'ask' };

const typeOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined);

/** Whether a channel's data is an ask (nothing else is read from it). */
export function isAsk(data: unknown): boolean {
  return typeOf(data) === 'ask';
}

/** Whether a channel's data claims to be a hello: worth loading the room's schemas to check it with `parseHello`. */
export function looksLikeHello(data: unknown): boolean {
  return typeOf(data) === 'hello';
}
