import { create } from 'zustand';
import { applyAction, bundledRules, newGame, replay, type Action, type GameState, type Refusal, type Rules, type Setup } from '../engine';
import { readGameLog, toGameLog } from './gameFile';
import { SAVE_KEY } from './saveKey';

/** Saved data that could not be resumed: kept untouched so the player can download it. */
export interface StorageProblem {
  raw: string;
  message: string;
}

interface GameStore {
  setup: Setup | null;
  log: Action[];
  state: GameState | null;
  refusal: Refusal | null;
  storageProblem: StorageProblem | null;
  saveFailed: boolean;
  /** Starts a new pre-battle from a valid setup. */
  start: (setup: Setup) => void;
  /** Sends one action to the engine; a refusal is kept to show, the game is unchanged. */
  dispatch: (action: Action) => boolean;
  /** Goes back to the point after `count` actions. */
  undoTo: (count: number) => void;
  /** Replaces the game with an imported file; returns an error message and changes nothing on failure. */
  importText: (text: string) => string | null;
  /** Forgets the game in progress (and any unreadable save). */
  clear: () => void;
  /** Reads the saved game, or records why it cannot be resumed. */
  load: () => void;
  dismissRefusal: () => void;
}

let rulesCache: Rules | null = null;
/** The shipped rules, parsed once on first use. */
export function rules(): Rules {
  rulesCache ??= bundledRules();
  return rulesCache;
}

function save(setup: Setup | null, log: Action[]): boolean {
  try {
    if (setup) localStorage.setItem(SAVE_KEY, JSON.stringify(toGameLog(setup, log)));
    else localStorage.removeItem(SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The session store: setup and action log only; the game state is rebuilt by the engine (STYLE: the store holds no rules). */
export const useGame = create<GameStore>((set, get) => ({
  setup: null,
  log: [],
  state: null,
  refusal: null,
  storageProblem: null,
  saveFailed: false,
  start: (setup) => {
    const started = newGame(rules(), setup);
    if (!started.ok) return;
    set({ setup, log: [], state: started.state, refusal: null, storageProblem: null, saveFailed: !save(setup, []) });
  },
  dispatch: (action) => {
    const { setup, log, state } = get();
    if (!setup || !state) return false;
    const result = applyAction(rules(), state, action);
    if (!result.ok) {
      set({ refusal: result.error });
      return false;
    }
    const next = [...log, action];
    set({ log: next, state: result.state, refusal: null, saveFailed: !save(setup, next) });
    return true;
  },
  undoTo: (count) => {
    const { setup, log } = get();
    if (!setup || count < 0 || count >= log.length) return;
    const kept = log.slice(0, count);
    const result = replay(rules(), setup, kept);
    if (!result.ok) return;
    set({ log: kept, state: result.state, refusal: null, saveFailed: !save(setup, kept) });
  },
  importText: (text) => {
    const loaded = readGameLog(rules(), text);
    if (!loaded.ok) return loaded.message;
    set({ setup: loaded.log.setup, log: loaded.log.actions, state: loaded.state, refusal: null, storageProblem: null, saveFailed: !save(loaded.log.setup, loaded.log.actions) });
    return null;
  },
  clear: () => {
    set({ setup: null, log: [], state: null, refusal: null, storageProblem: null, saveFailed: !save(null, []) });
  },
  load: () => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(SAVE_KEY);
    } catch {
      return;
    }
    if (raw === null) return;
    const loaded = readGameLog(rules(), raw);
    if (!loaded.ok) {
      set({ storageProblem: { raw, message: loaded.message } });
      return;
    }
    set({ setup: loaded.log.setup, log: loaded.log.actions, state: loaded.state, storageProblem: null });
  },
  dismissRefusal: () => set({ refusal: null }),
}));
