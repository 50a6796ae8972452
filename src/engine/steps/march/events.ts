import { z } from '../../../lib/zod';
import { cardOrNone, intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { faceDownEvents } from '../territoryCards/events';

/** The march's events (PBS 8.D), its face-down cards as the territory contest's. */
export const marchEvents = {
    ...faceDownEvents,
    dayRevealed: z.strictObject({ day: intField, invader: cardOrNone, defender: cardOrNone, winner: z.nullable(SideSchema), difference: intField }),
  };
