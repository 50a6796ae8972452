// @vitest-environment node
import seedrandom from 'seedrandom';
import edition2023 from '../../../data/meg/editions/2023.json';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { makeSetup } from '../../../tests/support/randomGame';
import { atWeather, rules, start } from '../../../tests/support/scenario';
import { applyAction, COLOURS, legalActions, playerView, type Colour, type GameState, type Rules, type Setup, type Side } from '..';
import { SCOUTING_SAMPLES, scoutingOdds } from './scouting';

/** Random legal play (digital cards, physical dice) up to the scouting deal, passing whenever a pass is legal; the deal is left to the test. */
function toScouting(setup: Setup, r: Rules, choiceSeed = 'scouting-odds', stop: (state: GameState) => boolean = (s) => s.stepId === 'scouting'): GameState {
  const pick = seedrandom(choiceSeed);
  let state = start(setup, r);
  for (let guard = 0; guard < 400 && !stop(state); guard++) {
    const options = legalActions(r, state);
    const pass = options.find((a) => (a.type === 'playDayCard' || a.type === 'playTerritoryCard') && a.card === null);
    const result = applyAction(r, state, pass ?? options[Math.floor(pick() * options.length)]);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  if (!stop(state)) throw new Error(`stopped at ${state.stepId}`);
  return state;
}

const withDeck = (deck: Record<Colour, number>): Rules => ({ ...rules, components: { ...rules.components, deck } });

/** Every k-subset of the indices 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];
}

/**
 * Brute force from the edition data alone: every set of cards the viewer could be dealt and every set the
 * opponent could then hold, each card distinct; best cards by value, summed (PBS 10.A).
 */
function bruteForce(pool: Colour[], kept: Colour[], draws: number, theirs: number): Map<number, number> {
  const { values, best } = edition2023.scouting;
  const total = (cards: Colour[]) =>
    cards
      .map((c) => values[c])
      .sort((a, b) => b - a)
      .slice(0, best)
      .reduce((s, v) => s + v, 0);
  const out = new Map<number, number>();
  const mine = subsets(pool.length, draws);
  for (const m of mine) {
    const rest = pool.filter((_, i) => !m.includes(i));
    const his = subsets(rest.length, theirs);
    for (const h of his) {
      const margin = total([...kept, ...m.map((i) => pool[i]!)]) - total(h.map((i) => rest[i]!));
      out.set(margin, (out.get(margin) ?? 0) + 1 / mine.length / his.length);
    }
  }
  return out;
}

describe('scoutingOdds (seed 000 PBS 10.A, digital cards)', () => {
  it('000 PBS 10.A hand-checked: one card each from Black, Yellow and Red: outscouted half the time, by 20% (1/3) or 40% (1/6)', () => {
    const r = withDeck({ black: 1, white: 0, green: 0, yellow: 1, red: 1 });
    const state = toScouting(makeSetup({ cards: 'digital', dice: 'physical', seed: 'three-cards' }, [{ pbsCards: 0, scoutingCards: 1 }, { pbsCards: 0, scoutingCards: 1 }]), r);
    const result = scoutingOdds(r, playerView(state, 'invader'));
    if (!result.ok) throw new Error(result.problem);
    const odds = result.odds;
    expect(odds).toMatchObject({ draws: 1, opponent: { side: 'defender', kept: 0, draws: 1 }, method: { kind: 'exact' }, source: '000 PBS 10.A' });
    expect(odds.outscouted).toBeCloseTo(1 / 2, 14);
    expect(odds.outscouting).toBeCloseTo(1 / 2, 14);
    expect(odds.even).toBe(0);
    expect(odds.outscoutedBy.map((m) => m.by)).toEqual([20, 40]);
    expect(odds.outscoutedBy[0]!.chance).toBeCloseTo(2 / 6, 14);
    expect(odds.outscoutedBy[1]!.chance).toBeCloseTo(1 / 6, 14);
  });

  test.each<Side>(['invader', 'defender'])('issue 13: the %s, with the PBS cards he kept, equals a brute force over every deal (small deck)', (side) => {
    // 16 cards, 6 PBS cards each: each plays one a day and keeps one; 5 cards unseen, 2 dealt to him, 1 kept and 2 dealt to his opponent.
    const r = withDeck({ black: 4, white: 3, green: 4, yellow: 3, red: 2 });
    const state = toScouting(makeSetup({ cards: 'digital', dice: 'physical', seed: 'small-scouting' }, [{ pbsCards: 6, scoutingCards: 3 }, { pbsCards: 6, scoutingCards: 3 }]), r);
    expect(state.handCounts).toEqual({ invader: 1, defender: 1 });
    const view = playerView(state, side);
    const result = scoutingOdds(r, view);
    if (!result.ok) throw new Error(result.problem);
    const odds = result.odds;
    expect(odds.method).toEqual({ kind: 'exact' });
    const left = { ...r.components.deck };
    for (const c of [...view.hand!, ...view.played]) left[c] -= 1;
    const pool = COLOURS.flatMap((c) => Array<Colour>(left[c]).fill(c));
    const expected = bruteForce(pool, view.hand!, odds.draws, odds.opponent.kept + odds.opponent.draws);
    const got = new Map([...odds.outscoutingBy.map((m) => [m.by, m.chance] as const), ...odds.outscoutedBy.map((m) => [-m.by, m.chance] as const)]);
    if (odds.even > 0) got.set(0, odds.even);
    expect([...got.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [margin, chance] of expected) expect(got.get(margin)).toBeCloseTo(chance, 12);
  });

  it('issue 13: too many cases for counting: a seeded sample that states its size, the same every time', () => {
    // No kept cards and 10 scouting cards each from the full deck: 1001 x 1001 make-ups.
    const state = toScouting(makeSetup({ cards: 'digital', dice: 'physical', seed: 'many-cards' }, [{ pbsCards: 0, scoutingCards: 10 }, { pbsCards: 0, scoutingCards: 10 }]), rules);
    const first = scoutingOdds(rules, playerView(state, 'invader'));
    if (!first.ok) throw new Error(first.problem);
    expect(first.odds.method).toMatchObject({ kind: 'monteCarlo', samples: SCOUTING_SAMPLES });
    expect(scoutingOdds(rules, playerView(state, 'invader'))).toEqual(first);
    // Both draw 10 from the same 55 cards: by symmetry the two chances are equal; the sample is within a few standard errors.
    expect(Math.abs(first.odds.outscouted - first.odds.outscouting)).toBeLessThan(0.03);
    expect(first.odds.outscouted + first.odds.outscouting + first.odds.even).toBeCloseTo(1, 10);
  });

  it('000 PBS 8.D: from the end of the march the kept cards are fixed, so the odds are the same as at the deal', () => {
    const setup = makeSetup({ cards: 'digital', dice: 'physical', seed: 'early' }, [{ pbsCards: 7 }, { pbsCards: 6 }]);
    const during = toScouting(setup, rules, 'early', (s) => s.stepId === 'march' && s.days.length === 4);
    expect(scoutingOdds(rules, playerView(during, 'invader'))).toEqual({ ok: false, problem: 'notNow' });
    const after = toScouting(setup, rules, 'early', (s) => s.stepId === 'secureFlanks' || s.stepId === 'selectCompulsory');
    const atDeal = toScouting(setup, rules, 'early');
    const early = scoutingOdds(rules, playerView(after, 'invader'));
    expect(early.ok).toBe(true);
    expect(early).toEqual(scoutingOdds(rules, playerView(atDeal, 'invader')));
  });

  it('notNow: during the march, or once the cards are dealt', () => {
    const state = toScouting(makeSetup({ cards: 'digital', dice: 'physical', seed: 'dealt' }, [{ pbsCards: 2 }, { pbsCards: 2 }]), rules);
    const dealt = applyAction(rules, state, legalActions(rules, state)[0]);
    if (!dealt.ok) throw new Error(dealt.error.code);
    expect(scoutingOdds(rules, playerView(dealt.state, 'invader'))).toEqual({ ok: false, problem: 'notNow' });
  });

  it('handUnknown: physical cards (the players report their scouting cards)', () => {
    const state = atWeather({ territory: 'waterside', row: 0, col: 1 });
    const weathered = applyAction(rules, state, { type: 'rollWeather', dice: [3, 4] });
    if (!weathered.ok) throw new Error(weathered.error.code);
    expect(weathered.state.stepId).toBe('scouting');
    expect(scoutingOdds(rules, playerView(weathered.state, 'invader'))).toEqual({ ok: false, problem: 'handUnknown' });
  });

  it('does not mutate its input', () => {
    const state = toScouting(makeSetup({ cards: 'digital', dice: 'physical', seed: 'frozen' }, [{ pbsCards: 2 }, { pbsCards: 2 }]), rules);
    const view = playerView(state, 'defender');
    expect(scoutingOdds(frozenCopy(rules), frozenCopy(view))).toEqual(scoutingOdds(rules, view));
  });
});
