import { z } from '../../../lib/zod';
import { dieField } from '../../schema/actionFields';

/** The omens' one event: the die read. */
export const omensEvents = { omensRead: z.strictObject({ die: dieField }) };
