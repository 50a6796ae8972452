import { z } from '../../../lib/zod';
import { defineSlice } from '../../schema/slice';

export const ConfirmVitalSettlementActionSchema = z.strictObject({ type: z.literal('confirmVitalSettlement') });

/** PBS 9.F: whether the Vital Settlement or Fort is placed. */
export const vitalSettlementSlice = defineSlice({
  id: 'vitalSettlement',
  fields: { vitalSettlementDone: z.boolean() },
  start: () => ({ vitalSettlementDone: false }),
  public: ['vitalSettlementDone'],
  actions: [ConfirmVitalSettlementActionSchema],
  events: { vitalSettlementPlaced: z.strictObject({}) },
});
