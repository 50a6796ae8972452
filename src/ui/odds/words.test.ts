// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingText, ODDS_WORDS, percentText } from './words';

describe('the odds in words (issue 13)', () => {
  it.each([
    [0, '0%'],
    [0.004, 'under 1%'],
    [0.62, '62%'],
    [0.996, 'over 99%'],
    [1, '100%'],
  ])('%s reads %s: a possible outcome never reads as 0%% or 100%%', (chance, text) => {
    expect(percentText(chance)).toBe(text);
  });

  it('the placement die faces read as the sheet prints them', () => {
    expect(landingText('the centre sector', [2, 3, 4, 5], 4 / 6, false, false)).toBe('The centre sector (die 2-5): 67%');
    expect(landingText('the centre sector', [3, 5], 2 / 6, true, false)).toBe('The centre sector, touching a table edge (die 3 and 5): 33%');
    expect(landingText("the defender's left flank sector (the invader's right)", [1], 1 / 6, false, false)).toBe("The defender's left flank sector (the invader's right) (die 1): 17%");
  });

  it('states how the odds were worked out', () => {
    expect(ODDS_WORDS.method({ exact: true, samples: 0 })).toBe('Exact: every case counted.');
    expect(ODDS_WORDS.method({ exact: false, samples: 10_000 })).toBe('Estimated from 10,000 sampled deals (seeded, so the same each time).');
  });
});
