// @vitest-environment node
import { summary } from './summary';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atWeather, physicalSetup, rules, run, start } from '../../tests/support/scenario';

describe('summary (the battle as data, at any point)', () => {
  it('is all unset at the roll-off', () => {
    const s = summary(rules, start(physicalSetup({ scale: 'magna' })));
    expect(s).toMatchObject({ complete: false, sides: null, intercept: null, season: null, territory: null, square: null, march: [], flank: null, terrain: [], weather: null, scouting: null, deployment: [] });
    expect(s.edition).toBe('2023 territory maps (PBS and Terrain Map Release v2023.1)');
  });

  it('names the sides, the territory, the square and its density, and the weather with its effects', () => {
    const state = run(atWeather({ territory: 'cultivated', row: 1, col: 3, season: 'winter' }), [
      { type: 'rollWeather', dice: [1, 1] },
      { type: 'reportScouting', invader: ['red'], defender: [] },
    ]);
    const s = summary(rules, state);
    expect(s.sides).toEqual({
      invader: { player: 'Bruno', army: 'Sassanids', rating: 'talented', tugs: 12 },
      defender: { player: 'Anna', army: 'Later Romans', rating: 'competent', tugs: 12 },
    });
    expect(s.season).toBe('Winter');
    expect(s.territory).toEqual({ id: 'cultivated', name: 'Cultivated' });
    expect(s.square).toEqual({ row: 1, col: 3, density: 'featureless' });
    expect(s.weather).toMatchObject({ name: 'Snow', score: 0, dice: [1, 1], changeable: true });
    // 002 Weather Affects: Snow "visibility 4BW"; no star, so Magna keeps it.
    expect(s.weather?.effects).toContainEqual(expect.objectContaining({ kind: 'distance', printed: [4], value: [4], unit: 'BW' }));
    expect(s.scouting).toMatchObject({ outscouted: 'defender', by: 40 });
    expect(s.deployment.length).toBeGreaterThan(5);
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atWeather({ territory: 'cultivated', row: 1, col: 3 }));
    expect(summary(rules, state).complete).toBe(false);
  });
});
