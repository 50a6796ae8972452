import { z } from '../../../lib/zod';
import { cardsField, intField } from '../../schema/actionFields';
import { defineSlice } from '../../schema/slice';
import { ColourSchema } from '../../schema/vocab';

export const ShuffleDeckActionSchema = z.strictObject({ type: z.literal('shuffleDeck'), order: cardsField });

/** PBS 8.B: the shuffled deck, top first; secret, so no view names it (the room sees its size). */
export const shuffleSlice = defineSlice({
  id: 'shuffle',
  fields: { deck: z.nullable(z.array(ColourSchema)) },
  start: () => ({ deck: null }),
  public: [],
  actions: [ShuffleDeckActionSchema],
  events: { deckShuffled: z.strictObject({ size: intField }) },
});
