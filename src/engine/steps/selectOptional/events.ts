import { z } from '../../../lib/zod';
import { SideSchema } from '../../schema/side';
import { selectCompulsoryEvents } from '../selectCompulsory/events';

/** Choosing optional terrain, and ending the choice (PBS 9.C). */
export const selectOptionalEvents = { ...selectCompulsoryEvents, selectionEnded: z.strictObject({ side: SideSchema }) };
