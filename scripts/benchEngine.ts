import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { applyAction, bundledRules, GameFileSchema, legalActions, LOG_FORMAT, LOG_VERSION, newGame, replay, ruleFiles, type Action, type GameLog, type Setup } from '../src/engine';
import { trustedRules } from '../src/engine/rules';
import { makeSetup, playRandomGame } from '../tests/support/randomGame';
import { buildReplay, REPLAY_BUILT } from './build-replay.mjs';

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const EXAMPLE = 'examples/digital-2023-waterside.json';

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Milliseconds of `run`, median of `runs` after as many warm-up runs. */
function medianMs(runs: number, run: () => void): number {
  for (let i = 0; i < runs; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** A full garbage collection, so the heap figure counts what is still held. */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Seconds a whole `npm run replay -- FILE` process takes (the built CLI, median of `runs`), and a bare `node` start beside it. */
function cliSeconds(runs: number): { cli: number; bare: number } {
  if (!existsSync(REPLAY_BUILT)) throw new Error('build the replay CLI first');
  const time = (args: string[]) =>
    median(
      Array.from({ length: runs }, () => {
        const start = performance.now();
        const done = spawnSync(process.execPath, args, { stdio: 'ignore' });
        if (done.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
        return (performance.now() - start) / 1000;
      }),
    );
  return { cli: time([REPLAY_BUILT, EXAMPLE]), bare: time(['-e', '0']) };
}

/** Engine figures (issue 14): the example game's replay with and without loading the rules, `legalActions` over many random complete games, the replay CLI's whole process, and the heap after a full game. */
export async function benchEngine(line: (label: string, value: string) => void): Promise<void> {
  const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as GameLog;
  const rules = bundledRules();
  const replayed = () => {
    if (!replay(rules, example.setup, example.actions).ok) throw new Error(`${EXAMPLE} did not replay`);
  };
  const loadedAndReplayed = () => {
    if (!replay(trustedRules(ruleFiles), example.setup, example.actions).ok) throw new Error(`${EXAMPLE} did not replay`);
  };
  const games: { setup: Setup; log: Action[] }[] = [];
  for (let i = 0; i < GAMES; i++) {
    const physical = i % 4 === 0;
    const mode = physical ? 'physical' : 'digital';
    const setup = makeSetup({ edition: i % 2 === 0 ? '2023' : '2020', cards: mode, dice: mode, seed: `bench-${i}` });
    games.push({ setup, log: playRandomGame(rules, setup, `bench-choice-${i}`).log });
  }

  let legalMs = 0;
  let calls = 0;
  for (const game of games) {
    const started = newGame(rules, game.setup);
    if (!started.ok) throw new Error('bad setup');
    let state = started.state;
    for (const action of game.log) {
      const t = performance.now();
      legalActions(rules, state);
      legalMs += performance.now() - t;
      calls += 1;
      const next = applyAction(rules, state, action);
      if (!next.ok) throw new Error('a random game did not replay');
      state = next.state;
    }
  }
  const actions = games.reduce((sum, g) => sum + g.log.length, 0);
  const randomReplayMs = medianMs(1, () => games.forEach((g) => replay(rules, g.setup, g.log))) / games.length;

  // The engine's small caches (the last few states) make one game's heap too small to see: 50 games held at
  // once, each with its final state and events, give the size of one.
  const HELD = 50;
  replayed();
  collect();
  const before = process.memoryUsage().heapUsed;
  const held = Array.from({ length: HELD }, () => replay(rules, example.setup, example.actions));
  collect();
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  const gameKb = (process.memoryUsage().heapUsed - before) / 1024 / HELD;
  if (!held.every((game) => game.ok)) throw new Error(`${EXAMPLE} did not replay`);

  await buildReplay();
  const { cli, bare } = cliSeconds(7);

  line('Engine: example game', `${EXAMPLE} (${example.actions.length} actions)`);
  line('Engine: replay, rules loaded', `${medianMs(2000, replayed).toFixed(3)} ms median of 2000 warm runs (target under 0.2 ms)`);
  line('Engine: replay, rules loaded with it', `${medianMs(200, loadedAndReplayed).toFixed(3)} ms median of 200 warm runs (no target)`);
  line('Engine: random complete games', `${games.length} (${(actions / games.length).toFixed(1)} actions each), replay ${randomReplayMs.toFixed(3)} ms mean`);
  line('Engine: legalActions', `${((legalMs / calls) * 1000).toFixed(1)} µs mean over ${calls} calls (target under 10 µs)`);
  line('Engine: npm run replay, whole process', `${cli.toFixed(3)} s median of 7 (target under 0.3 s; a bare node start is ${bare.toFixed(3)} s)`);
  line('Engine: heap after a full game', `${heapMb.toFixed(1)} MB used, a replayed game ${gameKb.toFixed(0)} kB held (no target)`);
}

/** What a player waits for when a very long game file opens: JSON, the file's schema and the replay (which checks each action) of 100,000 roll-off ties and the decider. */
export function benchLongLog(line: (label: string, value: string) => void): void {
  const rules = bundledRules();
  const setup = makeSetup({ cards: 'physical', dice: 'physical', seed: 'long' }, [{ rating: 'competent' }, { rating: 'competent' }]);
  const actions: Action[] = Array.from({ length: 100_000 }, () => ({ type: 'rollOff', faces: ['blank', 'blank'] }));
  actions.push({ type: 'rollOff', faces: ['skull', 'blank'] });
  const text = JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, setup, actions });
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const log = GameFileSchema.parse(JSON.parse(text));
    if (!replay(rules, log.setup, log.actions).ok) throw new Error('the long log did not replay');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  line('Engine: open a 100,001-action game file', `${times[2]!.toFixed(0)} ms median of 5 (target under 1000 ms)`);
}
