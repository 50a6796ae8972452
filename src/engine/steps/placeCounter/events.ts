import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';

/** The army counter's placing (PBS 8.D). */
export const placeCounterEvents = { counterPlaced: z.strictObject({ side: SideSchema, row: intField, col: intField }) };
