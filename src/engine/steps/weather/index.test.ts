// @vitest-environment node
import { applyAction, legalActions, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atWeather, expectRefusal, played, rules, step } from '../../../../tests/support/scenario';
import { rollWeather } from '.';

describe('rollWeather (seed 002 Weather rules; RULES-NOTES 3.10 for the 2023 territories)', () => {
  test.each([
    ['cultivated', 1, 3, 'springAutumn', [3, 4], 7, 'goodWeather', false, 'Standard column: 6-10 Good Weather'],
    ['cultivated', 1, 3, 'winter', [1, 1], 0, 'snow', true, 'Winter -2; a double is changeable; Standard 0 Snow'],
    ['cultivated', 1, 3, 'summer', [6, 6], 14, 'heat', true, 'Summer +2; Standard 11-14 Heat'],
    ['cultivated', 1, 3, 'springAutumn', [2, 3], 5, 'strongWinds', false, 'Standard 5 Strong Winds'],
    ['waterside', 0, 1, 'springAutumn', [2, 4], 6, 'strongWinds', false, 'Waterside reads the Coastal column: 5-6 Strong Winds'],
    ['desert', 0, 3, 'summer', [5, 4], 11, 'extremeHeat', false, 'Desert 11-14 Extreme Heat'],
    ['desert', 0, 3, 'winter', [1, 2], 1, 'dustStorm', false, 'Desert 0-1 Dust Storms'],
    ['jungle', 1, 4, 'winter', [2, 1], 1, 'heavyRain', false, 'Jungle 0-1 Heavy Rain'],
    ['plains', 2, 2, 'summer', [6, 6], 14, 'extremeHeat', true, 'Plains 14 Extreme Heat'],
    ['mountains', 0, 3, 'winter', [1, 2], 1, 'snow', false, 'Mountains 0-1 Snow'],
    ['forest', 0, 3, 'springAutumn', [5, 6], 11, 'heat', false, 'Forest 11-14 Heat'],
  ] as const)('002 Weather: %s, %s, dice %j -> score %i, %s, changeable %s (%s)', (territory, row, col, season, dice, score, weather, changeable, _rule) => {
    const { state, events } = played(atWeather({ territory, row, col, season }), { type: 'rollWeather', dice: [...dice] as [number, number] });
    expect(state.weather).toEqual({ dice, score, weather, changeable });
    expect(state.stepId).toBe('scouting');
    expect(events).toEqual([{ code: 'weatherRolled', audience: 'public', params: { dice, score, weather, changeable } }]);
  });

  it('002 Weather rules: the 2020 Coastal column', () => {
    const state = step(atWeather({ edition: '2020', territory: 'coastal', row: 0, col: 0, season: 'summer' }), { type: 'rollWeather', dice: [2, 3] });
    expect(state.weather).toEqual({ dice: [2, 3], score: 7, weather: 'goodWeather', changeable: false });
  });

  it('physical dice: every 2D6 result may be reported', () => {
    expect(legalActions(rules, atWeather({ territory: 'cultivated', row: 1, col: 3 }))).toHaveLength(36);
  });

  it('refuses the weather roll before a season is chosen (wrongStep)', () => {
    const state: GameState = { ...atWeather({ territory: 'cultivated', row: 1, col: 3 }), season: null };
    expectRefusal(rollWeather(rules, state, { type: 'rollWeather', dice: [3, 3] }), 'wrongStep', { stepId: 'weather' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atWeather({ territory: 'cultivated', row: 1, col: 3 }));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'rollWeather', dice: [6, 1] }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
