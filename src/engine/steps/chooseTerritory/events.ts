import { z } from '../../../lib/zod';
import { SideSchema } from '../../schema/side';
import { IdSchema } from '../../schema/vocab';

/** The territory choice's events (PBS 8.C). */
export const chooseTerritoryEvents = { territoryChosen: z.strictObject({ side: SideSchema, territory: IdSchema }) };
