import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';

/** The counter's move (PBS 8.D). */
export const moveCounterEvents = { counterMoved: z.strictObject({ side: SideSchema, day: intField, row: intField, col: intField }) };
