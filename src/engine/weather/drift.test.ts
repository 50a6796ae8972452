// @vitest-environment node
import { type Face, type Rules, type WeatherId } from '..';
import type { WeatherColumn } from '../schema/weather';
import { driftWeather, weatherTurnDice, type DriftInput } from './drift';
import { deepFreeze } from '../../../tests/support/deepFreeze';
import { rules } from '../../../tests/support/scenario';
import { WRONG_DICE_COUNTS } from '../../../tests/support/weatherDice';

const TURN = 'seed 002 Weather rules: turn roll';
const ASSUMED = 'weather.json drift assumption (up = hotter, along the column, stays at the ends)';

/** One turn's roll in a non-changeable game: one Red and one Green die. */
function turn(column: WeatherColumn, current: WeatherId, red: Face, green: Face) {
  return driftWeather(rules, { column, current, changeable: false, red: [red], green: [green] });
}

describe('weatherTurnDice (seed 002 Weather rules: turn roll)', () => {
  test.each([
    [false, { red: 1, green: 1 }, `${TURN}: "roll RED + GREEN dice"`],
    [true, { red: 2, green: 2 }, `${TURN}: "two of each if changeable"`],
  ] as const)('changeable %s -> %o (%s)', (changeable, dice, _source) => {
    expect(weatherTurnDice(rules, changeable)).toEqual(dice);
  });
});

/**
 * Every weather type of every column with its neighbour one step hotter and one step colder, written from the
 * column lists of weather.json `table.reading` (Standard, Plains, Coastal, Mountains, Forest, Jungle, Desert).
 */
const NEIGHBOURS: [WeatherColumn, WeatherId, WeatherId, WeatherId][] = [
  // Standard: Snow, Heavy Rain, Light Rain, Strong Winds, Good Weather, Heat
  ['standard', 'snow', 'heavyRain', 'snow'],
  ['standard', 'heavyRain', 'lightRain', 'snow'],
  ['standard', 'lightRain', 'strongWinds', 'heavyRain'],
  ['standard', 'strongWinds', 'goodWeather', 'lightRain'],
  ['standard', 'goodWeather', 'heat', 'strongWinds'],
  ['standard', 'heat', 'heat', 'goodWeather'],
  // Plains: Snow, Heavy Rain, Light Rain, Strong Winds, Good Weather, Heat, Extreme Heat
  ['plains', 'snow', 'heavyRain', 'snow'],
  ['plains', 'heavyRain', 'lightRain', 'snow'],
  ['plains', 'lightRain', 'strongWinds', 'heavyRain'],
  ['plains', 'strongWinds', 'goodWeather', 'lightRain'],
  ['plains', 'goodWeather', 'heat', 'strongWinds'],
  ['plains', 'heat', 'extremeHeat', 'goodWeather'],
  ['plains', 'extremeHeat', 'extremeHeat', 'heat'],
  // Coastal: Snow, Heavy Rain, Light Rain, Strong Winds, Good Weather, Heat
  ['coastal', 'snow', 'heavyRain', 'snow'],
  ['coastal', 'heavyRain', 'lightRain', 'snow'],
  ['coastal', 'lightRain', 'strongWinds', 'heavyRain'],
  ['coastal', 'strongWinds', 'goodWeather', 'lightRain'],
  ['coastal', 'goodWeather', 'heat', 'strongWinds'],
  ['coastal', 'heat', 'heat', 'goodWeather'],
  // Mountains: Snow, Heavy Rain, Light Rain, Strong Winds, Good Weather, Heat
  ['mountains', 'snow', 'heavyRain', 'snow'],
  ['mountains', 'heavyRain', 'lightRain', 'snow'],
  ['mountains', 'lightRain', 'strongWinds', 'heavyRain'],
  ['mountains', 'strongWinds', 'goodWeather', 'lightRain'],
  ['mountains', 'goodWeather', 'heat', 'strongWinds'],
  ['mountains', 'heat', 'heat', 'goodWeather'],
  // Forest: Snow, Heavy Rain, Light Rain, Strong Winds, Good Weather, Heat
  ['forest', 'snow', 'heavyRain', 'snow'],
  ['forest', 'heavyRain', 'lightRain', 'snow'],
  ['forest', 'lightRain', 'strongWinds', 'heavyRain'],
  ['forest', 'strongWinds', 'goodWeather', 'lightRain'],
  ['forest', 'goodWeather', 'heat', 'strongWinds'],
  ['forest', 'heat', 'heat', 'goodWeather'],
  // Jungle: Heavy Rain, Strong Winds, Good Weather, Heat, Extreme Heat (no Snow, no Light Rain)
  ['jungle', 'heavyRain', 'strongWinds', 'heavyRain'],
  ['jungle', 'strongWinds', 'goodWeather', 'heavyRain'],
  ['jungle', 'goodWeather', 'heat', 'strongWinds'],
  ['jungle', 'heat', 'extremeHeat', 'goodWeather'],
  ['jungle', 'extremeHeat', 'extremeHeat', 'heat'],
  // Desert: Dust Storm, Strong Winds, Good Weather, Heat, Extreme Heat
  ['desert', 'dustStorm', 'strongWinds', 'dustStorm'],
  ['desert', 'strongWinds', 'goodWeather', 'dustStorm'],
  ['desert', 'goodWeather', 'heat', 'strongWinds'],
  ['desert', 'heat', 'extremeHeat', 'goodWeather'],
  ['desert', 'extremeHeat', 'extremeHeat', 'heat'],
];

describe(`driftWeather, one die of each (${TURN}; ${ASSUMED})`, () => {
  test.each(NEIGHBOURS)('%s %s: a Red skull -> %s', (column, current, hotter) => {
    const steps = hotter === current ? 0 : 1;
    expect(turn(column, current, 'skull', 'wound')).toEqual({ ok: true, weather: hotter, steps, up: 1, down: 0 });
  });

  test.each(NEIGHBOURS)('%s %s: a Green blank -> %s', (column, current, _hotter, colder) => {
    const steps = colder === current ? 0 : -1;
    expect(turn(column, current, 'special', 'blank')).toEqual({ ok: true, weather: colder, steps, up: 0, down: 1 });
  });

  test.each(NEIGHBOURS)('%s %s: a Red skull and a Green blank cancel', (column, current) => {
    expect(turn(column, current, 'skull', 'blank')).toEqual({ ok: true, weather: current, steps: 0, up: 1, down: 1 });
  });

  test.each(NEIGHBOURS)('%s %s: a Red blank and a Green skull move nothing', (column, current) => {
    expect(turn(column, current, 'blank', 'skull')).toEqual({ ok: true, weather: current, steps: 0, up: 0, down: 0 });
  });

  test.each([
    ['standard', 'snow', 'heat'],
    ['plains', 'snow', 'extremeHeat'],
    ['coastal', 'snow', 'heat'],
    ['mountains', 'snow', 'heat'],
    ['forest', 'snow', 'heat'],
    ['jungle', 'heavyRain', 'extremeHeat'],
    ['desert', 'dustStorm', 'extremeHeat'],
  ] as const)('%s: the ends of the column are %s and %s, and the weather stays there', (column, coldest, hottest) => {
    expect(turn(column, coldest, 'wound', 'blank')).toMatchObject({ ok: true, weather: coldest, steps: 0, down: 1 });
    expect(turn(column, hottest, 'skull', 'special')).toMatchObject({ ok: true, weather: hottest, steps: 0, up: 1 });
  });
});

describe(`driftWeather, changeable: two dice of each (${TURN}: "two of each if changeable"; ${ASSUMED})`, () => {
  test.each([
    ['standard', 'snow', ['skull', 'skull'], ['wound', 'special'], 'lightRain', 2, 2, 0, 'two skulls = two steps up'],
    ['standard', 'goodWeather', ['skull', 'skull'], ['wound', 'wound'], 'heat', 1, 2, 0, 'two skulls, capped at Heat'],
    ['standard', 'heat', ['skull', 'skull'], ['skull', 'skull'], 'heat', 0, 2, 0, 'two skulls at the hot end: stays'],
    ['coastal', 'goodWeather', ['wound', 'special'], ['blank', 'blank'], 'lightRain', -2, 0, 2, 'two blanks = two steps down'],
    ['mountains', 'heavyRain', ['wound', 'wound'], ['blank', 'blank'], 'snow', -1, 0, 2, 'two blanks, capped at Snow'],
    ['forest', 'snow', ['blank', 'blank'], ['blank', 'blank'], 'snow', 0, 0, 2, 'two blanks at the cold end: stays'],
    ['plains', 'goodWeather', ['skull', 'skull'], ['skull', 'wound'], 'extremeHeat', 2, 2, 0, 'two skulls reach Extreme Heat'],
    ['plains', 'heat', ['skull', 'skull'], ['blank', 'blank'], 'heat', 0, 2, 2, 'two skulls and two blanks cancel'],
    ['jungle', 'goodWeather', ['skull', 'skull'], ['blank', 'special'], 'heat', 1, 2, 1, 'two skulls less one blank'],
    ['jungle', 'strongWinds', ['special', 'wound'], ['blank', 'blank'], 'heavyRain', -1, 0, 2, 'Jungle has no Snow: capped at Heavy Rain'],
    ['desert', 'strongWinds', ['blank', 'wound'], ['blank', 'blank'], 'dustStorm', -1, 0, 2, 'Desert ends at Dust Storm'],
    ['desert', 'heat', ['skull', 'skull'], ['special', 'wound'], 'extremeHeat', 1, 2, 0, 'Desert ends at Extreme Heat'],
    ['standard', 'lightRain', ['skull', 'blank'], ['skull', 'wound'], 'strongWinds', 1, 1, 0, 'one skull of two Red dice'],
  ] as const)('%s %s, Red %o Green %o -> %s (%s steps; %s)', (column, current, red, green, weather, steps, up, down, _why) => {
    expect(driftWeather(rules, { column, current, changeable: true, red, green })).toEqual({ ok: true, weather, steps, up, down });
  });
});

describe('driftWeather for the 2023 territories (RULES-NOTES 3.10: Waterside -> Coastal, Cultivated -> Standard, the rest by name)', () => {
  test.each([
    ['waterside', 'coastal', 'strongWinds', 'lightRain'],
    ['cultivated', 'standard', 'strongWinds', 'lightRain'],
    ['jungle', 'jungle', 'strongWinds', 'heavyRain'],
    ['desert', 'desert', 'strongWinds', 'dustStorm'],
    ['forest', 'forest', 'strongWinds', 'lightRain'],
    ['plains', 'plains', 'strongWinds', 'lightRain'],
    ['mountains', 'mountains', 'strongWinds', 'lightRain'],
  ] as const)('%s uses the %s column: %s with a Green blank -> %s', (territory, column, current, colder) => {
    const weatherColumn = rules.territoryIndex['2023'][territory]?.weatherColumn;
    expect(weatherColumn).toBe(column);
    expect(driftWeather(rules, { column: weatherColumn as WeatherColumn, current, changeable: false, red: ['wound'], green: ['blank'] })).toMatchObject({
      ok: true,
      weather: colder,
    });
  });
});

describe(`driftWeather refusals (${TURN})`, () => {
  test.each(WRONG_DICE_COUNTS)('wrongDiceCount: changeable %s, Red %o, Green %o', (changeable, red, green, params) => {
    expect(driftWeather(rules, { column: 'standard', current: 'goodWeather', changeable, red, green })).toEqual({
      ok: false,
      error: { code: 'wrongDiceCount', params },
    });
  });

  test.each([
    ['jungle', 'snow', 'Jungle has no Snow'],
    ['jungle', 'lightRain', 'Jungle has no Light Rain'],
    ['desert', 'snow', 'Desert has no Snow'],
    ['standard', 'dustStorm', 'only Desert has Dust Storm'],
    ['standard', 'extremeHeat', 'Standard ends at Heat'],
    ['plains', 'nightGame', 'Night Game is not on the table'],
  ] as const)('weatherNotInColumn: %s %s (%s)', (column, current, _why) => {
    expect(driftWeather(rules, { column, current, changeable: false, red: ['skull'], green: ['blank'] })).toEqual({
      ok: false,
      error: { code: 'weatherNotInColumn', params: { weather: current, column } },
    });
  });

  /** The shipped rules with the Red and Green dice given other faces (components data is an assumption). */
  function withDice(red: Face[], green: Face[]): Rules {
    const dice = rules.components.dice.map((d) => (d.colour === 'red' ? { ...d, faces: red } : d.colour === 'green' ? { ...d, faces: green } : d));
    return { ...rules, components: { ...rules.components, dice } };
  }

  test.each([
    ['a Red die without a blank', withDice(['skull', 'skull', 'wound', 'wound', 'special', 'special'], ['skull', 'blank', 'blank', 'blank', 'blank', 'blank']), ['wound', 'blank'], ['blank', 'blank'], { colour: 'red', die: 1, face: 'blank' }],
    ['a Green die without a skull', withDice(['skull', 'skull', 'skull', 'skull', 'skull', 'blank'], ['wound', 'wound', 'special', 'blank', 'blank', 'blank']), ['skull', 'skull'], ['blank', 'skull'], { colour: 'green', die: 1, face: 'skull' }],
    ['a face no die has', rules, ['skull', 'hit' as Face], ['blank', 'blank'], { colour: 'red', die: 1, face: 'hit' }],
  ] as const)('faceNotOnDie: %s', (_name, r, red, green, params) => {
    expect(driftWeather(r, { column: 'standard', current: 'goodWeather', changeable: true, red, green })).toEqual({
      ok: false,
      error: { code: 'faceNotOnDie', params },
    });
  });
});

describe('driftWeather purity', () => {
  it('does not mutate its input', () => {
    const input: DriftInput = deepFreeze({ column: 'desert', current: 'goodWeather', changeable: true, red: ['skull', 'skull'], green: ['blank', 'wound'] });
    expect(driftWeather(rules, input)).toEqual({ ok: true, weather: 'heat', steps: 1, up: 2, down: 1 });
    expect(input).toEqual({ column: 'desert', current: 'goodWeather', changeable: true, red: ['skull', 'skull'], green: ['blank', 'wound'] });
  });
});
