import { z } from '../../../lib/zod';
import { indexField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { FootprintSchema, PositionStageSchema } from '../../schema/table';
import { IdSchema } from '../../schema/vocab';

export const RecordPositionActionSchema = z.strictObject({ type: z.literal('recordPosition'), piece: indexField, stage: PositionStageSchema, ...FootprintSchema.shape });

/** What any step accepts without changing the step: a piece's position on the table (issue 10), kept in its piece. */
export const anyStepSlice = defineSlice({
  id: 'anyStep',
  fields: {},
  start: () => ({}),
  public: [],
  actions: [RecordPositionActionSchema],
  events: {
    /** A piece's position on the table, with the table's unit and its size so the words can give numbers. */
    positionRecorded: z.strictObject({
      piece: z.number().check(z.int()),
      side: SideSchema,
      terrain: IdSchema,
      stage: PositionStageSchema,
      x: z.number(),
      y: z.number(),
      width: z.number(),
      depth: z.number(),
      angle: z.number(),
      unit: z.enum(['BW', 'HBW']),
      mmPerUnit: z.number(),
    }),
  },
});
