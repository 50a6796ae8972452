import { z } from '../../lib/zod';
import { SourceSchema } from './vocab';
import { ScaledTextSchema } from './scaledText';
import { QRS_TERRITORY_IDS, type QrsTerritoryId } from './qrs2020';

/**
 * The 2020 weather rules (seed 002 "WEATHER RULES", seed 001 for the Pacto copy): season modifier,
 * 2D6 score, the per-territory weather table, turn-by-turn drift and the effects of each weather.
 *
 * The score table is garbled in the seeds; `table.reading` documents how it was read and
 * `table.assumption` is true so the app shows the flag.
 */

export const SEASON_IDS = ['winter', 'springAutumn', 'summer'] as const;
export const SeasonIdSchema = z.enum(SEASON_IDS);
export type SeasonId = z.infer<typeof SeasonIdSchema>;

export const WEATHER_IDS = [
  'snow',
  'dustStorm',
  'heavyRain',
  'lightRain',
  'strongWinds',
  'goodWeather',
  'heat',
  'extremeHeat',
  'nightGame',
] as const;
export const WeatherIdSchema = z.enum(WEATHER_IDS);
export type WeatherId = z.infer<typeof WeatherIdSchema>;

/** The weather table's columns are the 2020 territory types. */
export const WEATHER_COLUMNS = QRS_TERRITORY_IDS;
export type WeatherColumn = QrsTerritoryId;

export const SeasonSchema = z.strictObject({
  id: SeasonIdSchema,
  name: z.string().check(z.minLength(1)),
  /** Added to the 2D6 roll. */
  modifier: z.number().check(z.int()),
  note: z.optional(z.string()),
  source: SourceSchema,
});
export type Season = z.infer<typeof SeasonSchema>;

export const WeatherTypeSchema = z
  .strictObject({
    id: WeatherIdSchema,
    name: z.string().check(z.minLength(1)),
    /** The seed's "Weather Affects" words; every distance is a token (`ScaledTextSchema`), said in the game's scale. */
    effects: ScaledTextSchema,
    /** Whether the type can come from the score table (Night Game cannot: it is a kind of game). */
    onTable: z.boolean(),
    assumption: z.boolean(),
    note: z.optional(z.string()),
    source: SourceSchema,
  })
  .check(z.refine((t) => !t.assumption || (t.note ?? '').length > 0, { message: 'an assumption needs a note' }));
export type WeatherType = z.infer<typeof WeatherTypeSchema>;

export const ScoreRangeSchema = z
  .strictObject({
    min: z.number().check(z.int()),
    max: z.number().check(z.int()),
    weather: WeatherIdSchema,
  })
  .check(z.refine((r) => r.min <= r.max, { message: 'min must not exceed max' }));
export type ScoreRange = z.infer<typeof ScoreRangeSchema>;

/** True when the ranges cover every whole score from min to max exactly once. */
export function coversExactly(ranges: readonly ScoreRange[], min: number, max: number): boolean {
  const counts = new Map<number, number>();
  for (const r of ranges) {
    for (let s = r.min; s <= r.max; s++) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  for (let s = min; s <= max; s++) if (counts.get(s) !== 1) return false;
  return [...counts.keys()].every((s) => s >= min && s <= max);
}

const ColumnsShape = Object.fromEntries(WEATHER_COLUMNS.map((c) => [c, z.array(ScoreRangeSchema).check(z.minLength(1))])) as Record<
  WeatherColumn,
  z.ZodMiniArray<typeof ScoreRangeSchema>
>;

export const WeatherTableSchema = z.strictObject({
  /** Exactly how each merged or blank cell of the seed's table was read. */
  reading: z.string().check(z.minLength(1)),
  assumption: z.boolean(),
  note: z.string().check(z.minLength(1)),
  source: SourceSchema,
  columns: z.strictObject(ColumnsShape),
});
export type WeatherTable = z.infer<typeof WeatherTableSchema>;

export const DriftSchema = z.strictObject({
  /** Dice rolled at the start of each turn. */
  perTurn: z.strictObject({ red: z.number().check(z.int(), z.minimum(0)), green: z.number().check(z.int(), z.minimum(0)) }),
  /** Dice rolled when the weather is changeable. */
  changeable: z.strictObject({ red: z.number().check(z.int(), z.minimum(0)), green: z.number().check(z.int(), z.minimum(0)) }),
  up: z.string().check(z.minLength(1)),
  down: z.string().check(z.minLength(1)),
  /** The ladder, "down" end first: up moves one step right, down one step left. */
  order: z.array(WeatherIdSchema).check(z.minLength(2)),
  /**
   * The battle turn of the first roll: 1 reads "At the beginning of each turn" as every turn, the first included
   * (the starting 2D6 gives the weather the battle begins in, and turn 1's roll may already move it).
   */
  firstTurn: z.number().check(z.int(), z.minimum(1)),
  /** How long a changeable starting roll (a double) keeps doubling the dice: `battle`, the whole battle. */
  changeableLasts: z.literal('battle'),
  /**
   * The most turns a battle's weather is rolled for: the seeds set no length for a battle, so this is a bound no
   * played battle comes near, past which a file or link is refused rather than replayed (`mostTurnsNote` says why).
   */
  mostTurns: z.number().check(z.int(), z.minimum(1)),
  mostTurnsNote: z.string().check(z.minLength(1)),
  assumption: z.boolean(),
  note: z.string().check(z.minLength(1)),
  source: SourceSchema,
});
export type Drift = z.infer<typeof DriftSchema>;

export const WeatherRulesSchema = z
  .strictObject({
    seasons: z.array(SeasonSchema).check(z.length(3)),
    /** Who chooses the season ("Invader chooses season before terrain"). */
    chooser: z.enum(['invader', 'defender']),
    dice: z.literal('2D6'),
    scoreRange: z.strictObject({ min: z.number().check(z.int()), max: z.number().check(z.int()) }),
    /** "a double and weather is changeable". */
    changeableOnDouble: z.boolean(),
    drift: DriftSchema,
    types: z.array(WeatherTypeSchema).check(z.minLength(1)),
    table: WeatherTableSchema,
    source: SourceSchema,
  })
  .check(
    z.refine((w) => new Set(w.seasons.map((s) => s.id)).size === 3, { message: 'one entry per season' }),
    z.refine(
      (w) => {
        const lo = 2 + Math.min(...w.seasons.map((s) => s.modifier));
        const hi = 12 + Math.max(...w.seasons.map((s) => s.modifier));
        return w.scoreRange.min === lo && w.scoreRange.max === hi;
      },
      { message: 'scoreRange must be 2D6 plus the smallest and largest season modifier' },
    ),
    z.refine(
      (w) => WEATHER_COLUMNS.every((c) => coversExactly(w.table.columns[c], w.scoreRange.min, w.scoreRange.max)),
      { message: 'every territory column must cover the score range exactly once' },
    ),
    z.refine(
      (w) => {
        const ids = new Set(w.types.map((t) => t.id));
        return WEATHER_COLUMNS.every((c) => w.table.columns[c].every((r) => ids.has(r.weather)));
      },
      { message: 'every weather in the table must be described in types' },
    ),
  );
export type WeatherRules = z.infer<typeof WeatherRulesSchema>;

/** The weather for an adjusted score in a territory's column (scores outside the range are clamped). */
export function weatherForScore(table: WeatherTable, column: WeatherColumn, score: number): WeatherId {
  const ranges = table.columns[column];
  const lo = Math.min(...ranges.map((r) => r.min));
  const hi = Math.max(...ranges.map((r) => r.max));
  const s = Math.min(hi, Math.max(lo, score));
  const hit = ranges.find((r) => r.min <= s && s <= r.max);
  if (!hit) throw new Error(`no weather for score ${score} in ${column}`);
  return hit.weather;
}

/** The distinct weather types of a column, lowest score first: the steps the drift moves along. */
export function columnLadder(table: WeatherTable, column: WeatherColumn): WeatherId[] {
  const sorted = [...table.columns[column]].sort((a, b) => a.min - b.min);
  const out: WeatherId[] = [];
  for (const r of sorted) if (out[out.length - 1] !== r.weather) out.push(r.weather);
  return out;
}
