import { readFileSync } from 'node:fs';
import { bundledRules, seedFingerprint } from '../src/engine';
import { summary } from '../src/engine/summary';
import { readGameLog, seededChanceWords } from '../src/ui/gameFile';
import { stepNameText } from '../src/ui/words';

/**
 * `npm run replay -- FILE`: upgrades, validates and replays a game log, checking every roll and deal
 * against its game code (the random seed), and prints the battle summary as JSON; a bad file exits 1 with a one-line reason.
 */

/** Text from a file made safe for a terminal: control characters (ESC, C0, C1) are shown as escapes, never sent. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const READ_ERRORS: Record<string, string> = { ENOENT: 'there is no such file', EISDIR: 'it is a folder', EACCES: 'permission denied' };

function fail(message: string): never {
  console.error(printable(message));
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('Usage: npm run replay -- FILE (a game log exported by the app, see README "Game log files").');

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
  fail(`${file}: cannot read it (${READ_ERRORS[code] ?? code}).`);
}

const rules = bundledRules();
const loaded = readGameLog(rules, text);
if (!loaded.ok) fail(`${file}: ${loaded.message}`);
const { state } = loaded;
if (state.stepId !== 'done') console.error(printable(`${file}: the log stops at ${stepNameText(state.stepId)}; the summary is partial.`));
const checked = seededChanceWords(state.setup);
if (checked) console.error(printable(`${file}: ${checked} matches the game code (fingerprint ${seedFingerprint(state.setup.seed)}).`));
// JSON already escapes C0 controls inside strings; each line is made safe for DEL and C1 as well.
console.log(JSON.stringify(summary(rules, state), null, 2).split('\n').map(printable).join('\n'));
