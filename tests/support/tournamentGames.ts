import { readFileSync } from 'node:fs';
import type { GameLog, Rules, Setup, Tournament } from '../../src/engine';
import { fullBattle, type GameRecord } from './sharedGames';

/** A public address as long as a club's own site or a project page gives (as tests/share/sheetLinkV3.test.ts measures with). */
export const SHEET_BASE = 'https://wargames-club.github.io/pre-battle-wizard/';

/** The most a tournament adds (issue 37): a 24-letter event, a round and a table. */
export const TOURNAMENT: Tournament = { event: 'Britcon Ancients Open 27', round: 3, table: 16 };

/** Names as players and armies have them: 30 letters each for the players, over 30 for the armies, an apostrophe in one. */
const PLAYERS = ['Maximilian Fitzgerald-Hartwell', 'Anne-Sophie Vandenberghe Dubois'.slice(0, 30)] as const;
const ARMIES = ['Later Imperial Roman Field Army', "Alexander's Macedonian Successors"] as const;

/** A game at a tournament table, with 30-letter names and long army names, under the app rules it was played under. */
export function atTournament(record: GameRecord, tournament: Tournament = TOURNAMENT): GameRecord {
  const setup: Setup = {
    ...record.setup,
    rulesVersion: record.setup.rulesVersion ?? 3,
    players: [
      { name: PLAYERS[0], army: { ...record.setup.players[0].army, name: ARMIES[0] } },
      { name: PLAYERS[1], army: { ...record.setup.players[1].army, name: ARMIES[1] } },
    ],
    tournament,
  };
  return { setup, actions: record.actions };
}

/** An example game as it is, at a tournament table. */
export function exampleAtTournament(name: string): GameRecord {
  return atTournament(JSON.parse(readFileSync(`examples/${name}`, 'utf8')) as GameLog);
}

/**
 * The longest sheet link of the bench's examples (tests/share/sheetLinkV3.test.ts: table-positions-2020 with 12 battle
 * turns and every position, 391 characters), at a tournament table: 415 characters, over the QR code the sheet prints.
 */
export function longestAtTournament(rules: Rules): GameRecord {
  return atTournament(fullBattle(rules, JSON.parse(readFileSync('examples/table-positions-2020.json', 'utf8')) as GameLog));
}
