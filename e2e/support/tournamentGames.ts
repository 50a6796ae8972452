/**
 * Prints, as JSON, what the tournament spec opens (issue 37): an event link's payload, the example game at a
 * tournament table (its sheet's link fits a printed QR code) and the longest example at one (its link does not).
 * Run with tsx (`npx tsx e2e/support/tournamentGames.ts`): the engine reads its rules as JSON modules, which
 * Playwright's loader cannot import.
 */
import { bundledPresets, bundledRules, LOG_FORMAT, LOG_VERSION } from '../../src/engine';
import { eventPayload } from '../../src/share/eventLink';
import type { GameRecord } from '../../tests/support/sharedGames';
import { exampleAtTournament, longestAtTournament, SHEET_BASE, TOURNAMENT } from '../../tests/support/tournamentGames';

const file = (name: string, game: GameRecord) => ({ name, text: JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, setup: game.setup, actions: game.actions }) });
const profile = bundledPresets().find((p) => Object.keys(p.profile.values).length > 0)!.profile;

process.stdout.write(
  JSON.stringify({
    base: SHEET_BASE,
    tournament: TOURNAMENT,
    profile: profile.name,
    event: await eventPayload({ event: TOURNAMENT.event!, round: TOURNAMENT.round!, profile }),
    fits: file('tournament.json', exampleAtTournament('digital-2023-waterside.json')),
    long: file('tournament-long.json', longestAtTournament(bundledRules())),
  }),
);
