// @vitest-environment node
import { advance, chanceAction, replay, rulesForSetup, type Action, type Rules, type RulesProfile, type Setup } from '..';
import { makeSetup } from '../../../tests/support/randomGame';
import { rules as shipped, start, step } from '../../../tests/support/scenario';
import { COLOURS } from '../schema/vocab';

/** A profile whose every die shows a blank on every face: the roll-off (PBS 8.A, ties re-roll) can never be won. */
const allBlank: RulesProfile = { name: 'All blank', values: { dice: Object.fromEntries(COLOURS.map((c) => [c, Array(6).fill('blank')])) } };

function underProfile(profile: RulesProfile): { rules: Rules; setup: Setup } {
  const setup = makeSetup({ seed: 'tie-forever', profile });
  const made = rulesForSetup(shipped, setup);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  return { rules: made.rules, setup };
}

describe('advance is bounded per decision (issue 28)', () => {
  it('a roll-off that ties forever stops with a refusal and applies nothing, instead of thousands of ties', () => {
    const { rules, setup } = underProfile(allBlank);
    const state = start(setup, rules);
    const result = advance(rules, state);
    expect(result.stopped?.code).toBe('automaticLimit');
    expect(result.stopped?.params).toMatchObject({ stepId: 'rollOff' });
    expect(result.actions).toEqual([]);
    expect(result.events).toEqual([]);
    expect(result.state).toBe(state);
  });

  it('the shipped dice reach a player within the bound, with nothing stopped', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const result = advance(shipped, start(makeSetup({ seed })));
      expect(result.stopped).toBeNull();
      expect(result.actions.length).toBeGreaterThan(0);
      expect(result.state.stepId).not.toBe('rollOff');
    }
  });

  it('replay is not bounded: a stored log longer than the bound still replays', () => {
    const { rules, setup } = underProfile(allBlank);
    let state = start(setup, rules);
    const most = (advance(rules, state).stopped?.params as { most: number }).most;
    const log: Action[] = [];
    for (let i = 0; i < most + 50; i++) {
      const roll = chanceAction(rules, state);
      if (!roll) throw new Error('the roll-off should wait for its roll');
      log.push(roll);
      state = step(state, roll, rules);
    }
    const whole = replay(rules, setup, log);
    expect(whole.ok).toBe(true);
    if (whole.ok) expect(whole.state).toEqual(state);
  });
});
