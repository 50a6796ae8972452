import { z } from '../../../lib/zod';
import { cellField, intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';

/** A square of the PBS map by row and column. */
export const SquareSchema = z.strictObject({ row: intField, col: intField });
export type Square = z.infer<typeof SquareSchema>;

export const PlaceCounterActionSchema = z.strictObject({ type: z.literal('placeCounter'), row: cellField, col: cellField });

/** PBS 8.D: where the army counter stands on the PBS map. */
export const placeCounterSlice = defineSlice({
  id: 'placeCounter',
  fields: { counter: z.nullable(SquareSchema) },
  start: () => ({ counter: null }),
  public: ['counter'],
  actions: [PlaceCounterActionSchema],
  events: { counterPlaced: z.strictObject({ side: SideSchema, row: intField, col: intField }) },
});
