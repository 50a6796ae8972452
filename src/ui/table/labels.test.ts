// @vitest-environment node
import { pieceLabel, stripLabelAt, withoutRepeat } from './labels';
import type { StripBand } from './model';

describe('piece labels on the table diagram read as whole names or numbers, never initials or cut words (issues 29, 38)', () => {
  it('puts the number over the name where the two do not fit on one line, and the number (with its letter where it fits) where the whole name does not', () => {
    const piece = { number: 3, name: 'Hills', letter: 'G' };
    // A label box that fits lines of at most `chars` characters, `rows` lines high.
    const box = (chars: number, rows: number) => (first: readonly string[], rest: readonly string[]) => {
      const head = first.find((t) => t.length <= chars);
      if (!head || rows < 1) return [];
      const lines = [head];
      for (const t of rest) {
        if (lines.length >= rows || t.length > chars) break;
        lines.push(t);
      }
      return lines;
    };
    expect(pieceLabel(piece, ['G'], box(10, 2))).toEqual(['3 Hills', 'G']);
    expect(pieceLabel(piece, ['G'], box(5, 2))).toEqual(['3', 'Hills']);
    expect(pieceLabel(piece, ['G'], box(4, 2))).toEqual(['3 G']);
    // A declared effect stays in the list, off the piece; never initials ("6 OV").
    expect(pieceLabel({ number: 6, name: 'Open Village (Dangerous)', letter: 'R' }, [], box(20, 1))).toEqual(['6 Open Village']);
    // Never a cut name ("6 Vil.", "3 Grou.") nor its last word alone: the number, and the list says the rest.
    expect(pieceLabel({ number: 6, name: 'Open Village', letter: 'R' }, [], box(6, 1))).toEqual(['6 R']);
    expect(pieceLabel({ number: 6, name: 'Open Village', letter: 'R' }, [], box(8, 2))).toEqual(['6 R']);
    expect(pieceLabel({ number: 3, name: 'Rocky Ground', letter: 'D' }, [], box(6, 3))).toEqual(['3 D']);
    expect(pieceLabel(piece, ['G'], box(3, 1))).toEqual(['3 G']);
    expect(pieceLabel(piece, ['G'], box(3, 2))).toEqual(['3 G']);
    expect(pieceLabel(piece, ['G'], box(1, 1))).toEqual(['3']);
  });

  it('does not say the letter twice', () => {
    expect(withoutRepeat(['3 G', 'G', 'kept'], 'G')).toEqual(['3 G', 'kept']);
    expect(withoutRepeat(['3 Hills', 'G'], 'G')).toEqual(['3 Hills', 'G']);
    expect(withoutRepeat(['2 G', 'G · Anna'], 'G')).toEqual(['2 G', 'Anna']);
  });
});

describe('side-edge strip words stay clear of the pieces (issue 29)', () => {
  const strip: StripBand = { key: 'left-defender', edge: 'left', side: 'defender', from: 0, to: 10, zone: { from: 0, to: 9 } };
  const piece = (x: number, y: number, width = 4, depth = 3) => ({ x, y, width, depth, angle: 0 });

  it('uses the middle of the strip when nothing stands there', () => {
    expect(stripLabelAt(strip, 2, [])).toBe(4.5);
    expect(stripLabelAt(strip, 2, [piece(20, 4.5)])).toBe(4.5);
  });

  it('moves the words to a clear place beside a piece, and leaves them out when there is none', () => {
    const at = stripLabelAt(strip, 2, [piece(5, 4.5)]);
    expect(at).not.toBeNull();
    // The words' box (2 high) misses the piece's (3 deep, centred at 4.5).
    expect(Math.abs(at! - 4.5)).toBeGreaterThanOrEqual((2 + 3) / 2);
    expect(stripLabelAt(strip, 2, [piece(5, 4.5, 10, 9)])).toBeNull();
  });
});
