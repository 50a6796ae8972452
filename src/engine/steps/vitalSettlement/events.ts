import { z } from '../../../lib/zod';

/** The Vital Settlement or Fort (PBS 9.E): placed, or none in this battle (app rules 5). */
export const vitalSettlementEvents = { vitalSettlementPlaced: z.strictObject({}), vitalSettlementNone: z.strictObject({}) };
