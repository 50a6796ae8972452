import { describe, it, expect } from 'vitest';
import weatherRaw from '../../data/meg/weather.json';
import scalesRaw from '../../data/meg/scales.json';
import componentsRaw from '../../data/meg/components.json';
import {
  WeatherRulesSchema,
  WEATHER_COLUMNS,
  columnLadder,
  coversExactly,
  weatherForScore,
  type WeatherColumn,
  type WeatherId,
} from '../../src/engine/schema/weather';
import { ScalesSchema, scaleDistance, type ScaleId } from '../../src/engine/schema/scales';
import { ComponentsSchema, ASSUMED_FIELDS } from '../../src/engine/schema/components';

const weather = WeatherRulesSchema.parse(weatherRaw);
const scales = ScalesSchema.parse(scalesRaw);
const components = ComponentsSchema.parse(componentsRaw);

const season = (id: string) => weather.seasons.find((s) => s.id === id)!;
const type = (id: WeatherId) => weather.types.find((t) => t.id === id)!;
const at = (column: WeatherColumn, score: number) => weatherForScore(weather.table, column, score);
const scale = (id: ScaleId) => scales.scales.find((s) => s.id === id)!;

describe('2020 weather rules (seed 002)', () => {
  it('002 Weather rules: Winter -2', () => expect(season('winter').modifier).toBe(-2));
  it('002 Weather rules: Spring/Autumn "-" (no modifier)', () => expect(season('springAutumn').modifier).toBe(0));
  it('002 Weather rules: Summer +2', () => expect(season('summer').modifier).toBe(2));

  it('002 Weather rules: "Invader chooses season before terrain", roll 2D6, a double is changeable', () => {
    expect(weather.chooser).toBe('invader');
    expect(weather.dice).toBe('2D6');
    expect(weather.changeableOnDouble).toBe(true);
    expect(weather.scoreRange).toEqual({ min: 0, max: 14 });
  });

  it('002 Weather rules: each turn roll RED + GREEN dice, two of each if changeable', () => {
    expect(weather.drift.perTurn).toEqual({ red: 1, green: 1 });
    expect(weather.drift.changeable).toEqual({ red: 2, green: 2 });
    expect(weather.drift.assumption).toBe(true);
  });

  it.each(WEATHER_COLUMNS)('002 Weather table: the %s column covers 0..14 exactly once', (column) => {
    expect(coversExactly(weather.table.columns[column], 0, 14)).toBe(true);
  });

  it('002 Weather table: the coverage check catches gaps and overlaps', () => {
    expect(coversExactly([{ min: 0, max: 5, weather: 'snow' }, { min: 7, max: 14, weather: 'heat' }], 0, 14)).toBe(false);
    expect(coversExactly([{ min: 0, max: 7, weather: 'snow' }, { min: 7, max: 14, weather: 'heat' }], 0, 14)).toBe(false);
    expect(coversExactly([{ min: 0, max: 15, weather: 'snow' }], 0, 14)).toBe(false);
  });

  it('002 Weather table: flagged as an assumption with a documented reading', () => {
    expect(weather.table.assumption).toBe(true);
    expect(weather.table.reading).toMatch(/Stray cells ignored/);
  });

  it('002 Weather table: Standard 0 Snow, 1 Heavy Rain, 2-4 Light Rain, 5 Strong Winds, 6-10 Good Weather, 11-14 Heat', () => {
    expect(weather.table.columns.standard).toEqual([
      { min: 0, max: 0, weather: 'snow' },
      { min: 1, max: 1, weather: 'heavyRain' },
      { min: 2, max: 4, weather: 'lightRain' },
      { min: 5, max: 5, weather: 'strongWinds' },
      { min: 6, max: 10, weather: 'goodWeather' },
      { min: 11, max: 14, weather: 'heat' },
    ]);
  });

  it('002 Weather table: Plains 3-4 Strong Winds, 10-13 Heat, 14 Extreme Heat', () => {
    expect(at('plains', 3)).toBe('strongWinds');
    expect(at('plains', 4)).toBe('strongWinds');
    expect(at('plains', 10)).toBe('heat');
    expect(at('plains', 14)).toBe('extremeHeat');
  });

  it('002 Weather table: Coastal 5-6 Strong Winds, 7 Good Weather', () => {
    expect(at('coastal', 6)).toBe('strongWinds');
    expect(at('coastal', 7)).toBe('goodWeather');
  });

  it('002 Weather table: Mountains 0-1 Snow, 2 Heavy Rain', () => {
    expect(at('mountains', 1)).toBe('snow');
    expect(at('mountains', 2)).toBe('heavyRain');
  });

  it('002 Weather table: Jungle 0 Heavy Rain, 8 Heat, 11 Extreme Heat', () => {
    expect(at('jungle', 0)).toBe('heavyRain');
    expect(at('jungle', 8)).toBe('heat');
    expect(at('jungle', 11)).toBe('extremeHeat');
  });

  it('002 Weather table: Desert 0 Dust Storms, 2 Strong Winds, 5 Good Weather', () => {
    expect(at('desert', 0)).toBe('dustStorm');
    expect(at('desert', 2)).toBe('strongWinds');
    expect(at('desert', 5)).toBe('goodWeather');
  });

  it('002 Weather table: each column only climbs the drift ladder (read up = hotter)', () => {
    for (const column of WEATHER_COLUMNS) {
      const positions = columnLadder(weather.table, column).map((w) => weather.drift.order.indexOf(w));
      expect(positions.every((p) => p >= 0), column).toBe(true);
      expect([...positions].sort((a, b) => a - b), column).toEqual(positions);
    }
    expect(columnLadder(weather.table, 'desert')).toEqual(['dustStorm', 'strongWinds', 'goodWeather', 'heat', 'extremeHeat']);
  });

  it('002 Weather Affects: Snow', () => {
    expect(type('snow').effects).toBe('uphill bonus +3, all shooting down a colour, visibility {bw:4|pactoPrintsBw}, command ranges halved');
  });

  it('002 Weather Affects: Heavy Rain, gunpowder weapons cannot fire', () => {
    expect(type('heavyRain').effects).toBe(
      'uphill bonus +3, all shooting down a colour (gunpowder weapons cannot fire), movement down {bw:1|pactoPrintsBw}',
    );
  });

  it('002 Weather Affects: Strong Winds, shooting over 2BW down a colour', () => {
    expect(type('strongWinds').effects).toBe('all shooting over {bw:2|pactoPrintsBw} down a colour');
  });

  it('002 Weather Affects: Heat and Extreme Heat, combat shy', () => {
    expect(type('heat').effects).toBe('all troops with F Arm (foot or mounted) fight combat shy');
    expect(type('extremeHeat').effects).toBe('all troops other than unprotected fight combat shy');
  });

  it('002 Weather Affects: Night Game, command ranges halved, not on the table', () => {
    expect(type('nightGame')).toMatchObject({ effects: 'command ranges halved', onTable: false });
  });

  it('002 Weather Affects: Good Weather has no listed effects (flagged assumption)', () => {
    expect(type('goodWeather')).toMatchObject({ effects: '', assumption: true });
  });
});

describe('scales (seed 002 notes, seed 001 Pacto)', () => {
  it('002 Pre battle system: MAGNA sizes and distances reduced to 2/3 rounded up', () => {
    const magna = scale('magna');
    expect(magna).toMatchObject({ unit: 'BW', factor: { numerator: 2, denominator: 3 }, rounding: 'up' });
    expect([6, 10, 4, 8, 2, 5].map((d) => scaleDistance(magna, d))).toEqual([4, 7, 3, 6, 2, 4]);
  });

  it('002 Pre battle system: PACTO needs no change, the same numbers in HBW (001)', () => {
    const pacto = scale('pacto');
    expect(pacto).toMatchObject({ unit: 'HBW', factor: { numerator: 1, denominator: 1 }, rounding: 'none' });
    expect(scaleDistance(pacto, 6)).toBe(6);
  });

  it('002 Pre battle system: Maximus distances as printed in BW', () => {
    expect(scaleDistance(scale('maximus'), 10)).toBe(10);
    expect(scale('maximus').unit).toBe('BW');
  });

  it('RULES-NOTES 2 defaults: every table size is flagged as an assumption with a note', () => {
    for (const s of scales.scales) {
      for (const t of s.tables) {
        expect(t.assumption, t.id).toBe(true);
        expect(t.note, t.id).toMatch(/not in the sources/);
      }
    }
    expect(scale('maximus').tables[0]).toMatchObject({ widthCm: 180, depthCm: 120, baseWidthMm: 40 });
    expect(scale('pacto').tables[0]).toMatchObject({ widthCm: 90, depthCm: 60 });
    expect(scale('magna').tables.map((t) => [t.widthCm, t.depthCm])).toEqual([
      [121.92, 91.44],
      [182.88, 121.92],
    ]);
  });
});

describe('components (RULES-NOTES 4, seed 000 for the rating die)', () => {
  it('000 PBS 8.A: Legendary-Red, Talented-Yellow, Competent-Green, Mediocre-White (not an assumption)', () => {
    expect(components.ratingDie).toMatchObject({
      legendary: 'red',
      talented: 'yellow',
      competent: 'green',
      mediocre: 'white',
      assumption: false,
      source: '000 PBS 8.A',
    });
  });

  it('RULES-NOTES 4: every assumed field is listed with a note', () => {
    for (const f of ASSUMED_FIELDS) {
      const a = components.assumptions.find((x) => x.field === f);
      expect(a, f).toBeDefined();
      expect(a!.note.length, f).toBeGreaterThan(20);
    }
    for (const d of components.dice) expect(d.assumption, d.colour).toBe(true);
  });

  it('RULES-NOTES 4: White die has no skull, Red has two; 55 cards in the deck', () => {
    const die = (c: string) => components.dice.find((d) => d.colour === c)!;
    expect(die('white').faces).not.toContain('skull');
    expect(die('red').faces.filter((f) => f === 'skull')).toHaveLength(2);
    expect(Object.values(components.deck).reduce((a, b) => a + b, 0)).toBe(55);
    expect(components.rollOffRanking).toEqual(['skull', 'wound', 'special', 'blank']);
  });
});
