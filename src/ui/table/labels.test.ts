// @vitest-environment node
import { pieceLabel, shortNames, stripLabelAt, withoutRepeat } from './labels';
import type { StripBand } from './model';

describe('piece labels on the table diagram read as names, not initials (issue 29)', () => {
  it('shortens a name to its last word, then that word cut with a full stop, never under three letters', () => {
    expect(shortNames('Open Village')).toEqual(['Open Village', 'Village', 'Villa.', 'Vill.', 'Vil.']);
    expect(shortNames('Hills')).toEqual(['Hills', 'Hil.']);
    expect(shortNames('Bog')).toEqual(['Bog']);
    for (const name of ['Rocky Ground', 'Marsh', 'Gentle Hill', 'Woods']) expect(shortNames(name).every((s) => s.replace('.', '').length >= 3)).toBe(true);
  });

  it('puts the number over the name where the two do not fit on one line, and the letter only where no name fits', () => {
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
    expect(pieceLabel(piece, ['G'], box(4, 2))).toEqual(['3', 'Hil.']);
    // A declared effect stays in the list, off the piece; never initials ("6 OV").
    expect(pieceLabel({ number: 6, name: 'Open Village (Dangerous)', letter: 'R' }, [], box(20, 1))).toEqual(['6 Open Village']);
    expect(pieceLabel({ number: 6, name: 'Open Village', letter: 'R' }, [], box(6, 1))).toEqual(['6 Vil.']);
    // A whole name over its number comes before a cut one on one line.
    expect(pieceLabel({ number: 6, name: 'Open Village', letter: 'R' }, [], box(8, 2))).toEqual(['6', 'Village']);
    expect(pieceLabel(piece, ['G'], box(3, 1))).toEqual(['3 G']);
    expect(pieceLabel(piece, ['G'], box(3, 2))).toEqual(['3 G']);
    expect(pieceLabel(piece, ['G'], box(1, 1))).toEqual(['3']);
  });

  it('does not say the letter twice', () => {
    expect(withoutRepeat(['3 G', 'G', 'kept'], 'G')).toEqual(['3 G', 'kept']);
    expect(withoutRepeat(['3 Hills', 'G'], 'G')).toEqual(['3 Hills', 'G']);
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
