// @vitest-environment node
import { applyAction, bundledRules, replay, type Action, type Rules } from '../../src/engine';
import { exampleLog } from '../support/battleFile';

const rules = bundledRules();
const MOST = rules.weather.drift.mostTurns;
const example = exampleLog('physical-2020.json');
// The physical 2020 example's pre-battle, without its own battle turns: the players roll their own dice.
const preBattle = example.actions.filter((a) => a.type !== 'rollBattleWeather' && a.type !== 'endBattle');
const turns = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'rollBattleWeather', red: ['blank'], green: ['blank'] }));

/** The same rules with room for `most` battle turns, to measure a replay longer than a battle may be. */
const roomFor = (most: number): Rules => ({ ...rules, weather: { ...rules.weather, drift: { ...rules.weather.drift, mostTurns: most } } });

/**
 * How many list items a call steps through (spreads and for-of loops), counted at the array iterator: an operation
 * count that grows with the work done, whatever the machine's speed.
 */
function itemsSteppedThrough(run: () => void): number {
  const iteratorProto = Object.getPrototypeOf([][Symbol.iterator]()) as { next: (this: unknown) => IteratorResult<unknown> };
  const next = iteratorProto.next;
  let count = 0;
  iteratorProto.next = function counted(this: unknown) {
    count++;
    return next.call(this);
  };
  try {
    run();
  } finally {
    iteratorProto.next = next;
  }
  return count;
}

describe('battle turns: a battle has at most drift.mostTurns weather rolls, and they replay in linear time (issue 38)', () => {
  it('the data names the bound and why (the seeds give no length for a battle)', () => {
    expect(MOST).toBe(1000);
    expect(rules.weather.drift.mostTurnsNote).toMatch(/no number of turns/);
  });

  it(`${MOST} turns replay; one more is refused as tooManyBattleTurns with the limit`, () => {
    const full = replay(rules, example.setup, [...preBattle, ...turns(MOST)]);
    expect(full.ok && full.state.battle.turns.length).toBe(MOST);
    if (!full.ok) return;
    const more = applyAction(rules, full.state, turns(1)[0]);
    expect(more).toEqual({ ok: false, error: { code: 'tooManyBattleTurns', params: { most: MOST } } });
    // The battle can still end.
    expect(applyAction(rules, full.state, { type: 'endBattle' }).ok).toBe(true);
  });

  it('100,000 turns are refused at the first turn past the limit: the rest is never replayed', () => {
    const log = [...preBattle, ...turns(100_000)];
    let refused: ReturnType<typeof replay> | null = null;
    const stepped = itemsSteppedThrough(() => {
      refused = replay(rules, example.setup, log);
    });
    expect(refused).toMatchObject({ ok: false, index: preBattle.length + MOST, error: { code: 'tooManyBattleTurns', params: { most: MOST } } });
    // The work is that of the allowed turns, not of the 100,000 in the log.
    const allowed = itemsSteppedThrough(() => replay(rules, example.setup, [...preBattle, ...turns(MOST)]));
    expect(stepped).toBeLessThan(allowed * 1.1);
  });

  it('n turns replay with work linear in n: twice the turns, about twice the items stepped through (a copy per turn made it four times)', () => {
    const big = roomFor(10_000);
    const work = (n: number) => {
      const log = [...preBattle, ...turns(n)];
      return itemsSteppedThrough(() => {
        const result = replay(big, example.setup, log);
        if (!result.ok || result.state.battle.turns.length !== n) throw new Error('the battle did not replay');
      });
    };
    const base = work(0);
    const one = work(2000) - base;
    const two = work(4000) - base;
    expect(two / one).toBeLessThan(2.2);
  });

  it('a replay appends to its own list only: a state given before is not changed by the turns after it', () => {
    const first = replay(rules, example.setup, [...preBattle, ...turns(3)]);
    if (!first.ok) throw new Error('the battle did not replay');
    const copy = structuredClone(first.state);
    const after = applyAction(rules, first.state, turns(1)[0]);
    expect(after.ok && after.state.battle.turns.length).toBe(4);
    expect(first.state).toEqual(copy);
  });
});
