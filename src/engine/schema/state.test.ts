// @vitest-environment node
import { GameStateSchema } from './state';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { physicalSetup, replayStates, rules } from '../../../tests/support/scenario';

describe('GameStateSchema describes every state a game passes through (the types are inferred from it)', () => {
  test.each([
    ['digital cards and dice, 2023', makeSetup({ seed: 'STATE-SCHEMA-1', battleSeed: 'STATE-BATTLE-1' })],
    ['digital, 2020', makeSetup({ seed: 'STATE-SCHEMA-2', edition: '2020' })],
    ['physical cards and dice', physicalSetup()],
  ])('%s', (_name, setup) => {
    const { log } = playRandomGame(rules, setup, `state-schema-${setup.seed}`);
    const refused = replayStates(setup, log)
      .map((state, at) => [at, GameStateSchema.safeParse(state).error?.issues[0]] as const)
      .filter(([, issue]) => issue !== undefined);
    expect(refused).toEqual([]);
  });

  it('is strict: a state with a field it does not name fails', () => {
    const { state } = playRandomGame(rules, makeSetup({ seed: 'STATE-SCHEMA-3' }), 'strict');
    expect(GameStateSchema.safeParse(state).success).toBe(true);
    expect(GameStateSchema.safeParse({ ...state, extra: 1 }).success).toBe(false);
  });
});
