import { replay, type Action, type GameEvent, type GameState, type StepId, type Setup } from '../../src/engine';
import { makeSetup, playRandomGame } from './randomGame';
import { uiRules } from './uiState';

/** A whole digital game played at random from a typed seed, to cut at any point (tests only). */
export interface TestGame {
  setup: Setup;
  log: Action[];
}

/** A random digital game to the end. */
export function testGame(seed = 'room-test-seed', choices = 'room-choices'): TestGame {
  const setup = makeSetup({ seed });
  return { setup, log: playRandomGame(uiRules, setup, choices).log };
}

/** The game after its first `count` actions, with the events of each. */
export function gameAt(game: TestGame, count: number): { state: GameState; events: GameEvent[][] } {
  const result = replay(uiRules, game.setup, game.log.slice(0, count));
  if (!result.ok) throw new Error('the test game does not replay');
  return { state: result.state, events: result.events };
}

/** How many actions bring the game to `step` (the first time), or to the action after the first event with `code`. */
export function actionsUntil(game: TestGame, test: { stepId?: StepId; code?: GameEvent['code'] }): number {
  const full = replay(uiRules, game.setup, game.log);
  if (!full.ok) throw new Error('the test game does not replay');
  for (let n = 0; n <= game.log.length; n++) {
    if (test.code && full.events[n - 1]?.some((e) => e.code === test.code)) return n;
    if (test.stepId && gameAt(game, n).state.stepId === test.stepId) return n;
  }
  throw new Error(`the test game never reaches ${JSON.stringify(test)}`);
}
