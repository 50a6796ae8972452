import { z } from '../../../lib/zod';
import { indexField } from '../../schema/actionFields';
import { defineSlice } from '../../schema/slice';
import { FootprintSchema, PositionStageSchema } from '../../schema/table';

export const RecordPositionActionSchema = z.strictObject({ type: z.literal('recordPosition'), piece: indexField, stage: PositionStageSchema, ...FootprintSchema.shape });

/** What any step accepts without changing the step: a piece's position on the table (issue 10), kept in its piece. */
export const anyStepSlice = defineSlice({
  id: 'anyStep',
  fields: {},
  start: () => ({}),
  public: [],
  actions: [RecordPositionActionSchema],
});
