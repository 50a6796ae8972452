import { bundledRules } from './bundledRules';
import { scaledText } from './scaledText';
import { parseScaledText, ScaledTextSchema } from './schema/scaledText';

const rules = bundledRules();

describe('scaled texts: distances as data (issue 27; RULES-NOTES section 2)', () => {
  it.each([
    ['Max size ≤ 6BW', /written as words/],
    ['visible at 3 BW', /written as words/],
    ['within 2 HBW', /written as words/],
    ['{bw:two}', /not a number/],
    ['{bw:6-10}', /only a size may be a range/],
    ['{key:nowhere}', /names no table distance/],
    ['a stray { brace', /brace/],
  ])('refuses "%s"', (text, problem) => {
    const parsed = parseScaledText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
    expect(ScaledTextSchema.safeParse(text).success).toBe(false);
  });

  it('reads tokens into printed values, ranges and the Pacto flag', () => {
    expect(parseScaledText('>{size:6-10} Max size, visibility {bw:4|pactoPrintsBw}')).toEqual({
      ok: true,
      parts: [
        { kind: 'words', text: '>' },
        { kind: 'size', printed: [6, 10], pactoPrintsBw: false },
        { kind: 'words', text: ' Max size, visibility ' },
        { kind: 'bw', printed: [4], pactoPrintsBw: true },
      ],
    });
  });

  it.each([
    // 002 MAGNA: "* sizes and distances reduced to 2/3 rounded up"; piece sizes are starred (6BW x 6BW*).
    ['2023', 'magna', '{size:6-10}', [4, 7], 'BW', true],
    // An unstarred distance stays as printed in Magna (the visibility of the terrain table has no star).
    ['2020', 'magna', '{bw:3}', [3], 'BW', false],
    ['2020', 'magna', '{star:10}', [7], 'BW', true],
    // 002 PACTO: "needs no change in BW, as BW itself is halved"; seed 001 prints the same numbers in HBW.
    ['2020', 'pacto', '{bw:0.5}', [0.5], 'HBW', false],
    ['2020', 'pacto', '{key:spacing}', [2], 'HBW', false],
    ['2023', 'maximus', '{size:6}', [6], 'BW', false],
  ] as const)('%s %s %s is %j %s', (edition, scale, text, value, unit, reduced) => {
    const [part] = scaledText(rules, { edition, scale }, text);
    expect(part).toMatchObject({ kind: 'distance', value, unit, reduced });
  });

  it('marks the Pacto sheet\'s own BW only in Pacto', () => {
    expect(scaledText(rules, { edition: '2020', scale: 'pacto' }, '{bw:4|pactoPrintsBw}')[0]).toMatchObject({ pactoPrintsBw: true, unit: 'HBW' });
    expect(scaledText(rules, { edition: '2020', scale: 'maximus' }, '{bw:4|pactoPrintsBw}')[0]).toMatchObject({ pactoPrintsBw: false, unit: 'BW' });
  });
});
