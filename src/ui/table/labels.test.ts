// @vitest-environment node
import { pieceHeads, shortNames, stripLabelAt, withoutRepeat } from './labels';
import type { StripBand } from './model';

describe('piece labels on the table diagram read as names, not initials (issue 29)', () => {
  it('shortens a name to its last word, then that word cut with a full stop, never under three letters', () => {
    expect(shortNames('Open Village')).toEqual(['Open Village', 'Village', 'Villa.', 'Vill.', 'Vil.']);
    expect(shortNames('Hills')).toEqual(['Hills', 'Hil.']);
    expect(shortNames('Bog')).toEqual(['Bog']);
    for (const name of ['Rocky Ground', 'Marsh', 'Gentle Hill', 'Woods']) expect(shortNames(name).every((s) => s.replace('.', '').length >= 3)).toBe(true);
  });

  it('tries the number with the name, then with the category letter, then the number alone; a declared effect stays in the list', () => {
    const heads = pieceHeads({ number: 6, name: 'Open Village (Dangerous)', letter: 'R' });
    expect(heads[0]).toBe('6 Open Village');
    expect(heads).toContain('6 Vill.');
    expect(heads.slice(-2)).toEqual(['6 R', '6']);
    expect(heads.some((h) => h === '6 OV')).toBe(false);
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
