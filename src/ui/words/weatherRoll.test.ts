// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { weatherRollText } from './vocab';

const rules = bundledRules();
const season = (id: string) => rules.weather.seasons.find((s) => s.id === id)!;

describe('the weather roll says the season with the dice, so the score adds up (issue 29; seed 002 weather rules)', () => {
  it.each([
    ['summer', [3, 4]],
    ['winter', [6, 5]],
    ['springAutumn', [2, 2]],
  ] as const)('%s: dice %j', (id, dice) => {
    const { name, modifier } = season(id);
    const score = dice[0] + dice[1] + modifier;
    const said = modifier === 0 ? '' : `, ${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} for ${name}`;
    expect(weatherRollText(rules, dice, score)).toBe(`rolled ${dice[0]} and ${dice[1]}${said}: score ${score}`);
  });

  it('Summer +2 with 3 and 4 reads as score 9', () => {
    expect(weatherRollText(rules, [3, 4], 9)).toBe('rolled 3 and 4, +2 for Summer: score 9');
  });
});
