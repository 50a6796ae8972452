import { beforeEach, describe, expect, it } from 'vitest';
import { COLOURS, type RulesProfile } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { readAll, readOne, remove } from '../library/db';
import { createGameStore } from '../store';

/** Every die blank on every face: the digital roll-off (PBS 8.A, ties re-roll) can never be won. */
const allBlank: RulesProfile = { name: 'All blank', values: { dice: Object.fromEntries(COLOURS.map((c) => [c, Array(6).fill('blank')])) } };

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  localStorage.clear();
});

describe('the store stops a decision whose automatic actions never end (issue 28)', () => {
  it('a game started under dice that always tie stores no rolls and says why', async () => {
    const store = createGameStore();
    store.getState().start(makeSetup({ seed: 'ties', profile: allBlank }));
    const { log, refusal, state, id } = store.getState();
    expect(log).toEqual([]);
    expect(state?.stepId).toBe('rollOff');
    expect(refusal?.code).toBe('automaticLimit');
    await store.getState().flush();
    const saved = (await readOne(id!)) as { log: { actions: unknown[] } };
    expect(saved.log.actions).toEqual([]);
  });
});
