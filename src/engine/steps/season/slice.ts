import { z } from '../../../lib/zod';
import { defineSlice } from '../../schema/slice';
import { SeasonIdSchema } from '../../schema/weather';

export const ChooseSeasonActionSchema = z.strictObject({ type: z.literal('chooseSeason'), season: SeasonIdSchema });

/** Seed 002 Weather rules: the season the invader chooses. */
export const seasonSlice = defineSlice({
  id: 'season',
  fields: { season: z.nullable(SeasonIdSchema) },
  start: () => ({ season: null }),
  public: ['season'],
  actions: [ChooseSeasonActionSchema],
  events: { seasonChosen: z.strictObject({ season: SeasonIdSchema }) },
});
