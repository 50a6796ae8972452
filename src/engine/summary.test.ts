// @vitest-environment node
import { summary } from './summary';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atSquare, atWeather, physicalSetup, rules, run, start } from '../../tests/support/scenario';

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

  it("says the deep water's depth where the defender recorded one, in the game's unit (seed 000 PBS 9.A: \"no more than 6BW\"; app rules 5, issue 38)", () => {
    /** 2023 Waterside row 1 column 2 (Deep Water), under app rules `rulesVersion`, the water placed with these fields. */
    const water = (rulesVersion: number, depth: { depth?: number }, scale: 'maximus' | 'pacto' = 'maximus') => {
      const state = atSquare({ territory: 'waterside', row: 0, col: 1 });
      const table = scale === 'pacto' ? { table: { widthCm: 90, depthCm: 60, baseWidthMm: 40 } } : {};
      return summary(rules, run({ ...state, setup: { ...state.setup, rulesVersion, scale, ...table } }, [{ type: 'placeDeepWater', edge: 'left', ...depth }]));
    };
    // Maximus: BW, a base width of 40 mm.
    expect(water(5, { depth: 3.5 }).deepWaterDepth).toEqual({ value: 3.5, unit: 'BW', mmPerUnit: 40 });
    // Pacto's distances are in HBW, half a base width (source 002 PACTO note): 3.5 HBW of 20 mm.
    expect(water(5, { depth: 3.5 }, 'pacto').deepWaterDepth).toEqual({ value: 3.5, unit: 'HBW', mmPerUnit: 20 });
    // The full depth is not recorded (the defender kept the bound), nor was any depth before app rules 5.
    expect(water(5, {}).deepWaterDepth).toBeNull();
    expect(water(4, {}).deepWaterDepth).toBeNull();
    expect(summary(rules, atSquare({ territory: 'waterside', row: 0, col: 1 })).deepWaterDepth).toBeNull();
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atWeather({ territory: 'cultivated', row: 1, col: 3 }));
    expect(summary(rules, state).complete).toBe(false);
  });
});
