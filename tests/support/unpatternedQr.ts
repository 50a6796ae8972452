import { correctBlock } from './reedSolomon';
import { masked, zigzag, type Grid } from './qrLayout';

/**
 * Reads a QR code printed without its function patterns, as the build of 2be81c5 printed the battle sheet's
 * code: before 4611ff6 the build dropped lean-qr's call that reserves and draws the finders, timing, alignment
 * and version information, so no scanner finds the code. Its data still fills the symbol: every module but the
 * timing column in the usual zig-zag, all masked, the format bits written over some of them, and as many
 * codewords as those modules hold, in blocks of the level's shape. The blocks' shape is found by trying each
 * (the one whose every block corrects), the correction codewords repair what the format bits overwrote, and
 * the byte-mode text is returned; null when nothing reads.
 */
export function readUnpatterned(grid: Grid, mask: number): string | null {
  const size = grid.length;
  const version = (size - 17) / 4;
  const bits = zigzag(size, () => false).map(([row, col]) => grid[row]![col] !== masked(mask, row, col));
  const codewords = Array.from({ length: bits.length >> 3 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => (byte << 1) | (bit ? 1 : 0), 0));
  const total = codewords.length;
  for (let blocks = 1; blocks <= 81; blocks++) {
    const long = total % blocks;
    const perBlock = Math.floor(total / blocks);
    for (let ec = 2; ec < perBlock && ec <= 68; ec += 2) {
      const text = tryShape(codewords, blocks, long, perBlock - ec, ec, version);
      if (text !== null) return text;
    }
  }
  return null;
}

/** The text when the codewords read as `blocks` blocks (the last `long` one data codeword longer) that all correct. */
function tryShape(codewords: readonly number[], blocks: number, long: number, dataShort: number, ec: number, version: number): string | null {
  const dataLengths = Array.from({ length: blocks }, (_, b) => dataShort + (b >= blocks - long ? 1 : 0));
  const data = dataLengths.map(() => [] as number[]);
  const correction = dataLengths.map(() => [] as number[]);
  let at = 0;
  for (let i = 0; i < dataShort + 1; i++) for (let b = 0; b < blocks; b++) if (i < dataLengths[b]!) data[b]!.push(codewords[at++]!);
  for (let i = 0; i < ec; i++) for (let b = 0; b < blocks; b++) correction[b]!.push(codewords[at++]!);
  const stream: number[] = [];
  let repaired = 0;
  for (let b = 0; b < blocks; b++) {
    const block = [...data[b]!, ...correction[b]!];
    const fixed = correctBlock(block, ec);
    if (!fixed) return null;
    repaired += fixed.filter((c, i) => c !== block[i]).length;
    stream.push(...fixed.slice(0, data[b]!.length));
  }
  // A shape that is not the code's own corrects only by chance: a few repairs at most, as the format bits made.
  if (repaired > blocks * (ec / 2) - 1) return null;
  return byteText(stream, version);
}

/** The text of a data stream of an ECI header (UTF-8) and one byte-mode segment, as lean-qr writes it; null for anything else. */
function byteText(stream: readonly number[], version: number): string | null {
  let bit = 0;
  const read = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++, bit++) value = (value << 1) | ((stream[bit >> 3]! >> (7 - (bit & 7))) & 1);
    return value;
  };
  let mode = read(4);
  if (mode === 0b0111) {
    read(8);
    mode = read(4);
  }
  if (mode !== 0b0100) return null;
  const length = read(version < 10 ? 8 : 16);
  if ((bit >> 3) + length + 1 > stream.length) return null;
  const bytes = Uint8Array.from({ length }, () => read(8));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
