import { z } from '../../../lib/zod';

/** The strategic intercept's events (PBS 8.B). */
export const interceptEvents = { interceptDeclared: z.strictObject({ intercept: z.boolean() }) };
