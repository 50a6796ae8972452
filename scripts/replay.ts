import { readFileSync } from 'node:fs';
import { bundledRules, deploymentBatches } from '../src/engine';
import { summary } from '../src/engine/summary';
import { readGameLog } from '../src/ui/gameFile';
import { fileCheckTexts } from '../src/ui/words/fileChecks';
import { logProblemText } from '../src/ui/words/logProblem';
import { stepNameText } from '../src/ui/words';

/**
 * `npm run replay -- FILE`: upgrades, validates and replays a game log, checking every roll and deal
 * against its code (the pre-battle's game code, the battle's battle code), says part by part what was
 * checked and what the players entered, and prints the battle summary as JSON; a bad file exits 1 with a one-line reason.
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
if (!loaded.ok) fail(`${file}: ${logProblemText(rules, loaded.problem).message}`);
const { state } = loaded;
if (state.stepId !== 'done') console.error(printable(`${file}: the log stops at ${stepNameText(state.stepId)}; the summary is partial.`));
// What the file proves, part by part: a part the players entered is never said to be checked (issue 28).
for (const line of fileCheckTexts(rules, state)) console.error(printable(`${file}: ${line}`));
// The deployment plan in the rule's order, for display only (issue 38: 10.E's declaration before 10.F-10.G's flank marches,
// as the sheet shows it); each item keeps its plan number (`item`), the one files and `confirmCondition` refer to.
const battle = summary(rules, state);
const finalSteps = rules.editions[state.setup.edition].deployment.finalSteps;
const deployment = deploymentBatches(battle.deployment, finalSteps).flatMap((b) => b.items.map(({ index, item: planItem }) => ({ item: index, ...planItem })));
// JSON already escapes C0 controls inside strings; each line is made safe for DEL and C1 as well.
console.log(JSON.stringify({ ...battle, deployment }, null, 2).split('\n').map(printable).join('\n'));
