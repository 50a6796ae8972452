import { squareAt, type Rules } from './rules';
import type { Square } from './state';
import { editionOf, type TerritoryContext } from './terrain';

/** The march allowance for a card difference (PBS 8.D card-difference table). */
export function allowance(rules: Rules, state: Pick<TerritoryContext, 'setup'>, difference: number): { squares: number; diagonal: boolean } {
  const moves = editionOf(rules, state).march.moves;
  const row = moves.find((m) => m.difference === difference) ?? moves[moves.length - 1];
  if (!row) throw new Error('no march moves in the edition data');
  return { squares: row.squares, diagonal: row.diagonal };
}

/** Whether the counter may stand on a square: on the map, and (2020) on the chosen territory type. */
export function isOnTerritory(rules: Rules, state: TerritoryContext, square: Square): boolean {
  if (!state.territory) return false;
  return squareAt(rules, state.setup.edition, state.territory, square.row, square.col)?.inTerritory === true;
}

function neighbours(rules: Rules, state: TerritoryContext, square: Square, diagonal: boolean): Square[] {
  const wraps = state.setup.edition === '2020' && rules.qrsMap.wrapsTopBottom;
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr === 0 && dc === 0) || (!diagonal && dr !== 0 && dc !== 0)) continue;
      let row = square.row + dr;
      const col = square.col + dc;
      if (wraps) row = (row + 5) % 5;
      if (row < 0 || row > 4 || col < 0 || col > 4) continue;
      out.push({ row, col });
    }
  }
  return out;
}

function key(square: Square): number {
  return square.row * 5 + square.col;
}

/**
 * Squares the winner may move the counter to: every square reachable in up to the allowance's steps
 * without leaving the map (2020: through squares of the chosen territory, top and bottom rows
 * connected), including staying put when the edition lets him move less (PBS 8.D).
 */
export function reachableSquares(rules: Rules, state: TerritoryContext, from: Square, difference: number): Square[] {
  return reachable(rules, state, from, difference).map((square) => ({ row: square.row, col: square.col }));
}

/** `reachableSquares` without copying the squares: the winner's choices for a day's move (PBS 8.D). */
export function reachable(rules: Rules, state: TerritoryContext, from: Square, difference: number): readonly Square[] {
  return search(rules, state, from, difference);
}

function search(rules: Rules, state: TerritoryContext, from: Square, difference: number): Square[] {
  const { squares, diagonal } = allowance(rules, state, difference);
  const seen = new Map<number, Square>([[key(from), { row: from.row, col: from.col }]]);
  let frontier = [from];
  for (let step = 0; step < squares; step++) {
    const next: Square[] = [];
    for (const square of frontier) {
      for (const n of neighbours(rules, state, square, diagonal)) {
        if (seen.has(key(n)) || !isOnTerritory(rules, state, n)) continue;
        seen.set(key(n), n);
        next.push(n);
      }
    }
    frontier = next;
  }
  const all = [...seen.values()];
  if (!editionOf(rules, state).march.mayMoveLess) return all.filter((s) => key(s) !== key(from));
  return all.sort((a, b) => key(a) - key(b));
}
