import { create } from 'zustand';
import {
  ActionSchema,
  applyAction,
  bundledRules,
  newGame,
  opponent,
  replay,
  type Action,
  type GameEvent,
  type GameState,
  type Refusal,
  type Rules,
  type Setup,
  type Side,
} from '../engine';
import { readGameLog, toGameLog } from './gameFile';
import { SAVE_KEY } from './saveKey';
import { announce } from './sync/channel';
import { newGameId, readSavedText, removeRecord, sameStamp, storedStamp, writeRecord, type SavedRecord, type Stamp } from './sync/record';

/** Saved data that could not be resumed: kept untouched so the player can download it. */
export interface StorageProblem {
  raw: string;
  message: string;
}

/** What the store holds: the saved game (setup, log, the events of each action, the redo tail) and this window's view of it. */
export interface GameStore {
  /** The game's random id, shared by every window that shows it; null with no game. */
  id: string | null;
  /** How many changes the saved game has had (action, undo, redo, start, import, clear). */
  revision: number;
  /** ISO time the game started; null for an imported or old save. */
  startedAt: string | null;
  setup: Setup | null;
  log: Action[];
  /** The events of each action of `log`, from the engine, parallel to it. */
  events: GameEvent[][];
  /** Actions taken back and not yet replaced, next to redo first. */
  undone: Action[];
  /** The events of each action of `undone`, parallel to it. */
  undoneEvents: GameEvent[][];
  state: GameState | null;
  refusal: Refusal | null;
  /** A change was refused because another window had changed the game first; this window has caught up. */
  movedOn: boolean;
  /** Whose secret hand this window shows now (the hand-off curtain lifted), or nobody. */
  holder: Side | null;
  /** The stamp the saved game had when this window last read or wrote it: a different stored stamp means another window changed it. */
  seen: Stamp | null;
  storageProblem: StorageProblem | null;
  saveFailed: boolean;
  /** Starts a new pre-battle from a valid setup, as a new game for every window. */
  start: (setup: Setup) => void;
  /** Sends one action to the engine; a refusal is kept to show, the game is unchanged. */
  dispatch: (action: Action) => boolean;
  /** Goes back to the point after `count` actions, keeping the rest to redo; refused while the other player's hand is shown and his own face-down card would be taken back. */
  undoTo: (count: number) => boolean;
  /** Applies the next undone action again. */
  redo: () => boolean;
  /** Replaces the game with an imported file; returns an error message and changes nothing on failure. */
  importText: (text: string) => string | null;
  /** Forgets the game in progress (and any unreadable save). */
  clear: () => void;
  /** Reads the saved game, or records why it cannot be resumed. */
  load: () => void;
  /** Catches up with the saved game if another window changed it; true if it had. */
  sync: () => boolean;
  /** Records whose hand is shown (the curtain lifted for that player) or that it is hidden. */
  showHand: (side: Side | null) => void;
  dismissRefusal: () => void;
}

let rulesCache: Rules | null = null;
/** The shipped rules, parsed once on first use. */
export function rules(): Rules {
  rulesCache ??= bundledRules();
  return rulesCache;
}

/** Codes of the events that show both secret cards: undoing over one needs both players. */
const REVEALS = new Set<GameEvent['code']>(['territoryContestRevealed', 'dayRevealed']);

/** What an undo back to `count` actions would take back: a reveal both players have seen, and a face-down card still pending (its owner). */
export function undoNeeds(state: GameState, events: readonly (readonly GameEvent[])[], count: number): { reveal: boolean; takeBack: Side | null } {
  let reveal = false;
  let takeBack: Side | null = null;
  for (let i = events.length - 1; i >= count; i--) {
    for (const event of events[i] ?? []) {
      if (REVEALS.has(event.code)) reveal = true;
      if (event.code === 'cardCommitted' && takeBack === null && event.params.side in state.commits) takeBack = event.params.side;
    }
  }
  return { reveal, takeBack };
}

/** The last event everyone may see, for the "Last:" line. */
export function lastPublicEvent(events: readonly (readonly GameEvent[])[]): GameEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const list = events[i] ?? [];
    for (let j = list.length - 1; j >= 0; j--) if (list[j]!.audience === 'public') return list[j]!;
  }
  return null;
}

/** Applies actions in turn from `state`, stopping at the first one that is not an action or that the engine refuses. */
function applyEach(state: GameState, candidates: readonly unknown[]): { actions: Action[]; events: GameEvent[][]; end: GameState } {
  const actions: Action[] = [];
  const events: GameEvent[][] = [];
  let end = state;
  for (const candidate of candidates) {
    const parsed = ActionSchema.safeParse(candidate);
    if (!parsed.success) break;
    const result = applyAction(rules(), end, parsed.data);
    if (!result.ok) break;
    actions.push(parsed.data);
    events.push(result.events);
    end = result.state;
  }
  return { actions, events, end };
}

/** The redo tail that still applies after `state`, with its events. */
function tailFrom(state: GameState, candidates: readonly unknown[]): Pick<GameStore, 'undone' | 'undoneEvents'> {
  const { actions, events } = applyEach(state, candidates);
  return { undone: actions, undoneEvents: events };
}

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const NO_GAME = {
  id: null,
  startedAt: null,
  setup: null,
  log: [],
  events: [],
  undone: [],
  undoneEvents: [],
  state: null,
  refusal: null,
  holder: null,
} satisfies Partial<GameStore>;

type Game = Pick<GameStore, 'setup' | 'log' | 'undone'> & { id: string; revision: number; startedAt: string | null };

/** Saves the game as a record and tells the other windows; `seen` moves only when the save worked. */
function persist(game: Game, seen: Stamp | null): Pick<GameStore, 'saveFailed' | 'seen' | 'revision' | 'id'> {
  const record: SavedRecord = {
    id: game.id,
    revision: game.revision,
    startedAt: game.startedAt,
    log: game.setup ? toGameLog(game.setup, game.log) : null,
    undone: game.undone,
  };
  const stamp = { id: game.id, revision: game.revision };
  const saved = writeRecord(record);
  if (saved) announce(stamp);
  return { saveFailed: !saved, seen: saved ? stamp : seen, revision: game.revision, id: game.id };
}

/** The next revision for a change that starts a new game here: after both what is stored and what this window knew. */
function nextRevision(local: number): number {
  return Math.max(storedStamp()?.revision ?? 0, local) + 1;
}

/** Creates a game store; the app uses one (`useGame`), tests make two to play two windows. */
export function createGameStore() {
  return create<GameStore>((set, get) => {
    /** Whether another window changed the saved game since this one last read or wrote it. */
    const behind = () => !sameStamp(storedStamp(), get().seen);

    /** Refuses a change because the game moved on elsewhere, and catches up at once. */
    const refuseBehind = () => {
      adopt();
      set({ movedOn: true, refusal: null });
      return false;
    };

    /** Reads the saved game in full; a save that cannot be resumed is kept untouched and reported. */
    const loadRaw = (raw: string) => {
      const saved = readSavedText(raw);
      const record = saved.kind === 'record' ? saved.record : null;
      const logText = saved.kind === 'unreadable' ? raw : JSON.stringify(saved.kind === 'record' ? saved.record.log : saved.log);
      const loaded = readGameLog(rules(), logText);
      if (!loaded.ok) {
        set({ ...NO_GAME, storageProblem: { raw, message: loaded.message }, seen: storedStamp(), movedOn: false });
        return;
      }
      const game = {
        setup: loaded.log.setup,
        log: loaded.log.actions,
        events: loaded.events,
        state: loaded.state,
        ...tailFrom(loaded.state, record?.undone ?? []),
        startedAt: record?.startedAt ?? null,
        refusal: null,
        holder: null,
        storageProblem: null,
      };
      if (record) {
        set({ ...game, id: record.id, revision: record.revision, seen: { id: record.id, revision: record.revision } });
        return;
      }
      // A save from before records: wrap it under a new id so that every window shares one game; never lose it.
      set({ ...game, ...persist({ ...game, id: newGameId(), revision: 0 }, storedStamp()) });
    };

    /** Adopts the saved game: only the new actions when it is this game grown longer, else a full read. */
    const adopt = () => {
      let raw: string | null;
      try {
        raw = localStorage.getItem(SAVE_KEY);
      } catch {
        return;
      }
      if (raw === null) {
        set({ ...NO_GAME, storageProblem: null, seen: storedStamp(), revision: storedStamp()?.revision ?? get().revision });
        return;
      }
      const saved = readSavedText(raw);
      const { id, state, log, events } = get();
      if (saved.kind === 'record' && saved.record.id === id && state) {
        const actions = (saved.record.log as { actions?: unknown } | null)?.actions;
        if (Array.isArray(actions) && actions.length >= log.length && log.every((a, i) => sameAction(a, actions[i]))) {
          const grown = applyEach(state, actions.slice(log.length));
          if (grown.actions.length === actions.length - log.length) {
            set({
              log: [...log, ...grown.actions],
              events: [...events, ...grown.events],
              state: grown.end,
              ...tailFrom(grown.end, saved.record.undone),
              revision: saved.record.revision,
              seen: { id: saved.record.id, revision: saved.record.revision },
              startedAt: saved.record.startedAt,
              refusal: null,
              holder: null,
            });
            return;
          }
        }
      }
      loadRaw(raw);
    };

    return {
      ...NO_GAME,
      revision: 0,
      movedOn: false,
      seen: null,
      storageProblem: null,
      saveFailed: false,
      start: (setup) => {
        const started = newGame(rules(), setup);
        if (!started.ok) return;
        const game = { setup, log: [], undone: [], id: newGameId(), revision: nextRevision(get().revision), startedAt: new Date().toISOString() };
        set({ ...NO_GAME, ...game, events: [], state: started.state, movedOn: false, storageProblem: null, ...persist(game, get().seen) });
      },
      dispatch: (action) => {
        const { setup, log, events, state, id, revision, startedAt, seen } = get();
        if (!setup || !state || !id) return false;
        if (behind()) return refuseBehind();
        const result = applyAction(rules(), state, action);
        if (!result.ok) {
          set({ refusal: result.error, movedOn: false });
          return false;
        }
        const game = { setup, log: [...log, action], undone: [], id, revision: revision + 1, startedAt };
        set({ ...game, events: [...events, result.events], undoneEvents: [], state: result.state, refusal: null, movedOn: false, holder: null, ...persist(game, seen) });
        return true;
      },
      undoTo: (count) => {
        const { setup, log, events, undone, undoneEvents, state, holder, id, revision, startedAt, seen } = get();
        if (!setup || !state || !id || count < 0 || count >= log.length) return false;
        if (behind()) return refuseBehind();
        const { takeBack } = undoNeeds(state, events, count);
        if (takeBack && holder === opponent(takeBack)) return false;
        const result = replay(rules(), setup, log.slice(0, count));
        if (!result.ok) return false;
        const game = { setup, log: log.slice(0, count), undone: [...log.slice(count), ...undone], id, revision: revision + 1, startedAt };
        set({
          ...game,
          events: result.events,
          undoneEvents: [...events.slice(count), ...undoneEvents],
          state: result.state,
          refusal: null,
          movedOn: false,
          holder: null,
          ...persist(game, seen),
        });
        return true;
      },
      redo: () => {
        const { setup, log, events, undone, undoneEvents, state, id, revision, startedAt, seen } = get();
        const next = undone[0];
        if (!setup || !state || !id || !next) return false;
        if (behind()) return refuseBehind();
        const result = applyAction(rules(), state, next);
        if (!result.ok) {
          set({ refusal: result.error, movedOn: false });
          return false;
        }
        const game = { setup, log: [...log, next], undone: undone.slice(1), id, revision: revision + 1, startedAt };
        set({
          ...game,
          events: [...events, result.events],
          undoneEvents: undoneEvents.slice(1),
          state: result.state,
          refusal: null,
          movedOn: false,
          holder: null,
          ...persist(game, seen),
        });
        return true;
      },
      importText: (text) => {
        const loaded = readGameLog(rules(), text);
        if (!loaded.ok) return loaded.message;
        const game = { setup: loaded.log.setup, log: loaded.log.actions, undone: [], id: newGameId(), revision: nextRevision(get().revision), startedAt: null };
        set({ ...NO_GAME, ...game, events: loaded.events, state: loaded.state, movedOn: false, storageProblem: null, ...persist(game, get().seen) });
        return null;
      },
      clear: () => {
        const revision = nextRevision(get().revision);
        const removed = removeRecord(revision);
        set({ ...NO_GAME, revision, movedOn: false, storageProblem: null, saveFailed: !removed, seen: removed ? { id: null, revision } : get().seen });
        if (removed) announce({ id: null, revision });
      },
      load: () => {
        let raw: string | null;
        try {
          raw = localStorage.getItem(SAVE_KEY);
        } catch {
          return;
        }
        if (raw === null) return;
        loadRaw(raw);
      },
      sync: () => {
        if (!behind()) return false;
        adopt();
        return true;
      },
      showHand: (side) => set({ holder: side }),
      dismissRefusal: () => set({ refusal: null, movedOn: false }),
    };
  });
}

/** The session store: the saved game and its events; the game state is rebuilt by the engine (STYLE: the store holds no rules). */
export const useGame = createGameStore();
