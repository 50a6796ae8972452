import { GameLogSchema, LOG_FORMAT, LOG_VERSION, replay, type Action, type GameLog, type GameState, type Rules, type Setup } from '../engine';

/** A game log made from a setup and its actions (the engine's file format, README "Game log files"). */
export function toGameLog(setup: Setup, actions: readonly Action[]): GameLog {
  return { format: LOG_FORMAT, version: LOG_VERSION, setup, actions: [...actions] };
}

export type LoadedGame = { ok: true; log: GameLog; state: GameState } | { ok: false; message: string };

/** Reads a game log from text: JSON, the log schema, then a replay; the message says what is wrong. */
export function readGameLog(rules: Rules, text: string): LoadedGame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a game file: it is not valid JSON.' };
  }
  const parsed = GameLogSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
    return { ok: false, message: `This file is not a game file of this app${where}: ${first?.message ?? 'unknown problem'}.` };
  }
  const result = replay(rules, parsed.data.setup, parsed.data.actions);
  if (!result.ok) {
    if ('errors' in result) return { ok: false, message: `The game file's setup is invalid: ${Object.values(result.errors).join(' ')}` };
    return { ok: false, message: `Action ${result.index + 1} of the game file is not allowed: ${result.error.message}` };
  }
  return { ok: true, log: parsed.data, state: result.state };
}
