/**
 * Prints, as JSON, the sixteen-table round the photo test fills (issue 37, "Tests"): the game file of each battle sheet
 * it prints and photographs, with the table it was played at, and the share link of the game first reported mid-game.
 * Table 1 is reported mid-game then finished; 2 played with a typed code under another rules profile; 4 reported twice
 * by two games that disagree; 5 not reported; 8 played under older app rules than the rest; the other tables' digital
 * and physical games as they are; one sheet of another round. Run with tsx (`npx tsx e2e/support/roundSheets.ts`): the engine reads its rules as JSON modules.
 */
import { LOG_FORMAT, LOG_VERSION, type GameLog } from '../../src/engine';
import { EVENT, EXAMPLES, ROUND, reportGame, reportLink, type ReportOptions } from '../../tests/support/roundReports';

/** A club's own profile, short (a preset's long note would take its sheet's link past what a printed code holds). */
const CLUB_PROFILE = { name: 'Club rules', values: { flankSector: 8 } };

const file = (name: string, log: GameLog, table: number | null, options: ReportOptions = {}) => ({
  name,
  table,
  text: JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, ...reportGame(log, table, options) }),
});

const others = [EXAMPLES.waterside, EXAMPLES.physical, EXAMPLES.intercept];
/** Table 8 plays the one example of app rules 1 (the others are of app rules 2): flag 7. */
const exampleAt = (table: number) => (table === 8 ? EXAMPLES.outscouted : others[table % others.length]!);

process.stdout.write(
  JSON.stringify({
    event: EVENT,
    round: ROUND,
    midGame: await reportLink(EXAMPLES.physical, 1, { count: 30 }),
    sheets: [
      file('table-1.json', EXAMPLES.physical, 1),
      file('table-2.json', EXAMPLES.intercept, 2, { typed: true, setup: { profile: CLUB_PROFILE } }),
      file('table-3.json', EXAMPLES.waterside, 3),
      file('table-4a.json', EXAMPLES.waterside, 4),
      file('table-4b.json', EXAMPLES.intercept, 4),
      ...Array.from({ length: 11 }, (_, i) => file(`table-${i + 6}.json`, exampleAt(i + 6), i + 6)),
      file('other-round.json', EXAMPLES.outscouted, 3, { at: { round: ROUND + 1 } }),
    ],
  }),
);
