// @vitest-environment node
import type { Colour } from '.';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { rules } from '../../tests/support/scenario';
import { scoutingResult } from './scouting';

const R = 'red', Y = 'yellow', G = 'green', W = 'white', B = 'black';

describe('scoutingResult (seed 000 PBS 10.A; seed 002 Outscouting)', () => {
  test.each<[string, Colour[], Colour[], number, number, 'invader' | 'defender' | null, number]>([
    ['000 PBS 10.A: Red 40%, Yellow 20%, Green 10%, Black & White 0%', [R], [Y, G, W, B], 40, 30, 'defender', 10],
    ['000 PBS 10.A: only the best 5 cards count', [R, R, R, R, R, R], [R, R, R, R, R], 200, 200, null, 0],
    ['000 PBS 10.A: the best 5 are the highest, whatever the order dealt', [B, B, B, G, B, B, Y], [W, W, W, W, W, G], 30, 10, 'defender', 20],
    ['000 PBS 10.A: the lower total is outscouted by the difference', [G, G], [R, Y, G], 20, 70, 'invader', 50],
    ['002 Outscouting: "best 5 cards or less" (no cards count 0)', [], [W], 0, 0, null, 0],
    ['000 PBS 10.A: equal totals, nobody is outscouted', [Y, G, G], [R], 40, 40, null, 0],
  ])('%s', (_rule, invader, defender, invaderTotal, defenderTotal, outscouted, by) => {
    for (const edition of ['2023', '2020'] as const) {
      const result = scoutingResult(rules, edition, { invader, defender });
      expect(result.totals).toEqual({ invader: invaderTotal, defender: defenderTotal });
      expect(result.outscouted).toBe(outscouted);
      expect(result.by).toBe(by);
      expect(result.best.invader.length).toBe(Math.min(5, invader.length));
      expect(result.cards).toEqual({ invader, defender });
    }
  });

  it('000 PBS 10.A: the best cards are listed best first', () => {
    expect(scoutingResult(rules, '2023', { invader: [B, G, R, W, Y, G], defender: [] }).best.invader).toEqual([R, Y, G, G, W]);
  });

  it('does not mutate its input', () => {
    const cards = frozenCopy({ invader: [B, G, R] as Colour[], defender: [Y] as Colour[] });
    expect(scoutingResult(rules, '2023', cards).totals).toEqual({ invader: 50, defender: 20 });
  });
});
