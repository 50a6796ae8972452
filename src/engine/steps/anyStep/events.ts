import { z } from '../../../lib/zod';
import { SideSchema } from '../../schema/side';
import { PositionStageSchema } from '../../schema/table';
import { IdSchema } from '../../schema/vocab';

/** A piece's recorded position, at any step (issue 10). */
export const anyStepEvents = {
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
  };
