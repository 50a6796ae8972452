import { actor, publicView, type GameEvent, type GameState, type Rules } from '../../engine';
import { parseRoomMessage, ROOM_EVENT_CODES, type RoomMessage } from '../projector/protocol';

/** What the room message is made of: the game as this window holds it. */
export interface RoomSource {
  id: string | null;
  revision: number;
  state: GameState | null;
  events: readonly (readonly GameEvent[])[];
}

/**
 * The message for the room: the public view, whose turn it is and the public events of the last action,
 * checked against the room's schemas before it leaves (null if there is no game or it would not pass).
 * Hidden, it says only that: no view and no events.
 */
export function roomMessage(rules: Rules, game: RoomSource, hidden: boolean): RoomMessage | null {
  const { id, revision, state, events } = game;
  if (!id || !state) return null;
  const last = events[events.length - 1] ?? [];
  const message: RoomMessage = {
    type: 'room',
    gameId: id,
    revision,
    actions: events.length,
    hidden,
    turn: hidden ? null : actor(rules, state),
    view: hidden ? null : publicView(state),
    events: hidden ? [] : last.filter((e) => e.audience === 'public' && ROOM_EVENT_CODES.has(e.code)),
  };
  return parseRoomMessage(message) ? message : null;
}
