/**
 * Prints, as JSON, the engine-made share links the round spec pastes: tables of the event played from the examples,
 * one reported mid-game then finished, one reported twice with disagreeing games, one damaged, one of another round.
 * Run with tsx (`npx tsx e2e/support/roundLinks.ts`): the engine reads its rules as JSON modules, which Playwright's loader cannot import.
 */
import { EXAMPLES, ROUND, TOURNAMENT_PROFILE, damaged, reportLink } from '../../tests/support/roundReports';

const links = {
  midGame: await reportLink(EXAMPLES.physical, 1, { count: 30 }),
  finished: await reportLink(EXAMPLES.physical, 1),
  typedOtherProfile: await reportLink(EXAMPLES.intercept, 2, { typed: true, setup: { profile: TOURNAMENT_PROFILE } }),
  disagreeA: await reportLink(EXAMPLES.waterside, 4),
  disagreeB: await reportLink(EXAMPLES.intercept, 4),
  damaged: damaged(await reportLink(EXAMPLES.waterside, 5)),
  otherRound: await reportLink(EXAMPLES.outscouted, 3, { at: { round: ROUND + 1 } }),
};
console.log(JSON.stringify(links));
