import { readFileSync } from 'node:fs';
import { bundledRules, GameLogSchema, phaseName, replay, summary } from '../src/engine';

/** `npm run replay -- FILE`: validates a game log, replays it and prints the battle summary as JSON. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('Usage: npm run replay -- FILE (a game log exported by the app, see README "Game log files").');

let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file}: cannot read it as JSON (${(error as Error).message}).`);
}

const parsed = GameLogSchema.safeParse(raw);
if (!parsed.success) {
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`);
  fail(`${file}: not a valid game log.\n${issues.join('\n')}`);
}

const rules = bundledRules();
const result = replay(rules, parsed.data.setup, parsed.data.actions);
if (!result.ok) {
  if (result.index < 0) fail(`${file}: the setup is invalid: ${JSON.stringify('errors' in result ? result.errors : {})}`);
  const action = parsed.data.actions[result.index];
  fail(`${file}: action ${result.index + 1} (${JSON.stringify(action)}) is illegal: ${'error' in result ? result.error.message : ''}`);
}
const state = result.state;
if (state.phase !== 'done') console.error(`${file}: the log stops at ${phaseName(state.phase)}; the summary is partial.`);
console.log(JSON.stringify(summary(rules, state), null, 2));
