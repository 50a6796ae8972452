/**
 * Every message of a language in one table, for a translator (ARCHITECTURE.md "Words"): `npm run messages` (English)
 * or `npm run messages -- --lang <code>`. Each step's messages live in its folder (src/engine/steps/<step>/words.ts,
 * a language's own beside it as words.<code>.ts); a row gives the step, the kind (an event, a refusal or a chance
 * action's outcome), the code, the message as written with its named parameters, and for events a sentence from the
 * bundled example games. Prints Markdown; nothing is written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { bundledRules, megEngine, messageText, type GameEvent, type Message, type StepTranslation, type StepWords } from '../src/engine';
import { isLanguage, LANGUAGES, speak } from '../src/ui/words/language';
import { stepTextOf, translateSteps } from '../src/ui/words/translations';
import { MEG_STEPS } from '../src/engine/steps/registry';
import { logProblemRecord, readGameLog } from '../src/ui/gameFile';
import { wordContext } from '../src/ui/words/context';
import { sayStepMessage } from '../src/ui/words/say';

const EXAMPLES = ['digital-2023-waterside', 'intercept-2023', 'outscouted-2020', 'physical-2020', 'table-positions-2020'];

const lang = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : 'en';
if (!isLanguage(lang)) {
  console.error(`No messages in "${lang}": the languages are ${LANGUAGES.join(', ')}.`);
  process.exit(2);
}
// Another language's texts: each step's words.<lang>.ts, registered as the app registers them when the language is chosen.
if (lang !== 'en') {
  for (const dir of readdirSync('src/engine/steps')) {
    const file = `src/engine/steps/${dir}/words.${lang}.ts`;
    if (existsSync(file)) translateSteps(lang, ((await import(`../${file}`)) as { default: StepTranslation }).default);
  }
  speak(lang);
}

const rules = bundledRules();
/** One sentence per event code, from the first example game that emits it. */
const examples = new Map<string, string>();
for (const name of EXAMPLES) {
  const played = readGameLog(rules, readFileSync(`examples/${name}.json`, 'utf8'));
  if (!played.ok) throw new Error(`examples/${name}.json does not open: ${logProblemRecord(played.problem)}`);
  const ctx = wordContext(rules, played.state, played.state.setup);
  for (const event of played.events.flat() as GameEvent[]) {
    if (examples.has(event.code)) continue;
    const message = megEngine.words.events[event.code] as Message<typeof event.params>;
    examples.set(event.code, sayStepMessage(ctx, message, event.params));
  }
}

/** A message as written in the language asked: its text with its named parameters, on one line. */
const written = (message: Message<never>) => (stepTextOf(lang, message) ?? messageText(message)).replace(/\s+/g, ' ').trim();
const cell = (text: string) => text.replaceAll('|', '\\|');

const rows: string[] = ['| step | kind | code | message as written | example |', '| --- | --- | --- | --- | --- |'];
for (const step of [...MEG_STEPS.steps, { id: 'anyStep', words: MEG_STEPS.anyStep.words }]) {
  const words: StepWords = step.words;
  for (const kind of ['events', 'refusals', 'chance'] as const) {
    for (const [code, message] of Object.entries(words[kind])) {
      rows.push(`| ${step.id} | ${kind} | ${code} | ${cell(written(message as Message<never>))} | ${cell(kind === 'events' ? (examples.get(code) ?? '') : '')} |`);
    }
  }
}
console.log(`# Every step message in "${lang}" (${rows.length - 2})\n`);
console.log(rows.join('\n'));
