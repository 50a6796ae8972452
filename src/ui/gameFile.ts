import {
  CURRENT_RULES_VERSION,
  GameFileSchema,
  LOG_FORMAT,
  LOG_VERSION,
  fileChecks,
  migrateGameLog,
  newerLogVersion,
  replay,
  rulesForSetup,
  type Action,
  type GameEvent,
  type GameLog,
  type GameState,
  type Refusal,
  type Rules,
  type Setup,
  isFinished,
  usesSeed,
} from '../engine';
import { downloadText, gameFileName } from './game/files';
import { chanceText, codeName, refusalText, setupErrorTexts, wordContext } from './words';
import { fileSchemaProblem } from './words/files';
import { ISSUE_WORDS } from './words/issues';
import { FILE_OPEN_WORDS as W, fileCheckLines } from './words/fileChecks';
import { profileIssuesText } from './words/houseRules';

/** A game log made from a setup and its actions (the engine's file format, README "Game log files"). */
export function toGameLog(setup: Setup, actions: readonly Action[]): GameLog {
  return { format: LOG_FORMAT, version: LOG_VERSION, setup, actions: [...actions] };
}

/** Downloads a game as its game file, named after its players, armies and start day (the export of the game screen and of the library). */
export function exportGameFile(setup: Setup, actions: readonly Action[], startedAt: string | null): void {
  downloadText(gameFileName(setup, startedAt), JSON.stringify(toGameLog(setup, actions), null, 2));
}

/** A game file that opened, with its log and replayed state, or why it cannot be opened. */
export type LoadedGame = { ok: true; log: GameLog; state: GameState; events: GameEvent[][] } | { ok: false; message: string; details: string | null };

/** What a replayed game proves, a line per part (issue 28): the pre-battle, the battle turns, who chose the code, the rules it ran under. */
export function fileCheckTexts(rules: Rules, state: GameState): string[] {
  const scale = rules.scales.scales.find((s) => s.id === state.setup.scale)?.name ?? state.setup.scale;
  return fileCheckLines(fileChecks(state), scale);
}

/** Why an action of a file was refused, naming it by its number; an edited roll, shuffle or deal says what the seed gives instead. */
function refusalMessage(rules: Rules, log: { setup: Setup; actions: unknown[] }, index: number, error: Refusal): string {
  const before = replay(rules, log.setup, log.actions.slice(0, index));
  const ctx = wordContext(rules, before.ok ? before.state : null, log.setup);
  if (error.code === 'chanceMismatch') {
    const code = codeName(error.params.expected);
    return W.notFollowing({ number: index + 1, code, expected: chanceText(ctx, error.params.expected), got: chanceText(ctx, error.params.got) });
  }
  return W.notAllowed({ number: index + 1, why: refusalText(ctx, error) });
}

/** Reads a game log from text: JSON, an upgrade of older versions, the log schema, then a replay that checks every roll and deal against the seed. */
export function readGameLog(rules: Rules, text: string): LoadedGame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: W.notJson, details: error instanceof Error ? error.message : null };
  }
  const newer = newerLogVersion(raw);
  if (newer !== null) {
    return { ok: false, message: W.newer({ version: newer, reads: LOG_VERSION }), details: null };
  }
  const named = (raw as { setup?: { rulesVersion?: unknown } } | null)?.setup?.rulesVersion;
  if (typeof named === 'number' && Number.isInteger(named) && named > CURRENT_RULES_VERSION) {
    return { ok: false, message: W.newerRules({ version: named }), details: ISSUE_WORDS.at({ path: 'setup.rulesVersion', problem: ISSUE_WORDS.newerRules({ version: named, reads: CURRENT_RULES_VERSION }) }) };
  }
  const migrated = migrateGameLog(raw);
  // The profile first: its problems are named by setting, not as a path into the file.
  const made = rulesForSetup(rules, (migrated as { setup?: unknown } | null)?.setup);
  if (!made.ok) {
    return {
      ok: false,
      message: W.badProfile({ issues: profileIssuesText(made.issues) }),
      details: made.issues.map((issue) => ISSUE_WORDS.at({ path: `setup.profile.${issue.path}`, problem: issue.code })).join('\n'),
    };
  }
  const parsed = GameFileSchema.safeParse(migrated);
  if (!parsed.success) return { ok: false, ...fileSchemaProblem(rules, migrated, parsed.error.issues) };
  const result = replay(made.rules, parsed.data.setup, parsed.data.actions);
  if (!result.ok) {
    if ('errors' in result) {
      const problems = Object.values(setupErrorTexts(result.errors)).map((text) => text.replace(/\.$/, ''));
      return { ok: false, message: W.badSetup({ problems: problems.join(W.separator) }), details: Object.keys(result.errors).map((path) => ISSUE_WORDS.at({ path: `setup.${path}`, problem: result.errors[path]?.code ?? '' })).join('\n') };
    }
    return { ok: false, message: refusalMessage(made.rules, parsed.data, result.index, result.error), details: ISSUE_WORDS.at({ path: `actions.${result.index}`, problem: result.error.code }) };
  }
  // Issue 28: a file that lost its game code opens, its draws marked entered, not checked; but a pre-battle still
  // to be dealt and rolled from that code cannot go on without it.
  const { setup } = result.state;
  if (setup.seed === undefined && usesSeed(setup) && !isFinished(result.state)) {
    return { ok: false, message: W.noCodeUnfinished, details: ISSUE_WORDS.at({ path: 'setup.seed', problem: ISSUE_WORDS.noCode }) };
  }
  // The replay parsed every action, so the file is a valid game log.
  return { ok: true, log: parsed.data as GameLog, state: result.state, events: result.events };
}
