import { refuse, type Refusal } from '../refusal';
import type { Rules } from '../rules';
import { columnLadder, type WeatherColumn, type WeatherId } from '../schema/weather';
import type { Face } from '../schema/vocab';

/** The two die colours of the weather turn roll, keyed as in `drift.perTurn` (seed 002 Weather rules: turn roll). */
export type DriftColour = 'red' | 'green';

/** How many Red and Green dice a turn's weather roll uses (seed 002 Weather rules: turn roll). */
export interface TurnDice {
  red: number;
  green: number;
}

/** The weather before a turn's roll and the faces the Red and Green dice showed (seed 002 Weather rules: turn roll). */
export interface DriftInput {
  /** The territory's weather column (`TerritoryRules.weatherColumn`; the 2023 territories map onto a column). */
  column: WeatherColumn;
  current: WeatherId;
  /** Whether the starting roll was a double, which doubles the dice. */
  changeable: boolean;
  red: readonly Face[];
  green: readonly Face[];
}

/** The weather after a turn's roll with the signed steps it actually moved and the skulls (up) and blanks (down) that counted, or a refusal. */
export type DriftResult =
  | { ok: true; weather: WeatherId; steps: number; up: number; down: number }
  | { ok: false; error: Refusal };

/** Seed 002 Weather rules, turn roll: a Red and a Green die each turn, two of each when the weather is changeable (`drift` data). */
export function weatherTurnDice(rules: Rules, changeable: boolean): TurnDice {
  const dice = changeable ? rules.weather.drift.changeable : rules.weather.drift.perTurn;
  return { red: dice.red, green: dice.green };
}

/**
 * Seed 002 Weather rules, turn roll, read as the `drift` assumption: each Red skull is one step hotter and each
 * Green blank one step colder along the column's own types, skulls and blanks cancel and the weather stays at either end.
 */
export function driftWeather(rules: Rules, input: DriftInput): DriftResult {
  const ladder = columnLadder(rules.weather.table, input.column);
  const from = ladder.indexOf(input.current);
  if (from < 0) return refuse('weatherNotInColumn', { weather: input.current, column: input.column });

  const expected = weatherTurnDice(rules, input.changeable);
  for (const colour of ['red', 'green'] as const) {
    const got = input[colour].length;
    if (got !== expected[colour]) return refuse('wrongDiceCount', { colour, expected: expected[colour], got, changeable: input.changeable });
  }
  for (const colour of ['red', 'green'] as const) {
    const faces = rules.components.dice.find((d) => d.colour === colour)?.faces ?? [];
    const die = input[colour].findIndex((face) => !faces.includes(face));
    if (die >= 0) return refuse('faceNotOnDie', { colour, die, face: input[colour][die] as Face });
  }

  const up = input.red.filter((face) => face === 'skull').length;
  const down = input.green.filter((face) => face === 'blank').length;
  const to = Math.min(ladder.length - 1, Math.max(0, from + up - down));
  return { ok: true, weather: ladder[to] as WeatherId, steps: to - from, up, down };
}
