/**
 * Prints, as JSON, the two games the battle-sheet spec prints: the example whose sheet says the most, and the
 * longest of many random games with the longest names and seed. Run with tsx (`npx tsx e2e/support/sheetGames.ts`):
 * the engine reads its rules as JSON modules, which Playwright's loader cannot import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { bundledRules, LOG_FORMAT, LOG_VERSION, replay, type Action, type Setup } from '../../src/engine';
import { battleSheet, sheetText } from '../../src/ui/sheet/battleSheet';
import { longestGame } from '../../tests/support/longGame';

const rules = bundledRules();

const sized = readdirSync('examples')
  .filter((f) => f.endsWith('.json'))
  .map((name) => {
    const text = readFileSync(`examples/${name}`, 'utf8');
    const log = JSON.parse(text) as { setup: Setup; actions: Action[] };
    const result = replay(rules, log.setup, log.actions);
    const length = result.ok && result.state.stepId === 'done' ? sheetText(battleSheet(rules, result.state, { seed: log.setup.seed ?? null, shareUrl: null })).length : 0;
    return { name, text, length };
  })
  .sort((a, b) => b.length - a.length);

// SHEET_GAMES widens the search (40 random games per edition by default).
const long = longestGame(rules, Number(process.env.SHEET_GAMES ?? 40));
const example = sized[0];
if (!example) throw new Error('no example game');
process.stdout.write(
  JSON.stringify({
    example: { name: example.name, text: example.text },
    long: { name: 'long.json', text: JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, setup: long.setup, actions: long.log }) },
  }),
);
