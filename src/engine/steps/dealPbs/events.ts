import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { ColourSchema } from '../../schema/vocab';

const purpose = z.enum(['pbs', 'scouting']);

/** The deal's events (PBS 8.B; scouting deals the same way, PBS 10.A). */
export const dealPbsEvents = {
    cardsDealt: z.strictObject({ purpose, invader: intField, defender: intField }),
    handDealt: z.strictObject({ side: SideSchema, purpose, cards: z.array(ColourSchema) }),
  };
