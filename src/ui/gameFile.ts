import {
  GameFileSchema,
  LOG_FORMAT,
  LOG_VERSION,
  migrateGameLog,
  newerLogVersion,
  replay,
  seedFingerprint,
  type Action,
  type GameEvent,
  type GameLog,
  type GameState,
  type Refusal,
  type Rules,
  type Setup,
} from '../engine';
import { chanceText, refusalText, setupErrorTexts, wordContext } from './words';

/** A game log made from a setup and its actions (the engine's file format, README "Game log files"). */
export function toGameLog(setup: Setup, actions: readonly Action[]): GameLog {
  return { format: LOG_FORMAT, version: LOG_VERSION, setup, actions: [...actions] };
}

/** A game file that opened, with its log and replayed state, or why it cannot be opened. */
export type LoadedGame = { ok: true; log: GameLog; state: GameState; events: GameEvent[][] } | { ok: false; message: string };

/** What the app drew from the seed, in words ("Every roll and deal"), or null when the players' own cards and dice decided. */
export function seededChanceWords(setup: Pick<Setup, 'cards' | 'dice'>): string | null {
  if (setup.cards === 'digital' && setup.dice === 'digital') return 'Every roll and deal';
  if (setup.dice === 'digital') return 'Every roll';
  return setup.cards === 'digital' ? 'Every deal' : null;
}

/** The sentence shown after a game file opens: its rolls and deals match the seed, which stays hidden until the pre-battle ends. */
export function seedCheckText(state: GameState): string | null {
  const what = seededChanceWords(state.setup);
  if (!what) return null;
  if (state.phase !== 'done') return `${what} so far matches the game's sealed seed.`;
  return `${what} in this file matches its seed (fingerprint ${seedFingerprint(state.setup.seed)}).`;
}

/** Why an action of a file was refused, naming it by its number; an edited roll, shuffle or deal says what the seed gives instead. */
function refusalMessage(rules: Rules, log: { setup: Setup; actions: unknown[] }, index: number, error: Refusal): string {
  if (error.code === 'chanceMismatch') {
    return `Action ${index + 1} does not follow the game's seed: the seed gives ${chanceText(error.params.expected)}, the file says ${chanceText(error.params.got)}.`;
  }
  const before = replay(rules, log.setup, log.actions.slice(0, index));
  return `Action ${index + 1} of the game file is not allowed: ${refusalText(wordContext(rules, before.ok ? before.state : null, log.setup), error)}`;
}

/** Reads a game log from text: JSON, an upgrade of older versions, the log schema, then a replay that checks every roll and deal against the seed. */
export function readGameLog(rules: Rules, text: string): LoadedGame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a game file: it is not valid JSON.' };
  }
  const newer = newerLogVersion(raw);
  if (newer !== null) {
    return { ok: false, message: `This game file was made by a newer version of the app (file version ${newer}; this one reads up to version ${LOG_VERSION}). Update the app to open it.` };
  }
  const parsed = GameFileSchema.safeParse(migrateGameLog(raw));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    return { ok: false, message: `This file is not a game file of this app${where}: ${first?.message ?? 'unknown problem'}.` };
  }
  const result = replay(rules, parsed.data.setup, parsed.data.actions);
  if (!result.ok) {
    if ('errors' in result) {
      const problems = Object.values(setupErrorTexts(result.errors)).map((text) => text.replace(/\.$/, ''));
      return { ok: false, message: `The game file's setup is invalid: ${problems.join('; ')}.` };
    }
    return { ok: false, message: refusalMessage(rules, parsed.data, result.index, result.error) };
  }
  // The replay parsed every action, so the file is a valid game log.
  return { ok: true, log: parsed.data as GameLog, state: result.state, events: result.events };
}
