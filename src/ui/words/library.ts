import type { StepId, Setup } from '../../engine';
import { isFinished, usesSeed } from '../../engine';
import type { StorageFailure } from '../library/db';
import type { GameSummary } from '../library/entry';
import type { EntryFacts } from '../library/entryFacts';
import type { Persistence } from '../library/persistence';
import { catalogue } from './catalogue';
import { isolateName } from './names';
import { appRulesText } from './rulesVersion';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A day in the device's calendar, e.g. "23 Nov 2026"; null for a time that is not one. */
export const dayText = catalogue(function dayText(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
});

/** A day and time, e.g. "23 Nov 2026, 14:05". */
export const dayTimeText = catalogue(function dayTimeText(iso: string): string | null {
  const day = dayText(iso);
  if (day === null) return null;
  const date = new Date(iso);
  return `${day}, ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
});

/**
 * The name of a game in the library: the players' own, else "Anna (Later Romans) v Bruno (Sassanids), 23 Nov 2026, 19:05"
 * from the time it started (an opened file: the time it was opened), so three games of one pair on one club night are told apart (issue 38).
 */
export const gameTitle = catalogue(function gameTitle(game: { summary: Pick<GameSummary, 'players'>; title: string | null; startedAt: string | null; createdAt: string }, shown: (name: string) => string = (name) => name): string {
  if (game.title !== null && game.title.trim() !== '') return shown(game.title.trim());
  const [a, b] = game.summary.players;
  const when = dayTimeText(game.startedAt ?? game.createdAt);
  return `${shown(a.name)} (${shown(a.army)}) v ${shown(b.name)} (${shown(b.army)})${when ? `, ${when}` : ''}`;
});

/** The name of a game as its card's heading shows it: each name isolated when it needs it (issue 28); the plain `gameTitle` names it in labels and the rename field. */
export function gameHeading(game: Parameters<typeof gameTitle>[0]): string {
  return gameTitle(game, isolateName);
}

/** How far a game got: "Finished", or the step it stands at, named by `stepNameText` ("the territory contest"). */
export const stepReachedText = catalogue(function stepReachedText(stepId: StepId, stepName: string): string {
  return isFinished({ stepId }) ? 'Finished' : `Stopped at ${stepName}`;
});

/** The scales by the names the players use (data/meg/scales.json), for the library, which reads no rules data. */
const SCALE_WORDS = { maximus: 'Maximus', magna: 'Magna', pacto: 'Pacto' } as const;

/** The rules a saved game is played under, e.g. "2023 edition (app rules 3, Dec 2026) · Maximus · profile “Club night”" (issues 29, 34); what is not known is left out. */
export const gameRulesText = catalogue(function gameRulesText(facts: EntryFacts): string {
  const parts = [
    facts.edition && (facts.rulesVersion === null ? `${facts.edition} edition` : `${facts.edition} edition (${appRulesText(facts.rulesVersion)})`),
    facts.scale && SCALE_WORDS[facts.scale],
    facts.profile === undefined ? null : facts.profile === null ? 'rules as printed' : `profile “${facts.profile}”`,
  ];
  return parts.filter((part) => part).join(' · ');
});

/** "1 action", "12 actions". */
export const actionsText = catalogue(function actionsText(count: number): string {
  return `${count} ${count === 1 ? 'action' : 'actions'}`;
});

/** Why the browser would not store or read the games, in words. */
export const failureText = catalogue(function failureText(failure: StorageFailure): string {
  switch (failure) {
    case 'full':
      return 'This device or browser has no room left for it.';
    case 'blocked':
      return 'This browser does not let the app store games (a private window, or a setting that blocks site data).';
    case 'other':
      return 'The browser refused to store it.';
  }
});

/** What an unfinished game's file gives away: the secrets the sealed game code decides, or after the pre-battle the battle code's weather rolls (issue 13). */
export const exportWarning = catalogue(function exportWarning(modes: Pick<Setup, 'cards' | 'dice'>, battleOnly = false): string {
  if (battleOnly) {
    return "This file holds the battle's sealed battle code: anyone who opens it can work out every weather roll still to come. Keep it to yourselves until the battle is over.";
  }
  const secrets =
    modes.cards === 'physical'
      ? 'every roll still to come'
      : modes.dice === 'physical'
        ? "both players' hands and the order of the deck"
        : "both players' hands, the order of the deck and every roll still to come";
  return `This file holds the game's sealed game code: anyone who opens it can work out ${secrets}. Keep it to yourselves until the pre-battle is over.`;
});

/** Whether an unfinished game's file would give secrets away: during the pre-battle, or while the battle code is sealed. */
export function exportNeedsWarning(modes: Pick<Setup, 'cards' | 'dice'>, stepId: StepId, battleSealed = false): boolean {
  return (usesSeed(modes) && !isFinished({ stepId })) || battleSealed;
}

/** The quiet line on whether the browser keeps the games when space runs low. */
export const persistenceText = catalogue(function persistenceText(persistence: Persistence): string {
  switch (persistence) {
    case 'granted':
      return 'Your games are stored in this browser, and it has agreed to keep them even when space runs low.';
    case 'denied':
      return 'Your games are stored in this browser, which may still clear them if space runs low: export the file of a game you want to be sure to keep.';
    case 'unsupported':
      return 'Your games are stored in this browser; export the file of a game you want to be sure to keep.';
  }
});

/** Every other sentence of the library and of saving games. */
export const LIBRARY_WORDS = catalogue({
  readFailed: (failure: StorageFailure) => `Your saved games could not be read. ${failureText(failure)} A new pre-battle still plays; export its game file to keep it.`,
  resume: 'Resume',
  resumeName: (title: string) => `Resume the pre-battle: ${title}`,
  rename: 'Rename',
  renameName: (title: string) => `Rename ${title}`,
  renameLabel: 'Name of this game',
  renameHint: 'Leave it empty to name the game after its players, armies and date again.',
  save: 'Save the name',
  cancel: 'Cancel',
  export: 'Export',
  exportName: (title: string) => `Export the game file of ${title}`,
  exportTitle: 'Export a game that is not over?',
  exportAnyway: 'Export anyway',
  delete: 'Delete',
  deleteName: (title: string) => `Delete ${title}`,
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteText: 'It is removed from this device for good. Export its game file first to keep a copy.',
  deleteUnreadableText: 'It is removed from this device for good. Download the saved data first to keep a copy.',
  deleteConfirm: 'Delete it',
  deleteFailed: (failure: StorageFailure) => `The game could not be deleted. ${failureText(failure)}`,
  renameFailed: (failure: StorageFailure) => `The new name could not be saved. ${failureText(failure)}`,
  lastPlayed: (when: string) => `last played ${when}`,
  unreadableTitle: 'A saved game that cannot be read',
  /** A saved game of a newer log version (issue 34): made by a newer version of the app, never called broken. */
  newerTitle: 'A saved game from a newer version of the app',
  newerEntry: (version: number, reads: number) =>
    `Made by a newer version of the app: update it (reload the app while online) to open this game. It was saved in game file version ${version}; this one reads up to version ${reads}.`,
  needsAttention: 'Needs attention:',
  doesNotReplay: (problem: string) => `this saved game no longer replays, so it cannot be resumed. ${problem}`,
  lastSaved: (when: string) => `Last saved ${when}. Its data is kept on this device until you delete it.`,
  unreadableSince: (when: string) => `Kept since ${when}.`,
  unreadableShape: (path: string) => `The stored data is damaged${path ? ` (at ${path})` : ''}.`,
  download: 'Download the saved data',
  /** The data cannot be read, so the app cannot tell whether its game is over: say what it may give away. */
  downloadGivesAway: 'If this game was not over, its data holds the sealed game code, and so both hands and every roll still to come: keep the file to yourselves.',
  downloadName: (title: string) => `Download the saved data of ${title}`,
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
  saveFailed: (failure: StorageFailure) => `This game could not be saved. ${failureText(failure)} Export the game file to keep it.`,
  exportNow: 'Export the game file',
  addedNote: 'A new pre-battle is added to your games: the ones you have already are kept.',
  playerPlaceholder: 'e.g. Anna',
  armyPlaceholder: 'e.g. Later Romans',
} as const);
