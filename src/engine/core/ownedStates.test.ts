import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { bundledRules } from '../bundledRules';
import { megEngine } from '../game';

const rules = bundledRules();

/** Random complete games of both editions, in every mode. */
const games = (['2023', '2020'] as const).flatMap((edition) =>
  (['digital', 'physical'] as const).map((mode) => {
    const setup = makeSetup({ edition, cards: mode, dice: mode, seed: `owned-${edition}-${mode}` });
    return { setup, log: playRandomGame(rules, setup, `owned-choice-${edition}-${mode}`).log };
  }),
);

describe('a replay changes only the states it owns (core/step.ts `revised`)', () => {
  it('ends where applying the actions one by one ends, with the same events', () => {
    for (const { setup, log } of games) {
      const started = megEngine.newGame(rules, setup);
      if (!started.ok) throw new Error('bad setup');
      let state = started.state;
      const events = [];
      for (const action of log) {
        const result = megEngine.applyAction(rules, state, action);
        if (!result.ok) throw new Error(`refused ${action.type}`);
        state = result.state;
        events.push(result.events);
      }
      const replayed = megEngine.replay(rules, setup, log);
      expect(replayed.ok && replayed.state).toEqual(state);
      expect(replayed.ok && replayed.events).toEqual(events);
    }
  });

  it('never changes a state applyAction gave, nor the state a replay started from', () => {
    for (const { setup, log } of games) {
      const started = megEngine.newGame(rules, setup);
      if (!started.ok) throw new Error('bad setup');
      const given = [started.state];
      const taken = [JSON.stringify(started.state)];
      for (const action of log) {
        const result = megEngine.applyAction(rules, given.at(-1)!, action);
        if (!result.ok) throw new Error(`refused ${action.type}`);
        given.push(result.state);
        taken.push(JSON.stringify(result.state));
      }
      const run = megEngine.replaying(rules, started.state);
      for (const action of log) expect(run.apply(action).ok).toBe(true);
      expect(given.map((state) => JSON.stringify(state))).toEqual(taken);
    }
  });
});
