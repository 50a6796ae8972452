import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';

/** The shuffle's events (PBS 8.B). */
export const shuffleEvents = { deckShuffled: z.strictObject({ size: intField }) };
