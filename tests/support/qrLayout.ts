/**
 * QR code geometry (ISO/IEC 18004) for reading back printed codes in tests: where the format information sits,
 * the zig-zag order of data bits, and the masks. A grid is `grid[row][col]`, true for a dark module.
 */

export type Grid = boolean[][];

/** The side of a version's symbol, in modules. */
export const sizeOf = (version: number) => 17 + 4 * version;

/** The modules data bits fill, in order: two-column strips from the right, up then down, skipping the timing column and what `skip` says. */
export function zigzag(size: number, skip: (row: number, col: number) => boolean): [number, number][] {
  const order: [number, number][] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right -= 1;
    for (let i = 0; i < size; i++) {
      const row = upward ? size - 1 - i : i;
      for (const col of [right, right - 1]) if (!skip(row, col)) order.push([row, col]);
    }
    upward = !upward;
  }
  return order;
}

/** Whether mask `mask` inverts the module (ISO/IEC 18004 table 10). */
export function masked(mask: number, row: number, col: number): boolean {
  switch (mask) {
    case 0: return (row + col) % 2 === 0;
    case 1: return row % 2 === 0;
    case 2: return col % 3 === 0;
    case 3: return (row + col) % 3 === 0;
    case 4: return (Math.floor(row / 2) + Math.floor(col / 3)) % 2 === 0;
    case 5: return ((row * col) % 2) + ((row * col) % 3) === 0;
    case 6: return (((row * col) % 2) + ((row * col) % 3)) % 2 === 0;
    default: return (((row + col) % 2) + ((row * col) % 3)) % 2 === 0;
  }
}

/** The remainder of `value << shift` divided by the generator polynomial (the BCH codes of format and version information). */
function bch(value: number, generator: number, shift: number): number {
  let rest = value << shift;
  const top = Math.floor(Math.log2(generator));
  for (let bit = Math.floor(Math.log2(rest || 1)); bit >= top; bit--) if (rest & (1 << bit)) rest ^= generator << (bit - top);
  return (value << shift) | rest;
}

/** The 15 format bits of a correction level's 2 bits and a mask (ISO/IEC 18004 7.9). */
export const formatWord = (levelBits: number, mask: number) => bch((levelBits << 3) | mask, 0x537, 10) ^ 0x5412;

/** Where format bit k (0 = least significant) sits, in both copies. */
export function formatPositions(size: number, k: number): [[number, number], [number, number]] {
  const first: [number, number] = k < 8 ? [[0, 1, 2, 3, 4, 5, 7, 8][k]!, 8] : [8, [7, 5, 4, 3, 2, 1, 0][k - 8]!];
  const second: [number, number] = k < 8 ? [8, size - 1 - k] : [size - 15 + k, 8];
  return [first, second];
}

/** The format (correction level bits and mask) nearest to what both copies of a grid's format bits say. */
export function readFormat(grid: Grid): { levelBits: number; mask: number; distance: number } {
  let best = { levelBits: 0, mask: 0, distance: Number.POSITIVE_INFINITY };
  for (let levelBits = 0; levelBits < 4; levelBits++) {
    for (let mask = 0; mask < 8; mask++) {
      const word = formatWord(levelBits, mask);
      let distance = 0;
      for (let k = 0; k < 15; k++) for (const [r, c] of formatPositions(grid.length, k)) if (grid[r]![c] !== Boolean((word >> k) & 1)) distance += 1;
      if (distance < best.distance) best = { levelBits, mask, distance };
    }
  }
  return best;
}
