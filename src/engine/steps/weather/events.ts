import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { WeatherIdSchema } from '../../schema/weather';

/** The weather roll (seed 002 Weather rules). */
export const weatherEvents = {
    weatherRolled: z.strictObject({ dice: z.tuple([intField, intField]), score: z.number(), weather: WeatherIdSchema, changeable: z.boolean() }),
  };
