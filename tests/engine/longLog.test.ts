// @vitest-environment node
import { bundledRules, replay, type Action } from '../../src/engine';
import { makeSetup } from '../support/randomGame';

const rules = bundledRules();
// Both army commanders Competent: both roll a Green die, so Blank against Blank is a tie (PBS 8.A: ties re-roll).
const setup = makeSetup({ cards: 'physical', dice: 'physical' }, [{ rating: 'competent' }, { rating: 'competent' }]);
const ties = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'rollOff', faces: ['blank', 'blank'] }));
const decider: Action = { type: 'rollOff', faces: ['skull', 'blank'] };

describe('long logs (100,000 roll-off ties) replay in one pass', () => {
  it('every tie is an event, and the game goes on to the role choice', () => {
    const result = replay(rules, setup, [...ties(100_000), decider]);
    if (!result.ok) throw new Error('replay failed');
    expect(result.state.stepId).toBe('chooseRole');
    expect(result.state.rollOff).toEqual({ attempts: 100_001, last: { faces: ['skull', 'blank'], winner: 0 } });
    expect(result.events).toHaveLength(100_001);
    expect(result.events[99_999]).toEqual([{ code: 'rolledOff', audience: 'public', params: { faces: ['blank', 'blank'], winner: null, attempt: 100_000 } }]);
  });

  it('the state does not grow with the number of ties (no copied roll-off history)', () => {
    const size = (n: number) => {
      const result = replay(rules, setup, [...ties(n), decider]);
      if (!result.ok) throw new Error('replay failed');
      return JSON.stringify(result.state).length;
    };
    // Only the attempt counter's digits differ between 10 and 100,000 ties.
    expect(size(100_000) - size(10)).toBe(String(100_001).length - String(11).length);
  });

  it('a bad action after 100,000 ties is refused with its index', () => {
    const result = replay(rules, setup, [...ties(100_000), { type: 'chooseRole', role: 'invader' }]);
    expect(result).toMatchObject({ ok: false, index: 100_000, error: { code: 'wrongStep', params: { stepId: 'rollOff' } } });
  });
});
