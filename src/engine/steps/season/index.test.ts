// @vitest-environment node
import { actor, applyAction } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { expectRefusal, played, rolled, rules, run } from '../../../../tests/support/scenario';
import { chooseSeason } from '.';

describe('chooseSeason (seed 002 Weather rules)', () => {
  const beforeSeason = () => run(rolled(['skull', 'blank']), [{ type: 'chooseRole', role: 'defender' }]);

  it('002 Weather rules: the invader chooses the season before terrain', () => {
    const state = beforeSeason();
    expect(state.stepId).toBe('season');
    expect(actor(rules, state)).toBe('invader');
    const { state: after, events } = played(state, { type: 'chooseSeason', season: 'summer' });
    expect(after.season).toBe('summer');
    expect(events).toEqual([{ code: 'seasonChosen', audience: 'public', params: { season: 'summer' } }]);
  });

  it('refuses a season the weather rules do not have (seasonNotOffered)', () => {
    const action = { type: 'chooseSeason', season: 'monsoon' } as unknown as Parameters<typeof chooseSeason>[2];
    expectRefusal(chooseSeason(rules, beforeSeason(), action), 'seasonNotOffered', { season: 'monsoon' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(beforeSeason());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'chooseSeason', season: 'winter' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
