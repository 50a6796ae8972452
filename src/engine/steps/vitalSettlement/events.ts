import { z } from '../../../lib/zod';

/** The Vital Settlement or Fort (PBS 9.F). */
export const vitalSettlementEvents = { vitalSettlementPlaced: z.strictObject({}) };
