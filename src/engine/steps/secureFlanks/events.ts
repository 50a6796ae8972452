import { z } from '../../../lib/zod';
import { edgeField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { IdSchema } from '../../schema/vocab';

/** The secure flank's events (PBS 9.A). */
export const secureFlanksEvents = {
    /** `depth`: recorded from app rules 5, in the game's unit; absent: the full depth. */
    deepWaterPlaced: z.strictObject({ side: SideSchema, edge: edgeField, depth: z.optional(z.strictObject({ value: z.number(), unit: z.enum(['BW', 'HBW']) })) }),
    flankPiecePlaced: z.strictObject({ side: SideSchema, terrain: IdSchema, sector: edgeField }),
    flankPieceSkipped: z.strictObject({ side: SideSchema }),
  };
