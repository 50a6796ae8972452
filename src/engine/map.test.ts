// @vitest-environment node
import { reachableSquares, type GameState, type Square } from '.';
import { allowance, isOnTerritory } from './map';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atSquare, rules, TERRITORIES_2020 } from '../../tests/support/scenario';

const waterside = atSquare({ territory: 'waterside', row: 2, col: 2 });
const at2020 = (territory: string, row: number, col: number) => atSquare({ edition: '2020', territory, row, col });
const cells = (squares: Square[]) => squares.map((s) => [s.row, s.col]);
const ALL = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));

describe('allowance (seed 000 PBS 8.D card difference)', () => {
  test.each([
    ['2023', 1, 1, false, '000 PBS Card Difference: 1 better = 1 side-to-side'],
    ['2023', 2, 1, true, '000 PBS Card Difference: 2 better = 1 side-to-side or diagonal'],
    ['2023', 3, 2, false, '000 PBS Card Difference: 3 better = 2 side-to-side'],
    ['2023', 4, 2, true, '000 PBS Card Difference: 4 better = 2 side-to-side or diagonal'],
    ['2020', 1, 1, false, '002 PBS map: 1 BETTER = 1 side-to-side'],
    ['2020', 2, 1, true, '002 PBS map: 2 BETTER = or 1 diagonal'],
    ['2020', 3, 2, false, '002 PBS map: 3 BETTER = or 2 side-to-side'],
    ['2020', 4, 2, true, '002 PBS map: 4 BETTER = or 2 diagonal'],
  ] as const)('%s difference %i: %i square(s), diagonal %s (%s)', (edition, difference, squares, diagonal, _rule) => {
    const state = edition === '2023' ? waterside : at2020('standard', 2, 2);
    expect(allowance(rules, state, difference)).toEqual({ squares, diagonal });
  });
});

describe('reachableSquares (seed 000 PBS 8.D)', () => {
  // Orthogonal steps measure Manhattan distance, orthogonal-or-diagonal steps king (Chebyshev) distance.
  const within = (from: Square, difference: number) => {
    const { squares, diagonal } = allowance(rules, waterside, difference);
    return ALL.filter((s) => {
      const dr = Math.abs(s.row - from.row);
      const dc = Math.abs(s.col - from.col);
      return (diagonal ? Math.max(dr, dc) : dr + dc) <= squares;
    });
  };

  test.each([
    [1, 'orthogonal 1', '000 PBS Card Difference: 1 better'],
    [2, 'king 1', '000 PBS Card Difference: 2 better'],
    [3, 'orthogonal 2', '000 PBS Card Difference: 3 better'],
    [4, 'king 2', '000 PBS Card Difference: 4 better'],
  ])('difference %i moves %s from every square, never off the 5x5 map (%s)', (difference) => {
    for (const from of ALL) {
      const reached = reachableSquares(rules, waterside, from, difference);
      expect(reached).toEqual(within(from, difference));
      for (const s of reached) expect(s.row >= 0 && s.row <= 4 && s.col >= 0 && s.col <= 4).toBe(true);
    }
  });

  test.each([
    [1, [[0, 0], [0, 1], [1, 0]]],
    [2, [[0, 0], [0, 1], [1, 0], [1, 1]]],
    [3, [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 0]]],
    [4, [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]]],
  ])('000 PBS 8.D: from the top-left corner difference %i reaches exactly %j (staying is allowed)', (difference, expected) => {
    expect(cells(reachableSquares(rules, waterside, { row: 0, col: 0 }, difference))).toEqual(expected);
  });

  test.each([
    [1, 5],
    [2, 9],
    [3, 13],
    [4, 25],
  ])('000 PBS 8.D: from the centre difference %i reaches %i squares', (difference, count) => {
    expect(reachableSquares(rules, waterside, { row: 2, col: 2 }, difference)).toHaveLength(count);
  });

  it('002 PBS map: top and bottom rows connect (Coastal from row 1, column 2, one better)', () => {
    const state = at2020('coastal', 0, 1);
    expect(cells(reachableSquares(rules, state, { row: 0, col: 1 }, 1))).toEqual([[0, 0], [0, 1], [0, 2], [4, 1]]);
  });

  it('002 PBS map: the wrap works from the bottom row too and keeps to the territory type', () => {
    const state = at2020('coastal', 4, 3);
    // Row 4 column 4 and row 3 column 3 are not Coastal; row 0 column 3 is, through the wrap.
    expect(cells(reachableSquares(rules, state, { row: 4, col: 3 }, 1))).toEqual([[0, 3], [4, 2], [4, 3]]);
  });

  it('002 PBS map: diagonal steps also wrap between the top and bottom rows', () => {
    const state = at2020('coastal', 0, 1);
    expect(cells(reachableSquares(rules, state, { row: 0, col: 1 }, 2))).toEqual([[0, 0], [0, 1], [0, 2], [4, 0], [4, 1], [4, 2]]);
  });

  it('002 PBS map: a two-square move must pass through squares of the chosen territory', () => {
    const state = at2020('plains', 0, 1);
    expect(cells(reachableSquares(rules, state, { row: 0, col: 1 }, 3))).toEqual([
      [0, 0], [0, 1], [1, 0], [3, 1], [4, 0], [4, 1], [4, 2],
    ]);
  });

  test.each(TERRITORIES_2020)('002 PBS map: every move in %s stays on squares of that territory', (territory) => {
    const start = ALL.find((s) => isOnTerritory(rules, at2020Lazy(territory), s))!;
    const state = at2020(territory, start.row, start.col);
    for (const from of ALL.filter((s) => isOnTerritory(rules, state, s))) {
      for (const difference of [1, 2, 3, 4]) {
        for (const s of reachableSquares(rules, state, from, difference)) expect(isOnTerritory(rules, state, s)).toBe(true);
      }
    }
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(waterside);
    expect(reachableSquares(rules, state, frozenCopy({ row: 1, col: 1 }), 4)).toHaveLength(16);
  });
});

describe('isOnTerritory (seed 002 PBS map)', () => {
  it('2023: every square of the chosen map', () => {
    expect(ALL.every((s) => isOnTerritory(rules, waterside, s))).toBe(true);
  });

  it('2020: only squares whose codes name the chosen territory; never off the map', () => {
    const state = at2020('standard', 2, 2);
    expect(cells(ALL.filter((s) => isOnTerritory(rules, state, s)))).toEqual([
      [1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3], [3, 1], [3, 2], [3, 3],
    ]);
    expect(isOnTerritory(rules, state, { row: 5, col: 2 })).toBe(false);
    expect(isOnTerritory(rules, state, { row: -1, col: 2 })).toBe(false);
  });

  it('is false before a territory is chosen', () => {
    const state: GameState = { ...waterside, territory: null };
    expect(isOnTerritory(rules, state, { row: 0, col: 0 })).toBe(false);
  });
});

/** A state whose only use is to ask which squares belong to a 2020 territory. */
function at2020Lazy(territory: string): GameState {
  return { ...at2020('coastal', 0, 0), territory };
}
