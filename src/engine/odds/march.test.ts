// @vitest-environment node
import edition2023 from '../../../data/meg/editions/2023.json';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { ANNA_DEFENDS, BOTH_DECLINE, physicalSetup, rules, run, start } from '../../../tests/support/scenario';
import { COLOURS, playerView, reachableSquares, type Action, type Colour, type GameState, type Rules } from '..';
import { marchOdds } from './march';

/** Physical cards: Anna (player 0) defends, both decline the contest, the counter on row 2 column 2 of the territory. */
function atMarch(options: { edition?: '2023' | '2020'; territory?: string; row?: number; col?: number; pbs?: [number, number]; r?: Rules } = {}): GameState {
  const r = options.r ?? rules;
  const pbs = options.pbs ?? [5, 5];
  // 2020: a player holding a PBS card must play one in the contest (002 Deciding Invader and Defender).
  const contest: Action[] =
    options.edition === '2020'
      ? [
          { type: 'playTerritoryCard', side: 'defender', card: 'black' },
          { type: 'playTerritoryCard', side: 'invader', card: 'black' },
        ]
      : BOTH_DECLINE;
  return run(
    start(physicalSetup({ edition: options.edition ?? '2023' }, [{ pbsCards: pbs[0] }, { pbsCards: pbs[1] }]), r),
    [...ANNA_DEFENDS, ...contest, { type: 'chooseTerritory', territory: options.territory ?? 'waterside' }, { type: 'placeCounter', row: options.row ?? 2, col: options.col ?? 2 }],
    r,
  );
}

/** Every k-subset of the indices 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];
}

describe('marchOdds (seed 000 PBS 8.D)', () => {
  // Entered hand Red Red Yellow Green Black against the shipped deck: unseen Black 14, White 15, Green 11, Yellow 7, Red 3 (50).
  const hand: Colour[] = ['red', 'red', 'yellow', 'green', 'black'];

  it('000 PBS 8.D hand-checked: Black against his card, who must play (5 cards, 5 days): a tie or his win by 1 to 4', () => {
    const state = atMarch();
    const result = marchOdds(rules, playerView(state, 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds).toMatchObject({ step: 'day', day: 1, counter: { row: 2, col: 2 } });
    const black = result.odds.options.find((o) => o.card === 'black')!;
    expect(black.outcomes.map((o) => [o.winner, o.difference, o.chance])).toEqual([
      [null, 0, 14 / 50],
      ['defender', 1, 15 / 50],
      ['defender', 2, 11 / 50],
      ['defender', 3, 7 / 50],
      ['defender', 4, 3 / 50],
    ]);
    expect(black.outcomes[0]!.squares).toEqual([{ row: 2, col: 2 }]);
    for (const o of black.outcomes.slice(1)) expect(o.squares).toEqual(reachableSquares(rules, state, { row: 2, col: 2 }, o.difference));
    expect([black.win, black.tie, black.lose]).toEqual([0, 14 / 50, 36 / 50]);
  });

  it('000 PBS 8.D: 1 better moves 1 side-to-side: the winner may stay or take one of 4 squares (the edition lets him move less)', () => {
    expect(edition2023.march.mayMoveLess).toBe(true);
    const result = marchOdds(rules, playerView(atMarch(), 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    const green = result.odds.options.find((o) => o.card === 'green')!;
    // Green beats White by 1.
    const byOne = green.outcomes.find((o) => o.winner === 'invader' && o.difference === 1)!;
    expect(byOne.chance).toBe(15 / 50);
    expect(byOne.squares).toEqual([
      { row: 1, col: 2 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 2, col: 3 },
      { row: 3, col: 2 },
    ]);
  });

  it('000 PBS 8.D: the outcomes are ordered from the widest win to the widest loss and sum to 1', () => {
    const result = marchOdds(rules, playerView(atMarch(), 'defender'), hand);
    if (!result.ok) throw new Error(result.problem);
    for (const option of result.odds.options) {
      const signed = option.outcomes.map((o) => (o.winner === 'defender' ? o.difference : o.winner === null ? 0 : -o.difference));
      expect(signed).toEqual([...signed].sort((a, b) => b - a));
      expect(option.outcomes.reduce((s, o) => s + o.chance, 0)).toBeCloseTo(1, 14);
      expect(option.win + option.tie + option.lose).toBeCloseTo(1, 14);
    }
  });

  it('002 Setting the location of the battle: the counter stays on the territory type, top and bottom rows joined', () => {
    // Desert on the generic map's top row; the bottom row below it is Plains/Desert too.
    const state = atMarch({ edition: '2020', territory: 'desert', row: 0, col: 1 });
    const counter = state.counter!;
    const four: Colour[] = ['red', 'yellow', 'green', 'black'];
    const result = marchOdds(rules, playerView(state, 'invader'), four);
    if (!result.ok) throw new Error(result.problem);
    const red = result.odds.options.find((o) => o.card === 'red')!;
    expect(red.outcomes.find((o) => o.difference === 1)!.squares).toContainEqual({ row: 4, col: 1 });
    for (const option of result.odds.options) {
      for (const o of option.outcomes) {
        expect(o.squares).toEqual(o.winner ? reachableSquares(rules, state, counter, o.difference) : [counter]);
      }
    }
  });

  it('issue 13: equals a brute force over every hand he could hold, each card and the pass equally likely (small deck)', () => {
    const deck = { black: 2, white: 2, green: 2, yellow: 1, red: 1 };
    const small: Rules = { ...rules, components: { ...rules.components, deck } };
    // 3 cards each for 5 days: both may pass. Entered hand Red Green Black; unseen Black 1, White 2, Green 1, Yellow 1.
    const state = atMarch({ pbs: [3, 3], r: small });
    const mine: Colour[] = ['red', 'green', 'black'];
    const result = marchOdds(small, playerView(state, 'invader'), mine);
    if (!result.ok) throw new Error(result.problem);
    const pool: Colour[] = ['black', 'white', 'white', 'green', 'yellow'];
    const hands = subsets(pool.length, 3);
    const value = (c: Colour | null) => COLOURS.indexOf(c ?? (edition2023.march.passCountsAs as Colour));
    for (const option of result.odds.options) {
      const expected = new Map<number, number>();
      for (const h of hands) {
        const theirs: (Colour | null)[] = [...h.map((i) => pool[i]!), null];
        for (const card of theirs) {
          const d = value(option.card) - value(card);
          expected.set(d, (expected.get(d) ?? 0) + 1 / hands.length / theirs.length);
        }
      }
      const got = new Map(option.outcomes.map((o) => [o.winner === 'invader' ? o.difference : o.winner === null ? 0 : -o.difference, o.chance]));
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [d, chance] of expected) expect(got.get(d)).toBeCloseTo(chance, 12);
    }
  });

  it('notNow: the day waits for the winner to move the counter', () => {
    const state = run(atMarch(), [
      { type: 'playDayCard', side: 'invader', card: 'red' },
      { type: 'playDayCard', side: 'defender', card: 'black' },
    ]);
    expect(state.stepId).toBe('moveCounter');
    expect(marchOdds(rules, playerView(state, 'invader'), ['red', 'red', 'red', 'red'])).toEqual({ ok: false, problem: 'notNow' });
  });

  it('notNow: the territory contest is not a day of the march', () => {
    const state = run(start(physicalSetup()), ANNA_DEFENDS);
    expect(marchOdds(rules, playerView(state, 'invader'), hand)).toEqual({ ok: false, problem: 'notNow' });
  });

  it('does not mutate its input', () => {
    const view = playerView(atMarch(), 'invader');
    expect(marchOdds(frozenCopy(rules), frozenCopy(view), frozenCopy(hand))).toEqual(marchOdds(rules, view, hand));
  });
});
