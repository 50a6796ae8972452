import { z } from '../../../lib/zod';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { IdSchema } from '../../schema/vocab';

export const ChooseTerritoryActionSchema = z.strictObject({ type: z.literal('chooseTerritory'), territory: IdSchema });

/** PBS 8.C: the territory of the battle. */
export const chooseTerritorySlice = defineSlice({
  id: 'chooseTerritory',
  fields: { territory: z.nullable(IdSchema) },
  start: () => ({ territory: null }),
  public: ['territory'],
  actions: [ChooseTerritoryActionSchema],
  events: { territoryChosen: z.strictObject({ side: SideSchema, territory: IdSchema }) },
});
