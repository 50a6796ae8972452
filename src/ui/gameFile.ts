import {
  GameFileSchema,
  LOG_FORMAT,
  LOG_VERSION,
  battleDice,
  migrateGameLog,
  newerLogVersion,
  replay,
  rulesForSetup,
  seedFingerprint,
  type Action,
  type GameEvent,
  type GameLog,
  type GameState,
  type Refusal,
  type Rules,
  type Setup,
} from '../engine';
import { downloadText, gameFileName } from './game/files';
import { chanceText, codeName, refusalText, setupErrorTexts, wordContext } from './words';
import { fileSchemaProblem } from './words/files';
import { profileIssuesText } from './profiles/words';

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
  if (state.stepId !== 'done') return `${what} so far matches the game's sealed game code.`;
  return `${what} in this file matches its game code (fingerprint ${seedFingerprint(state.setup.seed)}).${battleCheckText(state)}`;
}

/** The battle's weather rolls drawn from the battle code (issue 13): checked against it, which stays sealed until the battle is over. */
function battleCheckText(state: GameState): string {
  if (battleDice(state) !== 'battleSeed' || state.battle.turns.length === 0 || !state.setup.battleSeed) return '';
  return state.battle.over
    ? ` Every battle weather roll matches its battle code (fingerprint ${seedFingerprint(state.setup.battleSeed)}).`
    : ' Every battle weather roll so far matches its sealed battle code.';
}

/** Why an action of a file was refused, naming it by its number; an edited roll, shuffle or deal says what the seed gives instead. */
function refusalMessage(rules: Rules, log: { setup: Setup; actions: unknown[] }, index: number, error: Refusal): string {
  if (error.code === 'chanceMismatch') {
    const code = codeName(error.params.expected);
    return `Action ${index + 1} does not follow the ${code}: the ${code} gives ${chanceText(error.params.expected)}, the file says ${chanceText(error.params.got)}.`;
  }
  const before = replay(rules, log.setup, log.actions.slice(0, index));
  return `Action ${index + 1} of the game file is not allowed: ${refusalText(wordContext(rules, before.ok ? before.state : null, log.setup), error)}`;
}

/** Reads a game log from text: JSON, an upgrade of older versions, the log schema, then a replay that checks every roll and deal against the seed. */
export function readGameLog(rules: Rules, text: string): LoadedGame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: 'This file is not a game file: it is not valid JSON.', details: error instanceof Error ? error.message : null };
  }
  const newer = newerLogVersion(raw);
  if (newer !== null) {
    return { ok: false, message: `This game file was made by a newer version of the app (file version ${newer}; this one reads up to version ${LOG_VERSION}). Update the app to open it.`, details: null };
  }
  const migrated = migrateGameLog(raw);
  // The profile first: its problems are named by setting, not as a path into the file.
  const made = rulesForSetup(rules, (migrated as { setup?: unknown } | null)?.setup);
  if (!made.ok) {
    return {
      ok: false,
      message: `The game file's rules profile cannot be used: ${profileIssuesText(made.issues)}`,
      details: made.issues.map((issue) => `at setup.profile.${issue.path}: ${issue.code}`).join('\n'),
    };
  }
  const parsed = GameFileSchema.safeParse(migrated);
  if (!parsed.success) return { ok: false, ...fileSchemaProblem(rules, migrated, parsed.error.issues) };
  const result = replay(made.rules, parsed.data.setup, parsed.data.actions);
  if (!result.ok) {
    if ('errors' in result) {
      const problems = Object.values(setupErrorTexts(result.errors)).map((text) => text.replace(/\.$/, ''));
      return { ok: false, message: `The game file's setup is invalid: ${problems.join('; ')}.`, details: Object.keys(result.errors).map((path) => `at setup.${path}: ${result.errors[path]?.code}`).join('\n') };
    }
    return { ok: false, message: refusalMessage(made.rules, parsed.data, result.index, result.error), details: `at actions.${result.index}: ${result.error.code}` };
  }
  // The replay parsed every action, so the file is a valid game log.
  return { ok: true, log: parsed.data as GameLog, state: result.state, events: result.events };
}
