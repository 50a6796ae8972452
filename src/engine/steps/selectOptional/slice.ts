import { z } from '../../../lib/zod';
import { bySide, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { selectCompulsorySlice } from '../selectCompulsory/slice';

export const EndSelectionActionSchema = z.strictObject({ type: z.literal('endSelection'), side: SideSchema });

/** PBS 9.C: whether each side has ended its choice of optional terrain. */
export const selectOptionalSlice = defineSlice({
  id: 'selectOptional',
  fields: { selectionEnded: bySide(z.boolean()) },
  start: () => ({ selectionEnded: { invader: false, defender: false } }),
  public: ['selectionEnded'],
  actions: [...selectCompulsorySlice.actions, EndSelectionActionSchema],
  events: { ...selectCompulsorySlice.events, selectionEnded: z.strictObject({ side: SideSchema }) },
});
