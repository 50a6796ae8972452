import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { WeatherIdSchema } from '../../schema/weather';
import { BattleTurnSchema } from './slice';

/** The end of the pre-battle and the battle's weather (issue 13). */
export const doneEvents = {
    preBattleEnded: z.strictObject({}),
    /** A battle turn's weather roll (issue 13; seed 002 Weather rules: turn roll). */
    battleWeatherRolled: z.extend(BattleTurnSchema, { changeable: z.boolean() }),
    /** The battle is over after this many weather rolls; the battle seed, if any, may now be revealed. */
    battleEnded: z.strictObject({ turns: intField, weather: WeatherIdSchema }),
  };
