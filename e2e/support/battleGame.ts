/**
 * Prints, as JSON, a finished digital game with 3 battle turns drawn from its battle code, for the library spec's
 * file checks. Run with tsx (`npx tsx e2e/support/battleGame.ts`): the engine reads its rules as JSON modules,
 * which Playwright's loader cannot import.
 */
import { watersideWithBattle } from '../../tests/support/battleFile';

console.log(JSON.stringify(watersideWithBattle({ turns: 3 })));
