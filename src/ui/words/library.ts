import type { StepId, Setup } from '../../engine';
import { isFinished, usesSeed } from '../../engine';
import type { StorageFailure } from '../library/db';
import type { GameSummary } from '../library/entry';
import type { EntryFacts } from '../library/entryFacts';
import type { Persistence } from '../library/persistence';
import { catalogue, msg } from './catalogue';
import { isolateName } from './names';
import { appRulesText } from './rulesVersion';

/** The words of the library's dates, names of games and facts about a game. */
export const GAME_FACT_WORDS = catalogue({
  /** A day and time, e.g. "23 Nov 2026, 14:05". */
  dayTime: msg<{ when: Date }>('{when, date, dayTime}'),
  /** A game named after its players and armies, e.g. "Anna (Later Romans) v Bruno (Sassanids)". */
  players: msg<{ player1: string; army1: string; player2: string; army2: string }>('{player1} ({army1}) v {player2} ({army2})'),
  /** The same with the time it started, e.g. "Anna (Later Romans) v Bruno (Sassanids), 23 Nov 2026, 19:05". */
  playersDated: msg<{ player1: string; army1: string; player2: string; army2: string; when: Date }>(
    '{player1} ({army1}) v {player2} ({army2}), {when, date, dayTime}',
  ),
  finished: 'Finished',
  /** `step` as `stepNameText` names it ("the territory contest"). */
  stoppedAt: msg<{ step: string }>('Stopped at {step}'),
  edition: msg<{ edition: string }>('{edition} edition'),
  /** `rules`: the app rules in words, e.g. "app rules 3, Dec 2026". */
  editionWithRules: msg<{ edition: string; rules: string }>('{edition} edition ({rules})'),
  /** The scales by the names the players use (data/meg/scales.json), for the library, which reads no rules data. */
  scales: { maximus: 'Maximus', magna: 'Magna', pacto: 'Pacto' },
  asPrinted: 'rules as printed',
  profile: msg<{ profile: string }>('profile “{profile}”'),
  /** Between the facts of a line, e.g. "2023 edition · Maximus". */
  separator: ' · ',
  actions: msg<{ count: number }>('{count, plural, one {# action} other {# actions}}'),
  /** Why the browser would not store or read the games. */
  failures: {
    full: 'This device or browser has no room left for it.',
    blocked: 'This browser does not let the app store games (a private window, or a setting that blocks site data).',
    other: 'The browser refused to store it.',
  },
  /** What an unfinished game's file gives away: `secrets` is `rolls` (cards are physical), `hands` (dice are physical) or `all`. */
  exportWarning: msg<{ secrets: 'rolls' | 'hands' | 'all' }>(
    "This file holds the game's sealed game code: anyone who opens it can work out {secrets, select, rolls {every roll still to come} hands {both players' hands and the order of the deck} other {both players' hands, the order of the deck and every roll still to come}}. Keep it to yourselves until the pre-battle is over.",
  ),
  exportWarningBattle:
    "This file holds the battle's sealed battle code: anyone who opens it can work out every weather roll still to come. Keep it to yourselves until the battle is over.",
  /** Whether the browser keeps the games when space runs low. */
  persistence: {
    granted: 'Your games are stored in this browser, and it has agreed to keep them even when space runs low.',
    denied: 'Your games are stored in this browser, which may still clear them if space runs low: export the file of a game you want to be sure to keep.',
    unsupported: 'Your games are stored in this browser; export the file of a game you want to be sure to keep.',
  },
} as const);

const F = GAME_FACT_WORDS;

/** A day and time, e.g. "23 Nov 2026, 14:05"; null for a time that is not one. */
export function dayTimeText(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : F.dayTime({ when: date });
}

/**
 * The name of a game in the library: the players' own, else "Anna (Later Romans) v Bruno (Sassanids), 23 Nov 2026, 19:05"
 * from the time it started (an opened file: the time it was opened), so three games of one pair on one club night are told apart (issue 38).
 */
export function gameTitle(game: { summary: Pick<GameSummary, 'players'>; title: string | null; startedAt: string | null; createdAt: string }, shown: (name: string) => string = (name) => name): string {
  if (game.title !== null && game.title.trim() !== '') return shown(game.title.trim());
  const [a, b] = game.summary.players;
  const names = { player1: shown(a.name), army1: shown(a.army), player2: shown(b.name), army2: shown(b.army) };
  const when = new Date(game.startedAt ?? game.createdAt);
  return Number.isNaN(when.getTime()) ? F.players(names) : F.playersDated({ ...names, when });
}

/** The name of a game as its card's heading shows it: each name isolated when it needs it (issue 28); the plain `gameTitle` names it in labels and the rename field. */
export function gameHeading(game: Parameters<typeof gameTitle>[0]): string {
  return gameTitle(game, isolateName);
}

/** How far a game got: "Finished", or the step it stands at, named by `stepNameText` ("the territory contest"). */
export function stepReachedText(stepId: StepId, stepName: string): string {
  return isFinished({ stepId }) ? F.finished : F.stoppedAt({ step: stepName });
}

/** The rules a saved game is played under, e.g. "2023 edition (app rules 3, Dec 2026) · Maximus · profile “Club night”" (issues 29, 34); what is not known is left out. */
export function gameRulesText(facts: EntryFacts): string {
  const { edition, rulesVersion } = facts;
  const parts = [
    edition && (rulesVersion === null ? F.edition({ edition }) : F.editionWithRules({ edition, rules: appRulesText(rulesVersion) })),
    facts.scale && F.scales[facts.scale],
    facts.profile === undefined ? null : facts.profile === null ? F.asPrinted : F.profile({ profile: facts.profile }),
  ];
  return parts.filter((part) => part).join(F.separator);
}

/** "1 action", "12 actions". */
export function actionsText(count: number): string {
  return F.actions({ count });
}

/** Why the browser would not store or read the games, in words. */
export function failureText(failure: StorageFailure): string {
  return F.failures[failure];
}

/** What an unfinished game's file gives away: the secrets the sealed game code decides, or after the pre-battle the battle code's weather rolls (issue 13). */
export function exportWarning(modes: Pick<Setup, 'cards' | 'dice'>, battleOnly = false): string {
  if (battleOnly) return F.exportWarningBattle;
  return F.exportWarning({ secrets: modes.cards === 'physical' ? 'rolls' : modes.dice === 'physical' ? 'hands' : 'all' });
}

/** Whether an unfinished game's file would give secrets away: during the pre-battle, or while the battle code is sealed. */
export function exportNeedsWarning(modes: Pick<Setup, 'cards' | 'dice'>, stepId: StepId, battleSealed = false): boolean {
  return (usesSeed(modes) && !isFinished({ stepId })) || battleSealed;
}

/** The quiet line on whether the browser keeps the games when space runs low. */
export function persistenceText(persistence: Persistence): string {
  return F.persistence[persistence];
}

/** Every other sentence of the library and of saving games. */
export const LIBRARY_WORDS = catalogue({
  /** `why`: the storage failure in words (`failureText`). */
  readFailed: msg<{ why: string }>('Your saved games could not be read. {why} A new pre-battle still plays; export its game file to keep it.'),
  resume: 'Resume',
  resumeName: msg<{ game: string }>('Resume the pre-battle: {game}'),
  rename: 'Rename',
  renameName: msg<{ game: string }>('Rename {game}'),
  renameLabel: 'Name of this game',
  renameHint: 'Leave it empty to name the game after its players, armies and date again.',
  save: 'Save the name',
  cancel: 'Cancel',
  export: 'Export',
  exportName: msg<{ game: string }>('Export the game file of {game}'),
  exportTitle: 'Export a game that is not over?',
  exportAnyway: 'Export anyway',
  delete: 'Delete',
  deleteName: msg<{ game: string }>('Delete {game}'),
  deleteTitle: msg<{ game: string }>('Delete “{game}”?'),
  deleteText: 'It is removed from this device for good. Export its game file first to keep a copy.',
  deleteUnreadableText: 'It is removed from this device for good. Download the saved data first to keep a copy.',
  deleteConfirm: 'Delete it',
  deleteFailed: msg<{ why: string }>('The game could not be deleted. {why}'),
  renameFailed: msg<{ why: string }>('The new name could not be saved. {why}'),
  lastPlayed: msg<{ when: string }>('last played {when}'),
  unreadableTitle: 'A saved game that cannot be read',
  /** A saved game of a newer log version (issue 34): made by a newer version of the app, never called broken. */
  newerTitle: 'A saved game from a newer version of the app',
  newerEntry: msg<{ version: number; reads: number }>(
    'Made by a newer version of the app: update it (reload the app while online) to open this game. It was saved in game file version {version}; this one reads up to version {reads}.',
  ),
  needsAttention: 'Needs attention:',
  doesNotReplay: msg<{ problem: string }>('this saved game no longer replays, so it cannot be resumed. {problem}'),
  lastSaved: msg<{ when: string }>('Last saved {when}. Its data is kept on this device until you delete it.'),
  unreadableSince: msg<{ when: string }>('Kept since {when}.'),
  unreadableShape: 'The stored data is damaged.',
  /** An old save kept as it was, before the library's check has said why it cannot be opened. */
  keptEntry: 'This save from an earlier version of the app cannot be opened as a game.',
  unreadableShapeAt: msg<{ path: string }>('The stored data is damaged (at {path}).'),
  download: 'Download the saved data',
  /** The data cannot be read, so the app cannot tell whether its game is over: say what it may give away. */
  downloadGivesAway: 'If this game was not over, its data holds the sealed game code, and so both hands and every roll still to come: keep the file to yourselves.',
  downloadName: msg<{ game: string }>('Download the saved data of {game}'),
  opening: 'Opening the game…',
  noGame: 'No pre-battle in progress',
  noGameText: 'Resume one of your games from the home screen, or start a new one.',
  problemTitle: 'The saved game could not be resumed',
  problemKept: 'It is still stored on this device, among your games. Download its data to keep it, or delete it.',
  thisGame: 'this saved game',
  yourGames: 'Your games',
  startNew: 'Start a new pre-battle',
  gone: 'This game is no longer among your games: it was deleted.',
  notAtAddress: 'No saved game in this browser has this address. It was deleted, or the address comes from another browser or device: open its game file there instead.',
  saveFailed: msg<{ why: string }>('This game could not be saved. {why} Export the game file to keep it.'),
  exportNow: 'Export the game file',
  addedNote: 'A new pre-battle is added to your games: the ones you have already are kept.',
  playerPlaceholder: 'e.g. Anna',
  armyPlaceholder: 'e.g. Later Romans',
} as const);
