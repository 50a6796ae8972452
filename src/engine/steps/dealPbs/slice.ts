import { z } from '../../../lib/zod';
import { cardsField, intField } from '../../schema/actionFields';
import { bySide, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { ColourSchema } from '../../schema/vocab';

export const DealPbsActionSchema = z.strictObject({ type: z.literal('dealPbs'), invader: cardsField, defender: cardsField });

const purpose = z.enum(['pbs', 'scouting']);

/** PBS 8.B: each side's hand (secret; the room sees how many cards each holds). */
export const dealPbsSlice = defineSlice({
  id: 'dealPbs',
  fields: { hands: z.nullable(bySide(z.array(ColourSchema))), handCounts: bySide(intField) },
  start: () => ({ hands: null, handCounts: { invader: 0, defender: 0 } }),
  public: ['handCounts'],
  actions: [DealPbsActionSchema],
  events: {
    cardsDealt: z.strictObject({ purpose, invader: intField, defender: intField }),
    handDealt: z.strictObject({ side: SideSchema, purpose, cards: z.array(ColourSchema) }),
  },
});
