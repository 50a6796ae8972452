// @vitest-environment node
import { applyAction, type Face, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { expectRefusal, physicalSetup, played, rolled, rules, run, start, step } from '../../../../tests/support/scenario';
import { chooseRole } from '.';

describe('chooseRole (seed 000 PBS 8.A)', () => {
  it('000 PBS 8.A: the winner chooses to invade and the loser defends', () => {
    const { state, events } = played(rolled(['wound', 'blank']), { type: 'chooseRole', role: 'invader' });
    expect(state.roles).toEqual({ invader: 0, defender: 1 });
    expect(state.intercept).toBe(false);
    expect(state.stepId).toBe('season');
    expect(events).toEqual([{ code: 'roleChosen', audience: 'public', params: { player: 0, role: 'invader' } }]);
  });

  test.each<[string, Face, Face, 'invader' | 'defender', boolean | null]>([
    ['000 PBS 8.A: an invading winner who rolled a skull is offered the intercept', 'skull', 'wound', 'invader', null],
    ['000 PBS 8.A: a defending winner is not offered the intercept, even with a skull', 'skull', 'wound', 'defender', false],
    ['000 PBS 8.A: an invading winner without a skull is not offered the intercept', 'wound', 'blank', 'invader', false],
  ])('%s', (_name, a, b, role, intercept) => {
    const state = step(rolled([a, b]), { type: 'chooseRole', role });
    expect(state.intercept).toBe(intercept);
    expect(state.stepId).toBe(intercept === null ? 'intercept' : 'season');
  });

  it('000 PBS 8.B physical cards: each hand is counted from the army lists once roles are known', () => {
    const state = run(start(physicalSetup({}, [{ pbsCards: 3 }, { pbsCards: 7 }])), [
      { type: 'rollOff', faces: ['blank', 'skull'] },
      { type: 'chooseRole', role: 'defender' },
    ]);
    expect(state.roles).toEqual({ defender: 1, invader: 0 });
    expect(state.handCounts).toEqual({ defender: 7, invader: 3 });
  });

  it('refuses to choose a role before anyone has won the roll-off (wrongStep)', () => {
    const state: GameState = start(physicalSetup());
    expectRefusal(chooseRole(rules, state, { type: 'chooseRole', role: 'invader' }), 'wrongStep', { stepId: 'rollOff' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(rolled(['skull', 'blank']));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'chooseRole', role: 'invader' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
