import {
  GameFileSchema,
  STEP_IDS,
  fileChecks,
  isFinished,
  migrateGameLog,
  newGame,
  newerLogVersion,
  publicView,
  replay,
  replaying,
  rulesForSetup,
  usesSeed,
  type Action,
  type PublicView,
  type Rules,
  type Setup,
  type StepId,
  TournamentSchema,
  type Tournament,
} from '../engine';
import { readShared } from '../share/link';
import { canonicalJson, profileContent } from './canonical';
import type { ReportRecord } from './schema';

/**
 * How a report's rolls and deals were decided (issue 37, flag 1): drawn again from the revealed code (`checked`), entered
 * by the players at the table (`physical`, not flagged), or not checkable: a typed code anyone could know, a file or
 * link without its code, or the code still sealed (a link of an unfinished game).
 */
export type ChanceFinding = 'checked' | 'physical' | 'typedCode' | 'noCode' | 'sealed';

/** What a report that opened tells: where it was played, by whom, how far, and what could be checked. */
export interface ReportFacts {
  ok: true;
  record: ReportRecord;
  tournament: Tournament;
  /** The room's view of the game at the point reported: what the table shows, in the sheet's words. */
  view: PublicView;
  /** Each action as canonical JSON, or null for a view link (an unfinished digital game), which carries none. */
  actions: string[] | null;
  /** The room's view after each action (canonical JSON), for matching a view link against a whole game: null for a view. */
  views: string[] | null;
  stepId: StepId;
  finished: boolean;
  chance: ChanceFinding;
  /** The battle's weather rolls shown as given: digital dice whose battle code did not come with the report (flag 1). */
  battleUnchecked: number;
  rulesVersion: number;
  /** The rules profile's content as canonical JSON (flag 2), or null for the seeds' numbers. */
  profileKey: string | null;
  /** The same report whatever way it came (a link or a file of one game): equal keys are one report. */
  key: string;
}

/** Why a report did not open (flag 5): its checksum (damage), its replay (the rules refused it), or not a report at all, or a newer app's. */
export type ReportFailure = 'checksum' | 'replay' | 'unreadable' | 'newer';

export interface FailedReport {
  ok: false;
  record: ReportRecord;
  reason: ReportFailure;
  /** Where the game said it was played, when its setup could be read before the replay failed. */
  tournament: Tournament | null;
}

export type ReadReport = ReportFacts | FailedReport;

const tournamentOf = (setup: unknown): Tournament => {
  const parsed = TournamentSchema.safeParse((setup as { tournament?: unknown } | null)?.tournament);
  return parsed.success ? parsed.data : {};
};

interface Replayed {
  setup: Setup;
  actions: readonly Action[];
  view: PublicView;
  views: string[];
  finished: boolean;
}

function gameFacts(record: ReportRecord, game: Replayed, chance: ChanceFinding, battleUnchecked: number): ReportFacts {
  const { view } = game;
  const actions = game.actions.map((a) => canonicalJson(a));
  return {
    ok: true,
    record,
    tournament: tournamentOf(game.setup),
    view,
    actions,
    views: game.views,
    stepId: view.stepId,
    finished: game.finished,
    chance,
    battleUnchecked,
    rulesVersion: view.setup.rulesVersion ?? 0,
    profileKey: profileContent(view.setup.profile),
    key: canonicalJson(['game', canonicalJson(view.setup), canonicalJson(tournamentOf(game.setup)), actions]),
  };
}

/** The room's view after each action of a replayed game, so a view link reported earlier is found among them. */
function viewsAlong(rules: Rules, setup: Setup, actions: readonly Action[]): string[] {
  const started = newGame(rules, setup);
  if (!started.ok) return [];
  const run = replaying(rules, started.state);
  const views = [canonicalJson(publicView(run.state))];
  for (const action of actions) {
    if (!run.apply(action).ok) break;
    views.push(canonicalJson(publicView(run.state)));
  }
  return views;
}

/** How a game's pre-battle chance was decided, from its setup and whether its code was drawn again. */
function chanceOf(setup: { cards: string; dice: string; seedSource: string }, codeChecked: boolean): ChanceFinding {
  if (!usesSeed(setup as Parameters<typeof usesSeed>[0])) return 'physical';
  if (!codeChecked) return 'noCode';
  return setup.seedSource === 'typed' ? 'typedCode' : 'checked';
}

async function readLink(rules: Rules, record: ReportRecord): Promise<ReadReport> {
  const read = await readShared(rules, record.text);
  if (!read.ok) {
    if (read.reason === 'refused') return { ok: false, record, reason: 'replay', tournament: tournamentOf(read.state.setup) };
    const reason: ReportFailure = read.reason === 'damaged' ? 'checksum' : read.reason === 'newerVersion' ? 'newer' : read.reason === 'setupInvalid' || read.reason === 'invalid' ? 'replay' : 'unreadable';
    return { ok: false, record, reason, tournament: null };
  }
  const { battle } = read;
  if (battle.kind === 'view') {
    const { view } = battle;
    return {
      ok: true,
      record,
      tournament: tournamentOf(view.setup),
      view,
      actions: null,
      views: null,
      stepId: view.stepId,
      finished: false,
      chance: usesSeed(view.setup) ? 'sealed' : 'physical',
      battleUnchecked: 0,
      rulesVersion: view.setup.rulesVersion ?? 0,
      profileKey: profileContent(view.setup.profile),
      key: canonicalJson(['view', canonicalJson(view)]),
    };
  }
  const made = rulesForSetup(rules, battle.log.setup);
  if (!made.ok) return { ok: false, record, reason: 'replay', tournament: tournamentOf(battle.log.setup) };
  const { setup } = battle.state;
  // A link never carries the battle code: the app's weather dice of its battle turns are shown as given (issue 38).
  const battleUnchecked = setup.dice === 'digital' ? battle.view.battle.turns.length : 0;
  const game = { setup, actions: battle.log.actions, view: battle.view, views: viewsAlong(made.rules, setup, battle.log.actions), finished: isFinished(battle.state) };
  return gameFacts(record, game, chanceOf(setup, battle.seedChecked), battleUnchecked);
}

function readFile(rules: Rules, record: ReportRecord): ReadReport {
  let raw: unknown;
  try {
    raw = JSON.parse(record.text);
  } catch {
    return { ok: false, record, reason: 'unreadable', tournament: null };
  }
  if (newerLogVersion(raw) !== null) return { ok: false, record, reason: 'newer', tournament: null };
  const parsed = GameFileSchema.safeParse(migrateGameLog(raw));
  if (!parsed.success) return { ok: false, record, reason: 'unreadable', tournament: null };
  const { setup, actions } = parsed.data;
  const made = rulesForSetup(rules, setup);
  const run = made.ok ? replay(made.rules, setup, actions) : null;
  if (!made.ok || !run?.ok) return { ok: false, record, reason: 'replay', tournament: tournamentOf(setup) };
  const checks = fileChecks(run.state);
  const battleRolls = checks.battle?.rolls;
  const battleUnchecked = battleRolls?.kind === 'entered' && battleRolls.why === 'noCode' ? (checks.battle?.turns ?? 0) : 0;
  const codeChecked = setup.seed !== undefined;
  // The replay parsed every action.
  const played = actions as Action[];
  const game = { setup: run.state.setup, actions: played, view: publicView(run.state), views: viewsAlong(made.rules, run.state.setup, played), finished: isFinished(run.state) };
  return gameFacts(record, game, chanceOf(setup, codeChecked), battleUnchecked);
}

/** Reads a report (a pasted link, whatever address precedes its `#/shared/` part, or a game file) and replays it with the app's own code. */
export function readReport(rules: Rules, record: ReportRecord): Promise<ReadReport> {
  return record.source === 'link' ? readLink(rules, record) : Promise.resolve(readFile(rules, record));
}

/** The order of the pre-battle's steps, for saying which of two views reached further. */
export const stepOrder = (step: StepId): number => STEP_IDS.indexOf(step);
