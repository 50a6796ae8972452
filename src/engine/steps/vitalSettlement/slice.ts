import { z } from '../../../lib/zod';
import { defineSlice } from '../../schema/slice';

/** PBS 9.E: the players placed the Vital Settlement or Fort, or, from app rules 5, say this battle has none (`placed: false`). */
export const ConfirmVitalSettlementActionSchema = z.strictObject({ type: z.literal('confirmVitalSettlement'), placed: z.optional(z.literal(false)) });

/** PBS 9.E: whether the Vital Settlement or Fort is placed, or the battle has none. */
export const vitalSettlementSlice = defineSlice({
  id: 'vitalSettlement',
  /** `vitalSettlementNone`: the players said this battle has none (app rules 5); absent: placed, or not answered yet. */
  fields: { vitalSettlementDone: z.boolean(), vitalSettlementNone: z.optional(z.literal(true)) },
  start: () => ({ vitalSettlementDone: false, vitalSettlementNone: undefined }),
  public: ['vitalSettlementDone', 'vitalSettlementNone'],
  actions: [ConfirmVitalSettlementActionSchema],
});
