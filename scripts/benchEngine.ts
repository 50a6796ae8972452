import { performance } from 'node:perf_hooks';
import { applyAction, bundledRules, GameFileSchema, legalActions, LOG_FORMAT, LOG_VERSION, newGame, replay, type Action, type Setup } from '../src/engine';
import { makeSetup, playRandomGame } from '../tests/support/randomGame';

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);

/** Engine figures over many random complete games: replay time per game and legalActions time per call. */
export function benchEngine(line: (label: string, value: string) => void): void {
  const rules = bundledRules();
  const games: { setup: Setup; log: Action[] }[] = [];
  for (let i = 0; i < GAMES; i++) {
    const physical = i % 4 === 0;
    const mode = physical ? 'physical' : 'digital';
    const setup = makeSetup({ edition: i % 2 === 0 ? '2023' : '2020', cards: mode, dice: mode, seed: `bench-${i}` });
    games.push({ setup, log: playRandomGame(rules, setup, `bench-choice-${i}`).log });
  }

  const replayStart = performance.now();
  for (const game of games) {
    if (!replay(rules, game.setup, game.log).ok) throw new Error('a random game did not replay');
  }
  const replayMs = (performance.now() - replayStart) / games.length;

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
  line('Engine: random complete games', `${games.length} (${(actions / games.length).toFixed(1)} actions each)`);
  line('Engine: replay one complete pre-battle', `${replayMs.toFixed(3)} ms mean (target well under 1 ms)`);
  line('Engine: legalActions', `${((legalMs / calls) * 1000).toFixed(1)} µs mean over ${calls} calls (target under 50 µs)`);
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
