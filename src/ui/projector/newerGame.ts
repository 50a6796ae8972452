import type { RoomMessage } from './protocol';

/** When a game started, in milliseconds, or null when its window does not say (an imported or old save). */
function startOf(message: RoomMessage): number | null {
  const time = message.startedAt ? Date.parse(message.startedAt) : NaN;
  return Number.isFinite(time) ? time : null;
}

/**
 * Whether the projector offers to follow `other` instead of the game it follows: a game that started later, or
 * any game while the followed one has not been heard of. A game whose start is unknown on either side (an
 * imported file) is offered too, so the umpire decides; a game known to be older never is.
 */
export function isNewerGame(followed: RoomMessage | null, other: RoomMessage): boolean {
  if (followed === null) return true;
  if (other.gameId === followed.gameId) return false;
  const mine = startOf(followed);
  const theirs = startOf(other);
  return mine === null || theirs === null || theirs > mine;
}

/**
 * The game to offer after hearing `next` of a game not followed: its latest message, or the one already offered
 * when that is a different game that started later. A window behind (an older revision) changes nothing.
 */
export function pickOffer(offered: RoomMessage | null, next: RoomMessage): RoomMessage {
  if (offered === null) return next;
  if (offered.gameId === next.gameId) return next.revision >= offered.revision ? next : offered;
  return isNewerGame(offered, next) ? next : offered;
}
