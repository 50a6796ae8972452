import { z } from '../../../lib/zod';
import { dieField } from '../../schema/actionFields';
import { defineSlice } from '../../schema/slice';

export const ReadOmensActionSchema = z.strictObject({ type: z.literal('readOmens'), die: dieField });

/**
 * The made-up omens (ARCHITECTURE "Add a step"): one die read after the roll-off, from the app rules it came with. The omen the room
 * sees is absent until read, so the room's view in a link made before the omens (which lacks it) still opens.
 */
export const omensSlice = defineSlice({
  id: 'omens',
  fields: { omen: z.optional(dieField) },
  start: () => ({ omen: undefined }),
  public: ['omen'],
  actions: [ReadOmensActionSchema],
  since: __NEXT_RULES__,
});
