// Copied into the earlier build's worktree and run there with that build's own tsx: it replays each game file
// with that build's engine (its src/engine/index.ts, never today's) and prints, as JSON, each file's public view.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const engine = await import(pathToFileURL(resolve('src/engine/index.ts')).href);
const rules = engine.bundledRules();
const results = {};
for (const file of process.argv.slice(2)) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const log = typeof engine.migrateGameLog === 'function' ? engine.migrateGameLog(raw) : raw;
  // A game under a rules profile is replayed with the rules that profile makes, where the build has profiles.
  const made = typeof engine.rulesForSetup === 'function' ? engine.rulesForSetup(rules, log.setup) : { ok: true, rules };
  const replayed = made.ok ? engine.replay(made.rules, log.setup, log.actions) : { ok: false, profile: made };
  results[file] = replayed.ok ? { ok: true, publicView: engine.publicView(replayed.state) } : { ok: false, failure: replayed };
}
process.stdout.write(JSON.stringify(results));
