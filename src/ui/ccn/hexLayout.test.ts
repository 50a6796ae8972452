import { describe, expect, it } from 'vitest';
import { hexNeighbours } from '../../packs/ccn';
import {
  BOARD_ROWS,
  HEX_RADIUS,
  boardCells,
  boardSize,
  cellBox,
  cellCentre,
  hexCentre,
  moveCell,
  onBoard,
  rowLength,
  sharedSide,
  toAxial,
  toCell,
  type BoardKey,
  type Cell,
} from './hexLayout';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the board (the printed C&C board: 13 hexes wide, 9 deep, rows of 13 and 12)', () => {
  it('has 9 rows of 13 and 12 hexes, 113 in all', () => {
    expect([...Array(BOARD_ROWS).keys()].map(rowLength)).toEqual([13, 12, 13, 12, 13, 12, 13, 12, 13]);
    expect(boardCells()).toHaveLength(113);
  });

  it('knows its edges', () => {
    expect(onBoard({ row: 0, col: 12 })).toBe(true);
    expect(onBoard({ row: 1, col: 12 })).toBe(false);
    expect(onBoard({ row: 9, col: 0 })).toBe(false);
    expect(onBoard({ row: 0, col: -1 })).toBe(false);
    expect(onBoard({ row: 0.5, col: 0 })).toBe(false);
  });

  it('turns every cell into axial coordinates and back', () => {
    for (const cell of boardCells()) expect(toCell(toAxial(cell))).toEqual(cell);
    expect(toAxial({ row: 0, col: 0 })).toEqual({ q: 0, r: 0 });
    expect(toAxial({ row: 3, col: 2 })).toEqual({ q: 1, r: 3 });
    expect(toAxial({ row: 4, col: 2 })).toEqual({ q: 0, r: 4 });
  });

  it("draws the pack's six neighbours of a hex one hex width away (axial q east, r south-east)", () => {
    const centre = { q: 3, r: 4 };
    for (const n of hexNeighbours(centre)) expect(distance(hexCentre(n), hexCentre(centre))).toBeCloseTo(Math.sqrt(3) * HEX_RADIUS, 6);
    expect(hexCentre({ q: 4, r: 4 }).y).toBeCloseTo(hexCentre(centre).y, 6);
    expect(hexCentre({ q: 3, r: 5 }).x).toBeGreaterThan(hexCentre(centre).x);
  });

  it('keeps every hex inside the picture, and each button box over its hex', () => {
    const { width, height } = boardSize();
    for (const cell of boardCells()) {
      const c = cellCentre(cell);
      expect(c.x - (Math.sqrt(3) / 2) * HEX_RADIUS).toBeGreaterThanOrEqual(0);
      expect(c.x + (Math.sqrt(3) / 2) * HEX_RADIUS).toBeLessThanOrEqual(width);
      expect(c.y - HEX_RADIUS).toBeGreaterThanOrEqual(0);
      expect(c.y + HEX_RADIUS).toBeLessThanOrEqual(height);
    }
    const box = cellBox({ row: 0, col: 0 });
    expect(parseFloat(box.left)).toBeCloseTo((4 / width) * 100, 1);
    expect(parseFloat(box.top)).toBeCloseTo((4 / height) * 100, 1);
    expect(parseFloat(box.width) * 13).toBeLessThan(100);
  });

  it('runs a line straight down the board exactly along hex sides (the along-a-side example)', () => {
    const top = cellCentre({ row: 2, col: 6 });
    expect(cellCentre({ row: 6, col: 6 }).x).toBeCloseTo(top.x, 6);
    const side = sharedSide(toAxial({ row: 3, col: 5 }), toAxial({ row: 3, col: 6 }));
    expect(side).not.toBeNull();
    expect(side![0].x).toBeCloseTo(top.x, 6);
    expect(side![1].x).toBeCloseTo(top.x, 6);
  });

  it('finds the side two neighbours share, one radius long, and none for hexes apart', () => {
    const side = sharedSide({ q: 2, r: 2 }, { q: 3, r: 2 });
    expect(side).not.toBeNull();
    expect(distance(side![0], side![1])).toBeCloseTo(HEX_RADIUS, 6);
    expect(sharedSide({ q: 2, r: 2 }, { q: 4, r: 2 })).toBeNull();
  });
});

describe('moving the cursor', () => {
  it.each<[string, Cell, BoardKey, Cell]>([
    ['right along the row', { row: 4, col: 6 }, 'ArrowRight', { row: 4, col: 7 }],
    ['left along the row', { row: 4, col: 6 }, 'ArrowLeft', { row: 4, col: 5 }],
    ['up, keeping the place', { row: 4, col: 6 }, 'ArrowUp', { row: 3, col: 6 }],
    ['down, keeping the place', { row: 4, col: 6 }, 'ArrowDown', { row: 5, col: 6 }],
    ['down from the end of a long row to the end of a short one', { row: 4, col: 12 }, 'ArrowDown', { row: 5, col: 11 }],
    ['Home to the start of the row', { row: 4, col: 6 }, 'Home', { row: 4, col: 0 }],
    ['End to the end of a short row', { row: 3, col: 2 }, 'End', { row: 3, col: 11 }],
    ['not past the left edge', { row: 4, col: 0 }, 'ArrowLeft', { row: 4, col: 0 }],
    ['not past the right edge', { row: 1, col: 11 }, 'ArrowRight', { row: 1, col: 11 }],
    ['not past the top', { row: 0, col: 3 }, 'ArrowUp', { row: 0, col: 3 }],
    ['not past the bottom', { row: 8, col: 3 }, 'ArrowDown', { row: 8, col: 3 }],
  ])('%s', (_, from, key, to) => {
    expect(moveCell(from, key)).toEqual(to);
  });
});
