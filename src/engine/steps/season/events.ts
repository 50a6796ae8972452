import { z } from '../../../lib/zod';
import { SeasonIdSchema } from '../../schema/weather';

/** The season's events (seed 002 Weather rules). */
export const seasonEvents = { seasonChosen: z.strictObject({ season: SeasonIdSchema }) };
