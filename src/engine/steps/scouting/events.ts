import { z } from '../../../lib/zod';
import { SideSchema, bySide } from '../../schema/side';
import { dealPbsEvents } from '../dealPbs/events';

/** Scouting (PBS 10.A), with its deal's events. */
export const scoutingEvents = {
    ...dealPbsEvents,
    scoutingCounted: z.strictObject({ totals: bySide(z.number()), outscouted: z.nullable(SideSchema), by: z.number() }),
  };
