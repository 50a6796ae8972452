import { useEffect, useState } from 'react';
import type { GameEvent } from '../../engine';
import { parseRoomMessage, type RoomMessage } from './protocol';
import { isAsk, ROOM_CHANNEL, type HelloMessage } from './roomChannel';

/** Codes of the events shown large for a moment: cards turned over and dice rolled. */
export const MOMENT_CODES = new Set<GameEvent['code']>([
  'rolledOff',
  'territoryContestRevealed',
  'dayRevealed',
  'placementRolled',
  'opponentRolled',
  'weatherRolled',
]);

/** A reveal to show large for a moment: the events of one new action, keyed by the revision that brought it. */
export interface Moment {
  key: number;
  events: GameEvent[];
}

/** What the projector knows: the last room message it accepted (or none yet) and the reveal of the moment. */
export interface Room {
  message: RoomMessage | null;
  moment: Moment | null;
}

/**
 * Whether to take a message: of the followed game (or any, when none is followed), and not older than
 * the one shown; a newer revision of another game replaces it only when no game is followed.
 */
export function accepts(current: RoomMessage | null, next: RoomMessage, follow: string | null): boolean {
  if (follow !== null && next.gameId !== follow) return false;
  if (!current) return true;
  if (next.gameId !== current.gameId) return next.revision > current.revision;
  return next.revision >= current.revision;
}

/**
 * The next room after a message. A reveal becomes the moment only when the game grew by an action (not
 * on an undo, a reload or a repeat); the moment lasts through the next quick actions, and ends when the
 * game is hidden, taken back or replaced.
 */
export function receive(room: Room, next: RoomMessage): Room {
  const previous = room.message;
  const same = previous !== null && previous.gameId === next.gameId;
  const grew = same && next.revision > previous.revision && next.actions > previous.actions;
  const reveals = next.events.filter((e) => MOMENT_CODES.has(e.code));
  if (grew && !next.hidden && reveals.length > 0) return { message: next, moment: { key: next.revision, events: reveals } };
  const keep = same && !next.hidden && next.actions >= previous.actions;
  return { message: next, moment: keep ? room.moment : null };
}

/** How long a reveal stays large, in milliseconds. */
export const MOMENT_MS = 6000;

/**
 * Follows the game on the room channel: says hello on load, when the followed game changes and whenever a game
 * window asks (it opened or reloaded), so the game windows tell the room; keeps the latest valid message.
 * Anything else on the channel is dropped.
 */
export function useRoom(follow: string | null): Room {
  const [state, setState] = useState<Room & { follow: string | null }>({ follow, message: null, moment: null });
  // A projector told to follow another game starts afresh.
  const room: Room = state.follow === follow ? state : { message: null, moment: null };
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(ROOM_CHANNEL);
    const hello: HelloMessage = { type: 'hello', gameId: follow };
    channel.onmessage = (e: MessageEvent) => {
      if (isAsk(e.data)) {
        channel.postMessage(hello);
        return;
      }
      const next = parseRoomMessage(e.data);
      if (!next) return;
      setState((current) => {
        const base: Room = current.follow === follow ? current : { message: null, moment: null };
        return accepts(base.message, next, follow) ? { follow, ...receive(base, next) } : current;
      });
    };
    channel.postMessage(hello);
    return () => channel.close();
  }, [follow]);
  const momentKey = room.moment?.key;
  useEffect(() => {
    if (momentKey === undefined) return;
    const timer = window.setTimeout(() => setState((current) => (current.moment?.key === momentKey ? { ...current, moment: null } : current)), MOMENT_MS);
    return () => window.clearTimeout(timer);
  }, [momentKey]);
  return room;
}
