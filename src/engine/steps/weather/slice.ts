import { z } from '../../../lib/zod';
import { dieField, intField } from '../../schema/actionFields';
import { defineSlice } from '../../schema/slice';
import { WeatherIdSchema } from '../../schema/weather';

/** The pre-battle's weather roll and the weather it gave (seed 002 Weather rules). */
export const WeatherResultSchema = z.strictObject({
  dice: z.tuple([z.number(), z.number()]),
  score: z.number(),
  weather: WeatherIdSchema,
  changeable: z.boolean(),
});
export type WeatherResult = z.infer<typeof WeatherResultSchema>;

export const RollWeatherActionSchema = z.strictObject({ type: z.literal('rollWeather'), dice: z.tuple([dieField, dieField]) });

/** Seed 002 Weather rules: the weather for the battle's start. */
export const weatherSlice = defineSlice({
  id: 'weather',
  fields: { weather: z.nullable(WeatherResultSchema) },
  start: () => ({ weather: null }),
  public: ['weather'],
  actions: [RollWeatherActionSchema],
  events: {
    weatherRolled: z.strictObject({ dice: z.tuple([intField, intField]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() }),
  },
});
