import { z } from '../../../lib/zod';
import { cellField, intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';

export const MoveCounterActionSchema = z.strictObject({ type: z.literal('moveCounter'), row: cellField, col: cellField });

/** PBS 8.D: a day's winner moves the counter (kept in the march's days). */
export const moveCounterSlice = defineSlice({
  id: 'moveCounter',
  fields: {},
  start: () => ({}),
  public: [],
  actions: [MoveCounterActionSchema],
  events: { counterMoved: z.strictObject({ side: SideSchema, day: intField, row: intField, col: intField }) },
});
