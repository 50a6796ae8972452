import { create } from 'zustand';
import {
  bundledRules,
  CURRENT_RULES_VERSION,
  megEngine,
  opponent,
  publicView,
  rulesForSetup,
  type Action,
  type Engine,
  type GameEvent,
  type GameState,
  type PublicView,
  type Refusal,
  type Rules,
  type Setup,
  type Side,
} from '../engine';
import { readGameLog, toGameLog, type LogProblem } from './gameFile';
import { failureOf, readOne, type StorageFailure } from './library/db';
import { readEntry, type GameEntry, type KeptEntry, type ReadEntry } from './library/entry';
import { migrateOldSave } from './library/migrate';
import { openInTab, rememberOpen } from './library/openTab';
import { askPersistenceOnce, type Persistence } from './library/persistence';
import { createSaver } from './library/saver';
import { registerFlush, reportSaveFailed } from './library/saveStatus';
import { gameSummary } from './library/summary';
import { writeStamp } from './sync/notice';
import { newGameId, sameStamp, storedStamp, type Stamp } from './sync/record';
import { gameTitle } from './words/library';

/** A stored game that could not be resumed: kept untouched in the library so the player can download or delete it. */
export interface StorageProblem {
  /** The library entry's id. */
  id: string;
  /** The game's name when the entry still tells it, else null. */
  name: string | null;
  raw: string;
  /**
   * Why, said when shown (src/ui/library/UnreadableGame.tsx): its log cannot be opened, it is an old save kept as it
   * was, or its stored data is damaged (at a path, when known).
   */
  why: { kind: 'log'; problem: LogProblem } | { kind: 'kept'; entry: KeptEntry } | { kind: 'damaged'; path: string | null };
}

/** What the store holds: the saved game (setup, log, the events of each action, the redo tail) and this window's view of it. */
export interface GameStore {
  /** The engine that steps the game: Mortem et Gloriam's registry of steps (a test may give one with a step added, ARCHITECTURE "Add a step"). */
  engine: Engine;
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
  /** Why the last save of this window failed (full, blocked, other); null after a save that worked. */
  saveFailure: StorageFailure | null;
  /** True until this window knows which game it shows (it is read from the library), so no "no game" flashes first. */
  opening: boolean;
  /** The game this window showed (or was asked to open) is no longer in the library: it was deleted. */
  gone: boolean;
  /** Why the library could not be read when this window opened a game. */
  readFailure: StorageFailure | null;
  /** The browser's answer when this window asked, after the first game was stored, to keep the games; null if not asked here. */
  persistence: Persistence | null;
  /**
   * Where, in the log, the results this window has not shown yet begin (the weather, scouting, terrain
   * placed by the app's dice, the territory contest): set by this window's own change, null otherwise.
   */
  resultsFrom: number | null;
  /** The players have read the results shown: the next ones (if any) start at `to`. */
  seeResults: (to: number | null) => void;
  /**
   * Starts a new pre-battle from a valid setup as a new game of the library, open in this window, played under today's app
   * rules (written into its setup, issue 34); no other game is touched.
   */
  start: (setup: Setup) => void;
  /** Sends one action to the engine, then applies what nobody decides (seeded chance, passes with no cards); a refusal is kept to show, the game is unchanged. */
  dispatch: (action: Action) => boolean;
  /** Goes back to the point after `count` actions, keeping the rest to redo; refused while the other player's hand is shown and his own face-down card would be taken back. */
  undoTo: (count: number) => boolean;
  /** Applies the next undone action again. */
  redo: () => boolean;
  /** Opens an imported file as a new game of the library; returns why it cannot be opened and changes nothing on failure. */
  importText: (text: string) => LogProblem | null;
  /** Closes the game in this window; it stays in the library. */
  clear: () => void;
  /** Opens a game of the library in this window, or records why it cannot be resumed. */
  open: (id: string) => Promise<void>;
  /** Opens the game this tab had open, unless this window already shows one (after copying the single save of older versions into the library, once). */
  load: () => Promise<void>;
  /** Catches up with the stored game if another window changed it (reading it in the background); true if it had. */
  sync: () => boolean;
  /** Resolves once every change of this window has been written (or has failed to be). */
  flush: () => Promise<void>;
  /** The revision this window last caught up to from another window's change, while it still shows that revision (null otherwise). */
  adoptedRevision: number | null;
  /**
   * Issue 28: a physical entry that cannot be recorded asks this first. True, with the game-moved-on notice shown (and a
   * catch-up started), when this window is behind, or when what it shows came from another window after `seenRevision`
   * (the revision at the form's last input; null: none since it showed), so the click was aimed at a form that changed under it.
   */
  movedOnSince: (seenRevision: number | null) => boolean;
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

/**
 * The rules a game is played under: the shipped rules with the setup's rules profile applied. A profile
 * the rules refuse gives the shipped rules, and the engine then refuses the setup (`profileMismatch`).
 */
export function rulesFor(setup: unknown, base: Rules = rules()): Rules {
  const made = rulesForSetup(base, setup);
  return made.ok ? made.rules : base;
}

/** What an undo back to `count` actions would take back: a reveal both players have seen, and a face-down card still pending (its owner). */
export function undoNeeds(view: Pick<PublicView, 'committed'>, events: readonly (readonly GameEvent[])[], count: number): { reveal: boolean; takeBack: Side | null } {
  let reveal = false;
  let takeBack: Side | null = null;
  for (let i = events.length - 1; i >= count; i--) {
    for (const event of events[i] ?? []) {
      // An event that showed both secret cards: undoing over it needs both players.
      if (megEngine.reveals(event.code)) reveal = true;
      if (event.code === 'cardCommitted' && takeBack === null && view.committed[event.params.side]) takeBack = event.params.side;
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
function applyEach(engine: Engine, state: GameState, candidates: readonly unknown[]): { actions: Action[]; events: GameEvent[][]; end: GameState } {
  const actions: Action[] = [];
  const events: GameEvent[][] = [];
  let end = state;
  for (const candidate of candidates) {
    const parsed = engine.ActionSchema.safeParse(candidate);
    if (!parsed.success) break;
    const result = engine.applyAction(rulesFor(state.setup), end, parsed.data);
    if (!result.ok) break;
    actions.push(parsed.data);
    events.push(result.events);
    end = result.state;
  }
  return { actions, events, end };
}

/** The redo tail that still applies after `state`, with its events. */
function tailFrom(engine: Engine, state: GameState, candidates: readonly unknown[]): Pick<GameStore, 'undone' | 'undoneEvents'> {
  const { actions, events } = applyEach(engine, state, candidates);
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
  resultsFrom: null,
  adoptedRevision: null,
} satisfies Partial<GameStore>;

type Game = Pick<GameStore, 'setup' | 'log' | 'undone'> & { id: string; revision: number; startedAt: string | null };

/** What an unreadable library entry shows: its name if it still has one, its data as text, and why it cannot be read. */
function problemOf(read: Exclude<ReadEntry, { kind: 'game' }> | { kind: 'game'; entry: GameEntry; problem: LogProblem }): StorageProblem {
  if (read.kind === 'game') return { id: read.entry.id, name: gameTitle(read.entry), raw: JSON.stringify(read.entry, null, 2), why: { kind: 'log', problem: read.problem } };
  if (read.kind === 'kept') return { id: read.entry.id, name: null, raw: read.entry.raw, why: { kind: 'kept', entry: read.entry } };
  return { id: read.id, name: null, raw: read.raw, why: { kind: 'damaged', path: read.path || null } };
}

/** The revision read from storage as this window's `seen`; a notice key left behind (its write failed) is brought up to it. */
function seenStored(entry: GameEntry): Stamp {
  const stamp = storedStamp(entry.id);
  if (!stamp || stamp.revision < entry.revision) writeStamp(entry.id, entry.revision);
  return { id: entry.id, revision: entry.revision };
}

/** The storage fields of a window that has just opened, started or closed a game. */
const SETTLED = { opening: false, gone: false, readFailure: null, storageProblem: null, movedOn: false } satisfies Partial<GameStore>;

/** Creates a game store stepping `engine`; the app uses one (`useGame`), tests make two to play two windows. */
export function createGameStore(engine: Engine = megEngine) {
  return create<GameStore>((set, get) => {
    /** Whether another window stored (or deleted) this game since this one last read or wrote it. */
    const behind = () => {
      const { id, seen } = get();
      return id !== null && !sameStamp(storedStamp(id), seen);
    };

    /** Refuses a change because the game moved on elsewhere, and catches up at once. */
    const refuseBehind = () => {
      set({ movedOn: true, refusal: null });
      void adopt();
      return false;
    };

    /** Writes this window's changes; a write refused because another window stored the game first is a change refused, caught up at once. */
    const saver = createSaver((outcome) => {
      if (outcome.id !== get().id) return;
      if (outcome.kind === 'written') {
        set({ seen: { id: outcome.id, revision: outcome.revision }, saveFailed: false, saveFailure: null });
        void askPersistenceOnce().then((answer) => answer && set({ persistence: answer }));
      } else if (outcome.kind === 'failed') set({ saveFailed: true, saveFailure: outcome.failure });
      else refuseBehind();
    });

    /** The library entry of a game at the moment it is written: the state comes from this window when it is still at that revision, else from a replay. */
    const entryOf = (game: Game, savedAt: string): GameEntry | null => {
      const { setup } = game;
      if (!setup) return null;
      const now = get();
      const replayed = now.id === game.id && now.revision === game.revision && now.state ? null : get().engine.replay(rulesFor(setup), setup, game.log);
      const state = replayed ? (replayed.ok ? replayed.state : null) : now.state;
      if (!state) return null;
      return {
        kind: 'game',
        id: game.id,
        revision: game.revision,
        createdAt: savedAt,
        savedAt,
        startedAt: game.startedAt,
        title: null,
        summary: gameSummary(setup, state, game.log.length),
        log: toGameLog(setup, game.log),
        undone: game.undone,
      };
    };

    /** Queues the game for storing and returns the fields to set now; `seen` moves only once the write is done. */
    const persist = (game: Game, seen: Stamp | null): Pick<GameStore, 'saveFailed' | 'seen' | 'revision' | 'id'> => {
      const savedAt = new Date().toISOString();
      saver.save(game.id, () => entryOf(game, savedAt));
      return { saveFailed: get().saveFailed, seen, revision: game.revision, id: game.id };
    };

    /** Counts the opens, starts and closes: an open that finishes after another of them changes nothing. */
    let openCount = 0;
    let opening: Promise<void> | null = null;

    /** Reads a stored game in full; one that cannot be resumed is kept untouched and reported. */
    const loadEntry = (entry: GameEntry) => {
      const loaded = readGameLog(rules(), JSON.stringify(entry.log));
      if (!loaded.ok) {
        set({ ...NO_GAME, storageProblem: problemOf({ kind: 'game', entry, problem: loaded.problem }), seen: null, opening: false });
        return;
      }
      saver.confirm(entry.id, entry.revision);
      set({
        setup: loaded.log.setup,
        log: loaded.log.actions,
        events: loaded.events,
        state: loaded.state,
        ...tailFrom(get().engine, loaded.state, entry.undone),
        id: entry.id,
        revision: entry.revision,
        seen: seenStored(entry),
        startedAt: entry.startedAt,
        refusal: null,
        holder: null,
        resultsFrom: null,
        storageProblem: null,
        opening: false,
        gone: false,
        readFailure: null,
      });
    };

    /** Shows what is stored under an id: the game, why it cannot be resumed, or that it was deleted. */
    const show = (id: string, value: unknown) => {
      if (value === undefined) {
        rememberOpen(null);
        set({ ...NO_GAME, ...SETTLED, gone: true, seen: null });
        return;
      }
      const read = readEntry(id, value);
      if (read.kind === 'game') loadEntry(read.entry);
      else set({ ...NO_GAME, ...SETTLED, storageProblem: problemOf(read), seen: null });
    };

    /** Catches up with the stored game: only the new actions when it is this game grown longer, else a full read. */
    const adopt = async (): Promise<void> => {
      const id = get().id;
      if (!id) return;
      const count = openCount;
      let value: unknown;
      try {
        value = await readOne(id);
      } catch (error) {
        set({ readFailure: failureOf(error) });
        return;
      }
      if (count !== openCount || get().id !== id) return;
      const read = value === undefined ? null : readEntry(id, value);
      const { state, log, events } = get();
      if (read?.kind === 'game' && state) {
        const stored = read.entry;
        const actions = (stored.log as { actions?: unknown } | null)?.actions;
        if (Array.isArray(actions) && actions.length >= log.length && log.every((a, i) => sameAction(a, actions[i]))) {
          const grown = applyEach(get().engine, state, actions.slice(log.length));
          if (grown.actions.length === actions.length - log.length) {
            saver.confirm(id, stored.revision);
            set({
              log: [...log, ...grown.actions],
              events: [...events, ...grown.events],
              state: grown.end,
              ...tailFrom(get().engine, grown.end, stored.undone),
              revision: stored.revision,
              seen: seenStored(stored),
              startedAt: stored.startedAt,
              refusal: null,
              holder: null,
              // Results are shown by the window that made the change, not by the windows that follow it.
              resultsFrom: null,
              adoptedRevision: stored.revision,
            });
            return;
          }
        }
      }
      show(id, value);
      if (get().id === id) set({ adoptedRevision: get().revision });
    };

    return {
      ...NO_GAME,
      engine,
      revision: 0,
      movedOn: false,
      seen: null,
      storageProblem: null,
      saveFailed: false,
      saveFailure: null,
      opening: true,
      gone: false,
      readFailure: null,
      persistence: null,
      start: (chosen) => {
        const { engine } = get();
        const setup: Setup = { ...chosen, rulesVersion: CURRENT_RULES_VERSION };
        const started = engine.newGame(rulesFor(setup), setup);
        if (!started.ok) return;
        const automatic = engine.advance(rulesFor(setup), started.state);
        const game = { setup, log: automatic.actions, undone: [], id: newGameId(), revision: 1, startedAt: new Date().toISOString() };
        openCount += 1;
        rememberOpen(game.id);
        set({ ...NO_GAME, ...game, events: automatic.events, state: automatic.state, ...SETTLED, refusal: automatic.stopped, ...persist(game, null) });
      },
      dispatch: (action) => {
        const { engine, setup, log, events, state, id, revision, startedAt, seen } = get();
        if (!setup || !state || !id) return false;
        if (behind()) return refuseBehind();
        const result = engine.applyAction(rulesFor(setup), state, action);
        if (!result.ok) {
          set({ refusal: result.error, movedOn: false });
          return false;
        }
        const automatic = engine.advance(rulesFor(setup), result.state);
        if (automatic.stopped) {
          set({ refusal: automatic.stopped, movedOn: false });
          return false;
        }
        const game = { setup, log: [...log, action, ...automatic.actions], undone: [], id, revision: revision + 1, startedAt };
        set({
          ...game,
          events: [...events, result.events, ...automatic.events],
          undoneEvents: [],
          state: automatic.state,
          refusal: null,
          movedOn: false,
          holder: null,
          resultsFrom: log.length,
          ...persist(game, seen),
        });
        return true;
      },
      undoTo: (count) => {
        const { engine, setup, log, events, undone, undoneEvents, state, holder, id, revision, startedAt, seen } = get();
        if (!setup || !state || !id || count < 0 || count >= log.length) return false;
        if (behind()) return refuseBehind();
        const { takeBack } = undoNeeds(publicView(state), events, count);
        if (takeBack && holder === opponent(takeBack)) return false;
        const result = engine.replay(rulesFor(setup), setup, log.slice(0, count));
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
          resultsFrom: null,
          ...persist(game, seen),
        });
        return true;
      },
      redo: () => {
        const { engine, setup, log, events, undone, undoneEvents, state, id, revision, startedAt, seen } = get();
        const next = undone[0];
        if (!setup || !state || !id || !next) return false;
        if (behind()) return refuseBehind();
        const result = engine.applyAction(rulesFor(setup), state, next);
        if (!result.ok) {
          set({ refusal: result.error, movedOn: false });
          return false;
        }
        // What followed by itself (seeded chance, forced passes) comes back with it, as it was.
        const automatic = engine.advance(rulesFor(setup), result.state);
        if (automatic.stopped) {
          set({ refusal: automatic.stopped, movedOn: false });
          return false;
        }
        const tail = automatic.actions.findIndex((a, i) => !sameAction(a, undone[i + 1]));
        const again = tail === -1 ? automatic.actions.length : tail;
        const redone = applyEach(engine, result.state, automatic.actions.slice(0, again));
        const game = { setup, log: [...log, next, ...redone.actions], undone: undone.slice(1 + again), id, revision: revision + 1, startedAt };
        set({
          ...game,
          events: [...events, result.events, ...redone.events],
          undoneEvents: undoneEvents.slice(1 + again),
          state: redone.end,
          refusal: null,
          movedOn: false,
          holder: null,
          ...persist(game, seen),
        });
        return true;
      },
      importText: (text) => {
        const loaded = readGameLog(rules(), text);
        if (!loaded.ok) return loaded.problem;
        const game = { setup: loaded.log.setup, log: loaded.log.actions, undone: [], id: newGameId(), revision: 1, startedAt: null };
        openCount += 1;
        rememberOpen(game.id);
        set({ ...NO_GAME, ...game, events: loaded.events, state: loaded.state, ...SETTLED, ...persist(game, null) });
        return null;
      },
      clear: () => {
        openCount += 1;
        rememberOpen(null);
        set({ ...NO_GAME, ...SETTLED, revision: 0, seen: null, saveFailed: false, saveFailure: null });
      },
      open: (id) => {
        openCount += 1;
        const count = openCount;
        rememberOpen(id);
        set({ ...NO_GAME, ...SETTLED, opening: true, revision: 0, seen: null, saveFailed: false, saveFailure: null });
        const run = async () => {
          let value: unknown;
          try {
            value = await readOne(id);
          } catch (error) {
            if (count === openCount) set({ opening: false, readFailure: failureOf(error) });
            return;
          }
          if (count === openCount) show(id, value);
        };
        opening = run().finally(() => {
          if (count === openCount) opening = null;
        });
        return opening;
      },
      load: () => {
        if (opening) return opening;
        // This window already knows what it shows (a game, why it cannot, or none).
        if (!get().opening) return Promise.resolve();
        const count = openCount;
        return (async () => {
          let copied: string | null = null;
          try {
            copied = await migrateOldSave(rules);
          } catch (error) {
            set({ readFailure: failureOf(error) });
          }
          if (count !== openCount) return;
          const id = openInTab() ?? copied;
          if (id) await get().open(id);
          else set({ opening: false });
        })();
      },
      sync: () => {
        if (!behind()) return false;
        void adopt();
        return true;
      },
      flush: () => saver.flush(),
      movedOnSince: (seenRevision) => {
        if (behind()) {
          refuseBehind();
          return true;
        }
        const { adoptedRevision, revision } = get();
        if (adoptedRevision === null || adoptedRevision !== revision || seenRevision === revision) return false;
        set({ movedOn: true, refusal: null });
        return true;
      },
      showHand: (side) => set({ holder: side }),
      seeResults: (to) => set({ resultsFrom: to }),
      dismissRefusal: () => set({ refusal: null, movedOn: false }),
    };
  });
}

/** The session store: the saved game and its events; the game state is rebuilt by the engine (STYLE: the store holds no rules). */
export const useGame = createGameStore();
// The update banner loads before this store: it learns here whether the last save failed, and waits for the pending one.
registerFlush(() => useGame.getState().flush());
useGame.subscribe((s) => reportSaveFailed(s.saveFailed));
