import { z } from '../../../lib/zod';
import { cardsField, intField } from '../../schema/actionFields';
import { bySide } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { ColourSchema } from '../../schema/vocab';

export const DealPbsActionSchema = z.strictObject({ type: z.literal('dealPbs'), invader: cardsField, defender: cardsField });

/** PBS 8.B: each side's hand (secret; the room sees how many cards each holds). */
export const dealPbsSlice = defineSlice({
  id: 'dealPbs',
  fields: { hands: z.nullable(bySide(z.array(ColourSchema))), handCounts: bySide(intField) },
  start: () => ({ hands: null, handCounts: { invader: 0, defender: 0 } }),
  public: ['handCounts'],
  actions: [DealPbsActionSchema],
});
