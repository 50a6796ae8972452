// @vitest-environment node
import components from '../../../data/meg/components.json';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { rules } from '../../../tests/support/scenario';
import { RATINGS, type Face, type Rules } from '..';
import type { Rating } from '../schema/vocab';
import { rollOffOdds, rollOffOddsTable } from './rollOff';

// seed 000 PBS 8.A: rating -> die colour, ties re-rolled; faces and ranking: data/meg/components.json (assumption, RULES-NOTES 4).
const PAIRS = RATINGS.flatMap((a) => RATINGS.map((b): [Rating, Rating] => [a, b]));

/** Brute force straight from the JSON file, without the loader or the engine: a face earlier in rollOffRanking is better. */
function bruteForce(rating: Rating, opponentRating: Rating) {
  const faces = (r: Rating) => components.dice.find((d) => d.colour === components.ratingDie[r])!.faces;
  const rank = (face: string) => components.rollOffRanking.indexOf(face);
  let won = 0;
  let lost = 0;
  let tied = 0;
  for (const a of faces(rating)) {
    for (const b of faces(opponentRating)) {
      if (rank(a) < rank(b)) won += 1;
      else if (rank(a) > rank(b)) lost += 1;
      else tied += 1;
    }
  }
  const rolls = won + lost + tied;
  return { win: won / rolls, lose: lost / rolls, tie: tied / rolls, winAfterRerolls: won / (won + lost), loseAfterRerolls: lost / (won + lost) };
}

describe('rollOffOdds (seed 000 PBS 8.A)', () => {
  it('the brute force reads the shipped faces (six per die, ranking Skull > Wound > S > blank)', () => {
    expect(components.rollOffRanking).toEqual(['skull', 'wound', 'special', 'blank']);
    expect(components.dice.every((d) => d.faces.length === 6)).toBe(true);
  });

  test.each(PAIRS)('000 PBS 8.A: %s against %s matches the enumeration of the faces in components.json', (a, b) => {
    const odds = rollOffOdds(rules, a, b);
    const expected = bruteForce(a, b);
    expect(odds.win).toBeCloseTo(expected.win, 15);
    expect(odds.lose).toBeCloseTo(expected.lose, 15);
    expect(odds.tie).toBeCloseTo(expected.tie, 15);
    expect(odds.winAfterRerolls).toBeCloseTo(expected.winAfterRerolls, 15);
    expect(odds.loseAfterRerolls).toBeCloseTo(expected.loseAfterRerolls, 15);
  });

  // Hand-counted from the face lists: Red S S W W Sp B, Yellow S W W Sp B B, Green S W Sp B B B, White W Sp B B B B.
  // seed 000 PBS 8.A; faces: data/meg/components.json (assumption, RULES-NOTES 4).
  test.each<[Rating, Rating, number, number, number, number, number]>([
    // Red v Red: wins 2x4 (skull) + 2x2 (wound) + 1x1 (S) = 13; ties 2x2 + 2x2 + 1 + 1 = 10.
    ['legendary', 'legendary', 13 / 36, 13 / 36, 10 / 36, 1 / 2, 1 / 2],
    // Red v White: wins 2x6 + 2x5 + 1x4 = 26; ties 2x1 (wound) + 1x1 (S) + 1x4 (blank) = 7; loses 3.
    ['legendary', 'mediocre', 26 / 36, 3 / 36, 7 / 36, 26 / 29, 3 / 29],
    // Green v Yellow: wins 1x5 + 1x3 + 1x2 = 10; ties 1 + 2 + 1 + 3x2 = 10; loses 16.
    ['competent', 'talented', 10 / 36, 16 / 36, 10 / 36, 5 / 13, 8 / 13],
    // White v White: wins 1x5 + 1x4 = 9; ties 1 + 1 + 4x4 = 18.
    ['mediocre', 'mediocre', 9 / 36, 9 / 36, 18 / 36, 1 / 2, 1 / 2],
  ])('000 PBS 8.A hand-checked: %s against %s', (a, b, win, lose, tie, winAfterRerolls, loseAfterRerolls) => {
    const odds = rollOffOdds(rules, a, b);
    expect(odds.win).toBeCloseTo(win, 15);
    expect(odds.lose).toBeCloseTo(lose, 15);
    expect(odds.tie).toBeCloseTo(tie, 15);
    expect(odds.winAfterRerolls).toBeCloseTo(winAfterRerolls, 15);
    expect(odds.loseAfterRerolls).toBeCloseTo(loseAfterRerolls, 15);
  });

  test.each(PAIRS)('000 PBS 8.A symmetry: %s against %s wins what the reverse pair loses', (a, b) => {
    const odds = rollOffOdds(rules, a, b);
    const reverse = rollOffOdds(rules, b, a);
    expect(odds.win).toBe(reverse.lose);
    expect(odds.tie).toBe(reverse.tie);
    expect(odds.winAfterRerolls).toBe(reverse.loseAfterRerolls);
  });

  test.each(PAIRS)('000 PBS 8.A: %s against %s sums to 1, per roll and after re-rolls', (a, b) => {
    const odds = rollOffOdds(rules, a, b);
    expect(odds.win + odds.lose + odds.tie).toBeCloseTo(1, 15);
    expect(odds.winAfterRerolls + odds.loseAfterRerolls).toBeCloseTo(1, 15);
  });

  it('follows the data: a die whose faces all tie never ends the roll-off, and both after-re-roll odds are 0, not NaN', () => {
    const allBlank: Face[] = ['blank', 'blank', 'blank', 'blank', 'blank', 'blank'];
    const blankWhite: Rules = {
      ...rules,
      components: { ...rules.components, dice: rules.components.dice.map((d) => (d.colour === 'white' ? { ...d, faces: allBlank } : d)) },
    };
    expect(rollOffOdds(blankWhite, 'mediocre', 'mediocre')).toEqual({ win: 0, lose: 0, tie: 1, winAfterRerolls: 0, loseAfterRerolls: 0 });
    // Red against an all-blank White: every face but Red's one blank wins.
    expect(rollOffOdds(blankWhite, 'legendary', 'mediocre')).toEqual({ win: 5 / 6, lose: 0, tie: 1 / 6, winAfterRerolls: 1, loseAfterRerolls: 0 });
  });

  it('does not mutate its input', () => {
    const frozen = frozenCopy(rules);
    expect(rollOffOdds(frozen, 'talented', 'competent')).toEqual(rollOffOdds(rules, 'talented', 'competent'));
  });
});

describe('rollOffOddsTable (seed 000 PBS 8.A)', () => {
  test.each<['2023' | '2020', string]>([
    ['2023', '000 PBS 8.A'],
    ['2020', '002 Deciding Invader and Defender'],
  ])('edition %s: all 16 rating pairs once, each with its odds, cited to %s', (edition, source) => {
    const table = rollOffOddsTable(rules, edition);
    expect(table.edition).toBe(edition);
    expect(table.source).toBe(source);
    expect(table.rows).toHaveLength(16);
    expect(table.rows.map((r) => [r.rating, r.opponentRating])).toEqual(PAIRS);
    for (const row of table.rows) {
      expect(row).toEqual({ rating: row.rating, opponentRating: row.opponentRating, ...rollOffOdds(rules, row.rating, row.opponentRating) });
    }
  });
});
