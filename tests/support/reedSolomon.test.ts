import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctBlock, correctionCodewords } from './reedSolomon';

describe('Reed-Solomon over GF(256), as QR codes use it', () => {
  it('a block of the standard example (ISO/IEC 18004 annex I, 1-M: "01234567") has the printed correction codewords', () => {
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(correctionCodewords(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });

  it('corrects up to half as many wrong codewords as it has correction codewords', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 5, maxLength: 60 }), fc.integer({ min: 2, max: 30 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 20 }), (data, ec, hits) => {
        const block = [...data, ...correctionCodewords(data, ec)];
        const wrong = [...block];
        const at = new Set<number>();
        for (const [position, flip] of hits) {
          if (at.size >= Math.floor(ec / 2)) break;
          at.add(position % block.length);
          wrong[position % block.length] ^= flip;
        }
        expect(correctBlock(wrong, ec)).toEqual(block);
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
