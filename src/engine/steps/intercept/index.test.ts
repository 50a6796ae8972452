// @vitest-environment node
import { actor } from '../..';
import { eventsOf, rolled, rules, run, step } from '../../../../tests/support/scenario';

describe('declareIntercept (seed 000 PBS 8.A)', () => {
  it('000 PBS 8.A: the intercept is declared (or not) by the invading winner', () => {
    const offered = run(rolled(['skull', 'blank']), [{ type: 'chooseRole', role: 'invader' }]);
    expect(actor(rules, offered)).toBe(0);
    expect(step(offered, { type: 'declareIntercept', intercept: true }).intercept).toBe(true);
    expect(step(offered, { type: 'declareIntercept', intercept: false }).intercept).toBe(false);
    expect(eventsOf(offered, { type: 'declareIntercept', intercept: true })).toEqual([
      { code: 'interceptDeclared', audience: 'public', params: { intercept: true } },
    ]);
  });
});
