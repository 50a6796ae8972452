import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { OutcomeSchema } from '../../schema/edition';
import { SideSchema } from '../../schema/side';
import { IdSchema } from '../../schema/vocab';
import { PiecePlacementSchema } from '../selectCompulsory/slice';

const method = z.enum(['contiguous', 'touching']);

/** Placing terrain and the opponent's answer (PBS 9.D-9.E). */
export const placeCompulsoryEvents = {
    placementRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: intField, placement: PiecePlacementSchema, lost: z.boolean() }),
    placedWithoutDice: z.strictObject({ side: SideSchema, terrain: IdSchema, method }),
    opponentRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: intField, kept: z.boolean() }),
    pieceResolved: z.strictObject({ side: SideSchema, terrain: IdSchema, outcome: OutcomeSchema }),
  };
