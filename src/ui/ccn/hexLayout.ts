/**
 * Where each hex of the Commands & Colors board sits, in board cells and in pixels: pure geometry, no
 * rules. The board is 13 hexes wide and 9 deep, pointy-top, with every second row shifted half a hex
 * to the right and one hex shorter, like the printed board. The pack speaks axial coordinates (q, r).
 */

/** A hex in axial coordinates, as the pack's line-of-sight function takes it. */
export interface Axial {
  q: number;
  r: number;
}

/** A hex as the player sees it: its row from the top and its place in that row, both from 0. */
export interface Cell {
  row: number;
  col: number;
}

/** A point of the board picture, in the SVG's own units. */
export interface Point {
  x: number;
  y: number;
}

/** The printed board: 9 rows, 13 hexes in the long rows. */
export const BOARD_ROWS = 9;
const BOARD_LONG_ROW = 13;

/** From a hex's centre to a corner, in SVG units. */
export const HEX_RADIUS = 30;
const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
const MARGIN = 4;

/** How many hexes a row holds: 13 in the long rows (0, 2, …), 12 in the shifted ones. */
export function rowLength(row: number): number {
  return row % 2 === 0 ? BOARD_LONG_ROW : BOARD_LONG_ROW - 1;
}

/** Whether a cell lies on the board. */
export function onBoard(cell: Cell): boolean {
  return Number.isInteger(cell.row) && Number.isInteger(cell.col) && cell.row >= 0 && cell.row < BOARD_ROWS && cell.col >= 0 && cell.col < rowLength(cell.row);
}

/** Every cell of the board, row by row from the top. */
export function boardCells(): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; row < BOARD_ROWS; row++) for (let col = 0; col < rowLength(row); col++) cells.push({ row, col });
  return cells;
}

/** The axial coordinates of a cell (shifted rows push right, so a row's first hex moves back in q every two rows). */
export function toAxial(cell: Cell): Axial {
  return { q: cell.col - Math.floor(cell.row / 2), r: cell.row };
}

/** The cell of axial coordinates (whether or not it is on the board). */
export function toCell(hex: Axial): Cell {
  return { row: hex.r, col: hex.q + Math.floor(hex.r / 2) };
}

/** A stable key for a hex, e.g. "3,2". */
export function hexKey(hex: Axial): string {
  return `${hex.q},${hex.r}`;
}

/** Whether two hexes are the same. */
export function sameHex(a: Axial | null, b: Axial | null): boolean {
  return a !== null && b !== null && a.q === b.q && a.r === b.r;
}

/** The centre of a cell in the board picture. */
export function cellCentre(cell: Cell): Point {
  return {
    x: MARGIN + HEX_WIDTH * (cell.col + 0.5 + (cell.row % 2) * 0.5),
    y: MARGIN + HEX_RADIUS + 1.5 * HEX_RADIUS * cell.row,
  };
}

/** The centre of a hex given in axial coordinates. */
export function hexCentre(hex: Axial): Point {
  return cellCentre(toCell(hex));
}

/** The six corners of a pointy-top hex around a centre, clockwise from the top, shrunk by `inset` units. */
export function hexCorners(centre: Point, inset = 0): Point[] {
  const radius = HEX_RADIUS - inset;
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

/** The corners as an SVG `points` attribute. */
export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The size of the whole board picture (the SVG viewBox is `0 0 width height`). */
export function boardSize(): { width: number; height: number } {
  return {
    width: 2 * MARGIN + HEX_WIDTH * BOARD_LONG_ROW,
    height: 2 * MARGIN + 2 * HEX_RADIUS + 1.5 * HEX_RADIUS * (BOARD_ROWS - 1),
  };
}

/** The box around a cell's hex as percentages of the board, for laying a button exactly over it. */
export function cellBox(cell: Cell): { left: string; top: string; width: string; height: string } {
  const { width, height } = boardSize();
  const c = cellCentre(cell);
  const pct = (n: number, of: number) => `${round((n / of) * 100)}%`;
  return {
    left: pct(c.x - HEX_WIDTH / 2, width),
    top: pct(c.y - HEX_RADIUS, height),
    width: pct(HEX_WIDTH, width),
    height: pct(2 * HEX_RADIUS, height),
  };
}

/**
 * The side two neighbouring hexes share, as its two end points (the corners both hexes have), or null
 * when the hexes are not neighbours.
 */
export function sharedSide(a: Axial, b: Axial): [Point, Point] | null {
  const near = (p: Point, q: Point) => Math.abs(p.x - q.x) < 0.01 && Math.abs(p.y - q.y) < 0.01;
  const other = hexCorners(hexCentre(b));
  const common = hexCorners(hexCentre(a)).filter((p) => other.some((o) => near(p, o)));
  return common.length === 2 ? [common[0]!, common[1]!] : null;
}

/** The keys that move the cursor across the board. */
export type BoardKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** Whether a key moves the cursor. */
export function isBoardKey(key: string): key is BoardKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);
}

/**
 * Where the cursor goes on a key: left and right along the row, up and down to the row above or below
 * keeping the place in the row (the last hex of a shorter row when the long row's last was left),
 * Home and End to the row's ends. The cursor stops at the board's edges.
 */
export function moveCell(cell: Cell, key: BoardKey): Cell {
  const last = (row: number) => rowLength(row) - 1;
  switch (key) {
    case 'ArrowLeft':
      return { row: cell.row, col: Math.max(0, cell.col - 1) };
    case 'ArrowRight':
      return { row: cell.row, col: Math.min(last(cell.row), cell.col + 1) };
    case 'ArrowUp':
      return cell.row === 0 ? cell : { row: cell.row - 1, col: Math.min(last(cell.row - 1), cell.col) };
    case 'ArrowDown':
      return cell.row === BOARD_ROWS - 1 ? cell : { row: cell.row + 1, col: Math.min(last(cell.row + 1), cell.col) };
    case 'Home':
      return { row: cell.row, col: 0 };
    case 'End':
      return { row: cell.row, col: last(cell.row) };
  }
}
