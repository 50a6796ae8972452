import { useEffect, useState } from 'react';
import { reveals, tellsRoll, type GameEvent } from '../../engine';
import { parseRoomMessage, type RoomMessage } from './protocol';
import { language } from '../words/language';
import { showLanguage } from '../words/showLanguage';
import { isAsk, ROOM_CHANNEL, type HelloMessage } from './roomChannel';
import { isNewerGame, pickOffer } from './newerGame';

/** Whether an event is shown large for a moment: cards turned over, dice rolled (as the steps' descriptors say). */
const isMoment = (e: GameEvent): boolean => reveals(e.code) || tellsRoll(e.code);

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
 * Whether to take a message: of the followed game (when none is followed, of the first game heard), and not older
 * than the one shown. Another game is never taken by itself: the projector offers it (`isNewerGame`).
 */
export function accepts(current: RoomMessage | null, next: RoomMessage, follow: string | null): boolean {
  const following = follow ?? current?.gameId ?? null;
  if (following !== null && next.gameId !== following) return false;
  if (!current) return true;
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
  const reveals = next.events.filter(isMoment);
  if (grew && !next.hidden && reveals.length > 0) return { message: next, moment: { key: next.revision, events: reveals } };
  const keep = same && !next.hidden && next.actions >= previous.actions;
  return { message: next, moment: keep ? room.moment : null };
}

/** How long a reveal stays large, in milliseconds. */
export const MOMENT_MS = 6000;

/** The room as the projector shows it: the followed game, its reveal of the moment, and a newer game to offer. */
export interface RoomWithOffer extends Room {
  /** The latest message of a game that started after the followed one, for the umpire to follow; null when there is none. */
  offer: RoomMessage | null;
}

interface RoomState extends RoomWithOffer {
  follow: string | null;
}

/** The room once told to follow `follow`: afresh, or from the message of the game it was offered. */
function refollow(state: RoomState, follow: string | null): RoomState {
  if (state.follow === follow) return state;
  const offered = state.offer !== null && state.offer.gameId === follow ? state.offer : null;
  return { follow, message: offered, moment: null, offer: null };
}

/** The room after a message: taken when it is of the followed game, kept as the offer when it is of another. */
function hear(state: RoomState, next: RoomMessage): RoomState {
  if (accepts(state.message, next, state.follow)) return { ...state, ...receive(state, next) };
  const following = state.follow ?? state.message?.gameId;
  return next.gameId === following ? state : { ...state, offer: pickOffer(state.offer, next) };
}

/**
 * Follows the game on the room channel: says hello on load, when the followed game changes and whenever a game
 * window asks (it opened or reloaded), so the game windows tell the room; keeps the latest valid message of the
 * followed game, and of a game that started after it, to offer (it never switches by itself). Anything else on
 * the channel is dropped.
 */
export function useRoom(follow: string | null): RoomWithOffer {
  const [state, setState] = useState<RoomState>({ follow, message: null, moment: null, offer: null });
  // A projector told to follow another game starts afresh (or from the offer it took).
  const room = refollow(state, follow);
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
      // The room speaks the language of the window that tells it (its translations load first).
      if (next.language && next.language !== language()) void showLanguage(next.language).catch(() => undefined);
      setState((current) => hear(refollow(current, follow), next));
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
  const offer = room.offer !== null && isNewerGame(room.message, room.offer) ? room.offer : null;
  return { message: room.message, moment: room.moment, offer };
}
