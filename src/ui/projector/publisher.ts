import { actor, publicView, type GameEvent, type GameState, type Rules } from '../../engine';
import { rules as bundled, rulesFor, useGame, type GameStore } from '../store';
import { readHidden, subscribeHidden } from './hidden';
import { parseHello, parseRoomMessage, ROOM_CHANNEL, ROOM_EVENT_CODES, type RoomMessage } from './protocol';

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

/**
 * Tells the room about the game: now, after every change of the store, when the game is hidden or
 * shown in any window, and whenever a projector says hello. Returns the function that stops.
 * Each message leaves in a task of its own, right after the change (several changes in one go make one
 * message, of the game as it then is): building and checking it never delays this window's own screen.
 */
export function startRoomPublisher(store: { getState: () => GameStore; subscribe: (listener: (s: GameStore, prev: GameStore) => void) => () => void } = useGame, rules: () => Rules = bundled): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(ROOM_CHANNEL);
  const publish = () => {
    const message = roomMessage(rulesFor(store.getState().setup, rules()), store.getState(), readHidden());
    if (!message) return;
    try {
      channel.postMessage(message);
    } catch {
      // A closed channel: the next change or hello tries again.
    }
  };
  let pending: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      publish();
    }, 0);
  };
  const onMessage = (e: MessageEvent) => {
    if (parseHello(e.data)) soon();
  };
  channel.addEventListener('message', onMessage);
  const stopStore = store.subscribe((s, prev) => {
    if (s.id !== prev.id || s.revision !== prev.revision || s.state !== prev.state) soon();
  });
  const stopHidden = subscribeHidden(soon);
  soon();
  return () => {
    clearTimeout(pending);
    stopStore();
    stopHidden();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
