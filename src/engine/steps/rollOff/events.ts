import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { PlayerIndexSchema } from '../../schema/side';
import { FaceSchema } from '../../schema/vocab';

/** The roll-off's events (PBS 8.A). */
export const rollOffEvents = {
    rolledOff: z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(PlayerIndexSchema), attempt: intField }),
  };
