import {
  CURRENT_RULES_VERSION,
  GameFileSchema,
  LOG_FORMAT,
  LOG_VERSION,
  migrateGameLog,
  newerLogVersion,
  replay,
  rulesForSetup,
  type Action,
  type GameEvent,
  type GameLog,
  type GameState,
  type ProfileIssue,
  type Refusal,
  type Rules,
  type Setup,
  type SetupErrors,
  isFinished,
  usesSeed,
} from '../engine';
import type { SchemaIssue } from '../lib/issues';
import { downloadText, gameFileName } from './game/files';

/** A game log made from a setup and its actions (the engine's file format, README "Game log files"). */
export function toGameLog(setup: Setup, actions: readonly Action[]): GameLog {
  return { format: LOG_FORMAT, version: LOG_VERSION, setup, actions: [...actions] };
}

/** Downloads a game as its game file, named after its players, armies and start day (the export of the game screen and of the library). */
export function exportGameFile(setup: Setup, actions: readonly Action[], startedAt: string | null): void {
  downloadText(gameFileName(setup, startedAt), JSON.stringify(toGameLog(setup, actions), null, 2));
}

/**
 * Why a game log cannot be opened, as facts: the words say it when it is shown (src/ui/words/logProblem.ts), so it is in
 * the language on screen, and a game that only opens needs none of them.
 */
export type LogProblem =
  /** The text is not JSON (`error`: the browser's own message, for "Details"). */
  | { code: 'notJson'; error: string | null }
  /** The log's format version is newer than this app reads. */
  | { code: 'newerLog'; version: number; reads: number }
  /** The game is played under app rules newer than this app's. */
  | { code: 'newerRules'; version: number; reads: number }
  /** Its rules profile has problems. */
  | { code: 'badProfile'; issues: readonly ProfileIssue[] }
  /** It does not match the file format: the data it holds (after the upgrade of older versions) and the schema's issues. */
  | { code: 'notLog'; data: unknown; issues: readonly SchemaIssue[] }
  /** Its setup breaks the setup's rules. */
  | { code: 'badSetup'; errors: SetupErrors }
  /** An action was refused on replay (the `index`th): `rules` are those it was played under, `log` the file's. */
  | { code: 'refused'; rules: Rules; log: { setup: Setup; actions: readonly unknown[] }; index: number; error: Refusal }
  /** It lost its game code before its pre-battle was over. */
  | { code: 'noCodeUnfinished' };

/** A game file that opened, with its log and replayed state, or why it cannot be opened. */
export type LoadedGame = { ok: true; log: GameLog; state: GameState; events: GameEvent[][] } | { ok: false; problem: LogProblem };

/** Reads a game log from text: JSON, an upgrade of older versions, the log schema, then a replay that checks every roll and deal against the seed. */
export function readGameLog(rules: Rules, text: string): LoadedGame {
  const fail = (problem: LogProblem): LoadedGame => ({ ok: false, problem });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail({ code: 'notJson', error: error instanceof Error ? error.message : null });
  }
  const newer = newerLogVersion(raw);
  if (newer !== null) return fail({ code: 'newerLog', version: newer, reads: LOG_VERSION });
  const named = (raw as { setup?: { rulesVersion?: unknown } } | null)?.setup?.rulesVersion;
  if (typeof named === 'number' && Number.isInteger(named) && named > CURRENT_RULES_VERSION) return fail({ code: 'newerRules', version: named, reads: CURRENT_RULES_VERSION });
  const migrated = migrateGameLog(raw);
  // The profile first: its problems are named by setting, not as a path into the file.
  const made = rulesForSetup(rules, (migrated as { setup?: unknown } | null)?.setup);
  if (!made.ok) return fail({ code: 'badProfile', issues: made.issues });
  const parsed = GameFileSchema.safeParse(migrated);
  if (!parsed.success) return fail({ code: 'notLog', data: migrated, issues: parsed.error.issues });
  const result = replay(made.rules, parsed.data.setup, parsed.data.actions);
  if (!result.ok) {
    if ('errors' in result) return fail({ code: 'badSetup', errors: result.errors });
    return fail({ code: 'refused', rules: made.rules, log: parsed.data, index: result.index, error: result.error });
  }
  // Issue 28: a file that lost its game code opens, its draws marked entered, not checked; but a pre-battle still
  // to be dealt and rolled from that code cannot go on without it.
  const { setup } = result.state;
  if (setup.seed === undefined && usesSeed(setup) && !isFinished(result.state)) return fail({ code: 'noCodeUnfinished' });
  // The replay parsed every action, so the file is a valid game log.
  return { ok: true, log: parsed.data as GameLog, state: result.state, events: result.events };
}

/** Why a log cannot be opened, the same in every language: what a library entry keeps of it (`KeptEntry.message`). */
export function logProblemRecord(problem: LogProblem): string {
  switch (problem.code) {
    case 'notJson':
      return `notJson: ${problem.error ?? ''}`;
    case 'newerLog':
    case 'newerRules':
      return `${problem.code}: ${problem.version}`;
    case 'badProfile':
      return `badProfile: ${problem.issues.map((issue) => `${issue.path}: ${issue.code}`).join(', ')}`;
    case 'notLog':
      return `notLog: ${problem.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join(', ')}`;
    case 'badSetup':
      return `badSetup: ${Object.entries(problem.errors).map(([path, error]) => `${path}: ${error?.code ?? ''}`).join(', ')}`;
    case 'refused':
      return `refused: actions.${problem.index}: ${problem.error.code}`;
    case 'noCodeUnfinished':
      return problem.code;
  }
}
