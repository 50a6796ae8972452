import type { Rules } from '../../engine';
import { rules as bundled, rulesFor, useGame, type GameStore } from '../store';
import { language, onLanguageChange } from '../words/language';
import { readHidden, subscribeHidden } from './hidden';
import { ASK, looksLikeHello, ROOM_CHANNEL } from './roomChannel';

/** Loads what a game window needs once a projector follows: the room message and the room's schemas, kept out of a game's first load. */
export async function loadRoomTeller() {
  const [{ roomMessage }, { parseHello }] = await Promise.all([import('../sync/roomMessage'), import('./protocol')]);
  return { roomMessage, parseHello };
}

/** The room message and the hello's check, once loaded. */
export type RoomTeller = Awaited<ReturnType<typeof loadRoomTeller>>;

/** The game as the publisher reads it: the store's state and its changes. */
type GameSource = { getState: () => GameStore; subscribe: (listener: (s: GameStore, prev: GameStore) => void) => () => void };

/**
 * Tells the room about the game once a projector follows it. On start it only asks whether a projector is
 * there; the first hello that passes `parseHello` (loaded with it) starts the telling: at once, after every
 * change of the store, when the game is hidden or shown in any window, when this window's language changes, and on
 * every later hello. Until then
 * nothing is built, checked or sent; if loading fails (offline before the app was cached), the next hello
 * tries again. Returns the function that stops.
 * Each message leaves in a task of its own, right after the change (several changes in one go make one
 * message, of the game as it then is): building and checking it never delays this window's own screen.
 */
export function startRoomPublisher(store: GameSource = useGame, rules: () => Rules = bundled, load: () => Promise<RoomTeller> = loadRoomTeller): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(ROOM_CHANNEL);
  let stopped = false;
  /** Set by the first valid hello: from then on this window tells the room. */
  let teller: RoomTeller | null = null;
  const publish = () => {
    if (!teller) return;
    const game = store.getState();
    const message = teller.roomMessage(rulesFor(game.setup, rules()), game, readHidden());
    if (!message) return;
    try {
      // Stamped with when the game started, so a projector following an older game offers to follow this one, and
      // with this window's language, which the projector speaks too.
      channel.postMessage({ ...message, startedAt: game.startedAt, language: language() });
    } catch {
      // A closed channel: the next change or hello tries again.
    }
  };
  let pending: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    if (!teller) return;
    pending ??= setTimeout(() => {
      pending = undefined;
      publish();
    }, 0);
  };
  const onHello = async (data: unknown) => {
    let loaded: RoomTeller;
    try {
      loaded = teller ?? (await load());
    } catch {
      return;
    }
    if (stopped || !loaded.parseHello(data)) return;
    teller = loaded;
    soon();
  };
  const onMessage = (e: MessageEvent) => {
    if (looksLikeHello(e.data)) void onHello(e.data);
  };
  channel.addEventListener('message', onMessage);
  const stopStore = store.subscribe((s, prev) => {
    if (s.id !== prev.id || s.revision !== prev.revision || s.state !== prev.state) soon();
  });
  const stopHidden = subscribeHidden(soon);
  const stopLanguage = onLanguageChange(soon);
  channel.postMessage(ASK);
  return () => {
    stopped = true;
    clearTimeout(pending);
    stopStore();
    stopHidden();
    stopLanguage();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
