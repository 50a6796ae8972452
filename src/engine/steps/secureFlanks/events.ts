import { z } from '../../../lib/zod';
import { edgeField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { IdSchema } from '../../schema/vocab';

/** The secure flank's events (PBS 9.A). */
export const secureFlanksEvents = {
    deepWaterPlaced: z.strictObject({ side: SideSchema, edge: edgeField }),
    flankPiecePlaced: z.strictObject({ side: SideSchema, terrain: IdSchema, sector: edgeField }),
    flankPieceSkipped: z.strictObject({ side: SideSchema }),
  };
